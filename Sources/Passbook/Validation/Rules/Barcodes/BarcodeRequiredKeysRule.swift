/// A barcode has `format`, `message` and `messageEncoding`.
struct BarcodeRequiredKeysRule: ValidationRule {
    let id = "barcodes.key.missing"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.barcodes
    let inputs: RuleInputs = .keys("barcode", "barcodes")
    let summary = "every barcode has format, message and messageEncoding"
    let evidence: String? = "format reference §4.1 and §9: format, message and messageEncoding are required keys of the barcode dictionary (Apple's Pass.Barcodes reference)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        BarcodeEntry.all(in: context).flatMap { entry in
            ["format", "message", "messageEncoding"].filter { entry.object[$0] == nil }.map { key in
                let advice = key == "messageEncoding" ? "add \"messageEncoding\": \"iso-8859-1\"" : "add it"
                return finding("the barcode has no \(key); Wallet refuses it, \(advice)", at: entry.path)
            }
        }
    }
}
