/// Makes the ids of Google Wallet classes and objects: `ISSUER_ID.suffix`, where the suffix may hold
/// only letters, digits, `.`, `_` and `-`.
///
/// Other characters are written as `_XX` per UTF-8 byte and `_` itself as `_5F`, so two different
/// serial numbers never share an id (`café 1` becomes `caf_C3_A9_201`).
public enum GoogleWalletIdentifier {
    /// The id of the object for a pass: the pass type identifier, then the serial number, in which
    /// dots are escaped too so that the two parts cannot run into each other.
    public static func objectID(issuerID: String, passTypeIdentifier: String, serialNumber: String) -> String {
        "\(issuerID).\(escape(passTypeIdentifier, keepingDots: true)).\(escape(serialNumber, keepingDots: false))"
    }

    /// The id of a class: `issuerID.suffix`, the suffix escaped.
    public static func classID(issuerID: String, suffix: String) -> String {
        "\(issuerID).\(escape(suffix, keepingDots: true))"
    }

    /// The id of a text module for a field key: dots are not allowed there, since template
    /// overrides use them to separate the parts of a field path.
    static func moduleID(forFieldKey key: String) -> String {
        escape(key, keepingDots: false)
    }

    /// Whether `id` has the form Google documents: a numeric issuer ID, a dot, and a suffix of
    /// letters, digits, `.`, `_` and `-`.
    public static func isValid(_ id: String) -> Bool {
        guard let dot = id.firstIndex(of: ".") else { return false }
        let issuer = id[..<dot]
        let suffix = id[id.index(after: dot)...]
        return !issuer.isEmpty && issuer.utf8.allSatisfy(isDigit) && !suffix.isEmpty
            && suffix.utf8.allSatisfy { isPlain($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }
    }

    /// Whether `id` can name a text module: letters, digits, `_` and `-`, no dots.
    static func isValidModuleID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { isPlain($0) || $0 == UInt8(ascii: "_") }
    }

    /// Whether `issuerID` looks like one Google issues: digits only.
    public static func isValidIssuerID(_ issuerID: String) -> Bool {
        !issuerID.isEmpty && issuerID.utf8.allSatisfy(isDigit)
    }

    static func escape(_ text: String, keepingDots: Bool) -> String {
        var result = ""
        for byte in text.utf8 {
            if isPlain(byte) || (keepingDots && byte == UInt8(ascii: ".")) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "_" + hex(byte)
            }
        }
        return result
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Letters, digits and `-`: kept as they are everywhere.
    private static func isPlain(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "-")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
