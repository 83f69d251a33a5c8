/// What a barcode format can carry, in one place.
///
/// Limits are what the encoders Passbook renders with accept in the worst case of each kind of
/// content (digits, upper-case alphanumerics, any bytes): QR at level M (libqrencode), PDF417 and
/// Aztec at libzint's default error correction, whose capacity falls when character sets alternate,
/// and Code 128 and Codabar at libzint's 60-symbol-character limit. So a message that validates
/// always renders; Wallet's own scanners work best far below these limits.
public struct BarcodeCapacity: Sendable, Hashable {
    /// The most digits, alphanumerics and bytes a symbol holds; nil means no limit of that kind.
    public var digits: Int?
    public var alphanumerics: Int?
    public var bytes: Int?
    let format: Barcode.Format

    /// The capacity of `format`.
    public init(format: Barcode.Format) {
        self.format = format
        switch format {
        case .qr: (digits, alphanumerics, bytes) = (5596, 3391, 2331)
        case .aztec: (digits, alphanumerics, bytes) = (3832, 2046, 990)
        case .pdf417: (digits, alphanumerics, bytes) = (2528, 863, 863)
        case .code128: (digits, alphanumerics, bytes) = (118, 60, 60)
        case .codabar: (digits, alphanumerics, bytes) = (58, 58, 58)
        case .code39: (digits, alphanumerics, bytes) = (80, 80, 80)
        case .ean13: (digits, alphanumerics, bytes) = (13, 13, 13)
        case .interleaved2of5: (digits, alphanumerics, bytes) = (80, 80, 80)
        default: (digits, alphanumerics, bytes) = (nil, nil, nil)
        }
    }

    /// Why `payload` does not fit, or nil when it does.
    func problem(with payload: [UInt8]) -> (reason: String, fix: String)? {
        let name = format.displayName
        if let charset = Self.allowedCharacters(for: format), let bad = payload.first(where: { !charset.contains($0) }) {
            return (
                "\(name) cannot carry \(Self.describe(byte: bad)); it takes only \(Self.charsetDescription(for: format))",
                "Remove the character or use QR, PDF417 or Aztec"
            )
        }
        switch format {
        case .ean13:
            guard payload.count == 12 || payload.count == 13 else {
                return ("EAN-13 needs 12 or 13 digits, the message has \(payload.count)", "Give 12 digits (the check digit is added) or 13 with a correct check digit")
            }
            if payload.count == 13, Self.ean13CheckDigit(Array(payload.prefix(12))) != payload[12] {
                return ("the EAN-13 check digit \(Character(Unicode.Scalar(payload[12]))) is wrong", "Use \(Character(Unicode.Scalar(Self.ean13CheckDigit(Array(payload.prefix(12)))))) as the 13th digit, or give only 12 digits")
            }
        case .interleaved2of5 where payload.count % 2 == 1:
            return ("Interleaved 2 of 5 needs an even number of digits, the message has \(payload.count)", "Add a leading 0")
        default:
            break
        }
        if format == .code128, !payload.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            let symbols = payload.reduce(0) { $0 + ($1 > 0x7F ? 2 : 1) }
            if symbols > 60 {
                return (
                    "the message needs \(symbols) Code 128 symbol characters (characters beyond ASCII take two), more than the 60 a Code 128 code holds",
                    "Shorten the message or use a 2D format such as QR or PDF417"
                )
            }
            return nil
        }
        let (kind, limit) = limit(for: payload)
        if let limit, payload.count > limit {
            return (
                "the message is \(payload.count) \(kind) long, more than the \(limit) a \(name) code can hold",
                format.isOneDimensional
                    ? "Shorten the message or use a 2D format such as QR or PDF417"
                    : "Shorten the message: put an identifier in the barcode and keep the details on your server"
            )
        }
        return nil
    }

    private func limit(for payload: [UInt8]) -> (String, Int?) {
        if payload.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return ("digits", digits) }
        if payload.allSatisfy(Self.qrAlphanumeric.contains) { return ("characters", alphanumerics) }
        return ("bytes", bytes)
    }

    static let qrAlphanumeric = Set(Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8))

    static func allowedCharacters(for format: Barcode.Format) -> Set<UInt8>? {
        switch format {
        case .code128: Set(0...0xFF)
        case .code39: Set(Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -.$/+%".utf8))
        case .codabar: Set(Array("0123456789-$:/.+ABCD".utf8))
        case .ean13, .interleaved2of5: Set(Array("0123456789".utf8))
        default: nil
        }
    }

    static func charsetDescription(for format: Barcode.Format) -> String {
        switch format {
        case .code39: "digits, upper-case letters, space and - . $ / + %"
        case .codabar: "digits, - $ : / . + and the start/stop letters A to D"
        case .ean13, .interleaved2of5: "digits"
        default: "single bytes"
        }
    }

    static func describe(byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        return "the byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }

    static func ean13CheckDigit(_ digits: [UInt8]) -> UInt8 {
        var sum = 0
        for (index, digit) in digits.enumerated() {
            sum += Int(digit - 0x30) * (index % 2 == 0 ? 1 : 3)
        }
        return UInt8((10 - sum % 10) % 10) + 0x30
    }
}

extension Barcode.Format {
    /// Whether the code is a single row of bars (Code 128, Code 39, Codabar, EAN-13, ITF).
    public var isOneDimensional: Bool {
        self == .code128 || self == .code39 || self == .codabar || self == .ean13 || self == .interleaved2of5
    }
}
