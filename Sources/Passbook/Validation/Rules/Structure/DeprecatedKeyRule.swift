/// `barcode` and `relevantDate` are deprecated; alone they leave newer systems to fall back.
struct DeprecatedKeyRule: ValidationRule {
    let id = "structure.deprecated"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "the deprecated barcode and relevantDate keys come with their modern barcodes and relevantDates"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        var findings: [Diagnostic] = []
        if json["barcode"] != nil, json["barcodes"] == nil {
            findings.append(finding("barcode is deprecated since iOS 9; add the same code to a barcodes array (keep barcode only for iOS 8 and earlier)", at: "barcode"))
        }
        if json["relevantDate"] != nil, json["relevantDates"] == nil {
            findings.append(finding("relevantDate is deprecated since iOS 18; add relevantDates with a startDate and endDate interval (keep relevantDate for older systems)", at: "relevantDate"))
        }
        return findings
    }
}
