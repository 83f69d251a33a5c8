import Foundation

/// Barcode formats are the `PKBarcodeFormat…` names Wallet knows, and the legacy key holds a 2D one.
struct BarcodeFormatRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.barcodes
    let summary: String
    let legacy: Bool

    static let unknown = BarcodeFormatRule(id: "barcodes.format.unknown", summary: "barcode formats are PKBarcodeFormatQR, PDF417, Aztec, Code128 (or the iOS 27 Code39, Codabar, EAN13, I2of5)", legacy: false)
    static let legacyKey = BarcodeFormatRule(id: "barcodes.legacy.format", summary: "the legacy barcode key holds QR, PDF417 or Aztec, the only formats iOS 6–8 read", legacy: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        BarcodeEntry.all(in: context).compactMap { entry in
            guard let format = entry.format else { return nil }
            if legacy {
                guard entry.isLegacy, format.isKnown, !format.isAllowedInLegacyBarcodeKey else { return nil }
                return finding("\(format.rawValue) cannot be in the legacy barcode key; use QR, PDF417 or Aztec there and put \(format.displayName) in barcodes", at: entry.path + ".format")
            }
            guard !format.isKnown else { return nil }
            let upper = format.rawValue.uppercased()
            let guess = Barcode.Format.knownValues.first { known in
                let name = known.rawValue.dropFirst("PKBarcodeFormat".count).uppercased()
                return upper.hasSuffix(name) || upper.hasSuffix(name.replacingOccurrences(of: "PDF", with: "PDF_"))
            }
            let hint = guess.map { "; did you mean \($0.rawValue)?" } ?? ""
            return finding(format.unknownValueMessage + hint, at: entry.path + ".format")
        }
    }
}
