import Foundation

/// Barcode formats are the `PKBarcodeFormat…` names Wallet knows, and the legacy key holds a 2D one.
///
/// An unknown format is refused. A 1D format in the legacy key is not: older iOS versions show no
/// barcode there, but the pass opens, so that is a warning.
struct BarcodeFormatRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.barcodes
    let inputs: RuleInputs = .keys("barcode", "barcodes")
    let summary: String
    let legacy: Bool
    let evidence: String?

    static let unknown = BarcodeFormatRule(
        id: "barcodes.format.unknown", severity: .error,
        summary: "barcode formats are PKBarcodeFormatQR, PDF417, Aztec, Code128 (or the iOS 27 Code39, Codabar, EAN13, I2of5)", legacy: false,
        evidence: "format reference §8 #12 and §4.1: an unknown barcode format string such as PKBARCODE_FORMAT_QR is refused (issue reports cited there)"
    )
    static let legacyKey = BarcodeFormatRule(
        id: "barcodes.legacy.format", severity: .warning,
        summary: "the legacy barcode key holds QR, PDF417 or Aztec, the only formats iOS 6–8 read (the pass still opens; older systems show no barcode)",
        legacy: true, evidence: nil
    )

    func check(_ context: ValidationContext) -> [Diagnostic] {
        BarcodeEntry.all(in: context).compactMap { entry in
            guard let format = entry.format else { return nil }
            if legacy {
                guard entry.isLegacy, format.isKnown, !format.isAllowedInLegacyBarcodeKey else { return nil }
                return finding("\(format.rawValue) in the legacy barcode key is not drawn by the older iOS versions that read that key, so they show the pass without a barcode; use QR, PDF417 or Aztec there and put \(format.displayName) in barcodes", at: entry.path + ".format")
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
