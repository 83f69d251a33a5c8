/// Barcodes every device can show: Code 128 beyond ASCII needs scanners that read FNC4, watchOS
/// draws no 1D codes, and the iOS 27 formats need a fallback for older systems.
struct BarcodeCompatibilityRule: ValidationRule {
    enum Check: Sendable { case code128Extended, watch, newFormats }

    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.barcodes
    let summary: String
    let kind: Check

    static let all: [BarcodeCompatibilityRule] = [
        BarcodeCompatibilityRule(id: "barcodes.code128.extended", severity: .warning, summary: "Code 128 messages stay within ASCII; other Latin-1 characters need FNC4, which many scanners lack", kind: .code128Extended),
        BarcodeCompatibilityRule(id: "barcodes.watch", severity: .warning, summary: "a pass whose barcodes are all 1D also has a 2D code, since Apple Watch draws no 1D codes", kind: .watch),
        BarcodeCompatibilityRule(id: "barcodes.fallback", severity: .warning, summary: "an iOS 27 format (Code 39, Codabar, EAN-13, ITF) is followed by a QR, PDF417 or Aztec fallback", kind: .newFormats),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let entries = BarcodeEntry.all(in: context).filter { !$0.isLegacy }
        switch kind {
        case .code128Extended:
            return entries.compactMap { entry in
                guard entry.format == .code128, let message = entry.object["message"]?.stringValue,
                    let bad = message.unicodeScalars.first(where: { $0.value > 0x7F && $0.value <= 0xFF })
                else { return nil }
                return finding("\"\(bad)\" is outside ASCII; Code 128 reaches it only through FNC4, which many scanners do not read — use plain ASCII or a 2D format", at: entry.path + ".message")
            }
        case .watch:
            let formats = entries.compactMap(\.format).filter(\.isKnown)
            guard !formats.isEmpty, formats.allSatisfy(\.isOneDimensional) else { return [] }
            return [finding("every barcode is 1D, which Apple Watch does not draw; add a QR, PDF417 or Aztec code after it", at: "barcodes")]
        case .newFormats:
            let legacyFallback = context.json?["barcode"] != nil
            return entries.enumerated().compactMap { index, entry in
                guard let format = entry.format, format.isOneDimensional, format != .code128 else { return nil }
                let later = entries.dropFirst(index + 1).compactMap(\.format)
                guard !later.contains(where: \.isAllowedInLegacyBarcodeKey), !legacyFallback else { return nil }
                return finding("\(format.displayName) is shown only from iOS 27; add a QR, PDF417 or Aztec code after it for older systems", at: entry.path)
            }
        }
    }
}
