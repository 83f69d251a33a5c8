/// `barcode` and `relevantDate` are deprecated; alone they leave newer systems to fall back.
struct DeprecatedKeyRule: ValidationRule {
    let id = "structure.deprecated"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "the deprecated barcode and relevantDate keys come with their modern barcodes and relevantDates"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        var found: [(key: String, advice: String)] = []
        if json["barcode"] != nil, json["barcodes"] == nil {
            found.append(("barcode", "barcode is deprecated since iOS 9, so add the same code to a barcodes array (keep barcode only for iOS 8 and earlier)"))
        }
        if json["relevantDate"] != nil, json["relevantDates"] == nil {
            found.append(("relevantDate", "relevantDate is deprecated since iOS 18, so add relevantDates with a startDate and endDate interval (keep relevantDate for older systems)"))
        }
        // The deprecated keys of one pass are one finding.
        guard !found.isEmpty else { return [] }
        return [finding(found.map(\.advice).joined(separator: "; "), at: found.count == 1 ? found[0].key : nil)]
    }
}
