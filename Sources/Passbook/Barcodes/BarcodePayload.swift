/// The bytes a barcode carries: its message in its `messageEncoding`, checked against what the
/// format can hold.
///
/// The renderer encodes exactly these bytes and the validator runs the same check, so a pass that
/// validates always renders.
public struct BarcodePayload: Sendable, Hashable {
    /// The symbology.
    public let format: Barcode.Format
    /// The message turned into bytes.
    public let bytes: [UInt8]
    /// The encoding that produced ``bytes``.
    public let encoding: MessageEncoding

    /// Encodes `message` for `format`, or throws a ``PassbookError`` (code `barcode`) that says what
    /// the format cannot carry.
    public init(message: String, encoding: String = "iso-8859-1", format: Barcode.Format) throws(PassbookError) {
        let operation = "encode the \(format.displayName) message"
        guard let charset = MessageEncoding(ianaName: encoding) else {
            throw PassbookError(
                .barcode, operation: operation,
                reason: "the messageEncoding \"\(encoding)\" is not a character set Passbook knows",
                fix: "Use iso-8859-1 (Wallet's usual choice) or utf-8; supported: \(MessageEncoding.supportedNames.joined(separator: ", "))"
            )
        }
        let bytes: [UInt8]
        switch charset.encode(message) {
        case .success(let encoded): bytes = encoded
        case .failure(let bad):
            throw PassbookError(
                .barcode, operation: operation,
                reason: "\(bad.display) cannot be written in \(charset.name)",
                fix: charset.isSingleByte
                    ? "Set messageEncoding to utf-8 (for QR, PDF417 or Aztec) or remove the character"
                    : "Remove the character or choose an encoding that has it"
            )
        }
        guard !bytes.isEmpty else {
            throw PassbookError(.barcode, operation: operation, reason: "the message is empty", fix: "Give the barcode a message")
        }
        let capacity = BarcodeCapacity(format: format)
        if let problem = capacity.problem(with: bytes) {
            throw PassbookError(.barcode, operation: operation, reason: problem.reason, fix: problem.fix)
        }
        self.format = format
        self.bytes = bytes
        self.encoding = charset
    }

    /// Encodes a pass's barcode.
    public init(_ barcode: Barcode) throws(PassbookError) {
        try self.init(message: barcode.message, encoding: barcode.messageEncoding, format: barcode.format)
    }
}

extension PassbookError.Code {
    /// A barcode message cannot be encoded or rendered in its format.
    public static let barcode = PassbookError.Code(rawValue: "barcode")
}

extension Barcode.Format {
    /// A short human name: "QR", "PDF417", "Code 128".
    public var displayName: String {
        switch self {
        case .qr: "QR"
        case .pdf417: "PDF417"
        case .aztec: "Aztec"
        case .code128: "Code 128"
        case .code39: "Code 39"
        case .codabar: "Codabar"
        case .ean13: "EAN-13"
        case .interleaved2of5: "Interleaved 2 of 5"
        default: rawValue
        }
    }
}
