/// `altText` lets people read out or type the code when scanning fails.
struct BarcodeAltTextRule: ValidationRule {
    let id = "barcodes.altText.missing"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.barcodes
    let summary = "the barcode Wallet shows has altText, so people can type the code when scanning fails"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let (object, path) = context.displayedBarcode, object["altText"] == nil else { return [] }
        return [finding("the barcode has no altText; add the code or ticket number people can read out when scanning fails", at: path)]
    }
}
