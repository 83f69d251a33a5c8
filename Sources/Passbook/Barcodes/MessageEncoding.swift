import Foundation

/// The character set a barcode's `messageEncoding` names, which turns its message into bytes.
public struct MessageEncoding: Sendable, Hashable, CustomStringConvertible {
    /// The IANA name as written in `pass.json`.
    public let name: String
    let encoding: String.Encoding

    /// The encodings Wallet is known to accept and Passbook can encode, by IANA name and alias.
    static let known: [(names: [String], encoding: String.Encoding)] = [
        (["iso-8859-1", "iso_8859-1", "latin1", "l1", "iso-latin-1"], .isoLatin1),
        (["utf-8", "utf8"], .utf8),
        (["us-ascii", "ascii"], .ascii),
        (["windows-1252", "cp1252"], .windowsCP1252),
        (["iso-8859-2", "latin2"], .isoLatin2),
        (["shift_jis", "shift-jis", "sjis"], .shiftJIS),
        (["utf-16", "utf16"], .utf16),
    ]

    /// The default Wallet uses when a pass names none: ISO 8859-1.
    public static let latin1 = MessageEncoding(name: "iso-8859-1", encoding: .isoLatin1)
    /// UTF-8.
    public static let utf8 = MessageEncoding(name: "utf-8", encoding: .utf8)

    private init(name: String, encoding: String.Encoding) {
        self.name = name
        self.encoding = encoding
    }

    /// Looks up an IANA character-set name, ignoring case; nil when Passbook does not know it.
    public init?(ianaName: String) {
        let lowered = ianaName.trimmingWhitespace().lowercased()
        guard let match = Self.known.first(where: { $0.names.contains(lowered) }) else { return nil }
        self.init(name: ianaName, encoding: match.encoding)
    }

    /// The names `init(ianaName:)` accepts, for messages.
    public static var supportedNames: [String] { known.map { $0.names[0] } }

    /// Whether this is ISO 8859-1 or one of its subsets, where one character is one byte.
    var isSingleByte: Bool {
        encoding == .isoLatin1 || encoding == .ascii || encoding == .windowsCP1252 || encoding == .isoLatin2
    }

    /// The bytes of `text`, or the first character that cannot be encoded.
    public func encode(_ text: String) -> Result<[UInt8], UnencodableCharacter> {
        switch encoding {
        case .utf8:
            return .success(Array(text.utf8))
        case .isoLatin1:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.unicodeScalars.count)
            for scalar in text.unicodeScalars {
                guard scalar.value <= 0xFF else { return .failure(UnencodableCharacter(character: Character(scalar))) }
                bytes.append(UInt8(scalar.value))
            }
            return .success(bytes)
        case .ascii:
            for scalar in text.unicodeScalars where scalar.value > 0x7F {
                return .failure(UnencodableCharacter(character: Character(scalar)))
            }
            return .success(Array(text.utf8))
        default:
            if let data = text.data(using: encoding, allowLossyConversion: false) {
                return .success(Array(data))
            }
            let bad = text.first { String($0).data(using: encoding, allowLossyConversion: false) == nil } ?? "?"
            return .failure(UnencodableCharacter(character: bad))
        }
    }

    public var description: String { name }
}

/// A character a ``MessageEncoding`` has no byte for.
public struct UnencodableCharacter: Error, Sendable, Hashable {
    /// The character.
    public let character: Character

    /// `U+20AC "€"`.
    public var display: String {
        let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        return codes.joined(separator: " ") + " \"\(character)\""
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
