import Passbook

/// Wallet's barcode formats as Google's `Barcode.type` values.
enum GoogleBarcode {
    /// The Google type of `barcode`, or nil when Google has no such format for this message.
    static func type(of barcode: Barcode) -> String? {
        switch barcode.format {
        case .qr: "QR_CODE"
        case .pdf417: "PDF_417"
        case .aztec: "AZTEC"
        case .code128: "CODE_128"
        case .code39: "CODE_39"
        case .codabar: "CODABAR"
        case .ean13: "EAN_13"
        // Google's interleaved 2 of 5 is ITF-14, which holds exactly 14 digits.
        case .interleaved2of5 where barcode.message.count == 14 && barcode.message.allSatisfy(\.isASCIIDigit): "ITF_14"
        default: nil
        }
    }

    /// The `Barcode` object for `barcode`, or nil when its format has no Google counterpart.
    static func resource(for barcode: Barcode) -> JSONValue? {
        guard let type = type(of: barcode) else { return nil }
        var object: JSONObject = ["type": .string(type), "value": .string(barcode.message)]
        if barcode.messageEncoding.lowercased() == "utf-8" { object["renderEncoding"] = "UTF_8" }
        if let altText = barcode.altText { object["alternateText"] = .string(altText) }
        return .object(object)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
