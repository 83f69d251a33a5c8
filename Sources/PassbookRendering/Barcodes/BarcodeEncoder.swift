public import Passbook

/// Turns barcode messages into module matrices: QR through libqrencode (error correction level M),
/// PDF417, Aztec and the 1D formats through libzint.
///
/// The bytes encoded are exactly ``BarcodePayload/bytes``, the message in its `messageEncoding`,
/// without an ECI header, which is what Wallet puts in the code.
public enum BarcodeEncoder {
    /// The formats this encoder draws.
    public static let supportedFormats: [Barcode.Format] = [
        .qr, .pdf417, .aztec, .code128, .code39, .codabar, .ean13, .interleaved2of5,
    ]

    /// Encodes a checked payload.
    ///
    /// - Throws: ``PassbookError`` with code `barcode` when the library refuses the message, such as
    ///   one longer than the symbology can hold at the error-correction level used.
    public static func encode(_ payload: BarcodePayload) throws(PassbookError) -> BarcodeMatrix {
        switch payload.format {
        case .qr:
            return try QRCodeEncoder.encode(payload.bytes)
        case .pdf417, .aztec, .code128, .code39, .codabar, .ean13, .interleaved2of5:
            return try ZintEncoder.encode(payload.bytes, format: payload.format)
        default:
            throw PassbookError(
                .barcode,
                operation: "draw the barcode",
                reason: "the format \(payload.format.rawValue) is not one Passbook can draw",
                fix: "Use one of \(supportedFormats.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }

    /// Encodes a pass's barcode: its message in its `messageEncoding`, checked as the validator does.
    public static func encode(_ barcode: Barcode) throws(PassbookError) -> BarcodeMatrix {
        try encode(BarcodePayload(barcode))
    }
}
