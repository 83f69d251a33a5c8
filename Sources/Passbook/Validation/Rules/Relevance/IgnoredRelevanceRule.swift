/// Keys a style ignores: relevant dates on coupons and store cards, grouping on other than
/// boarding passes and event tickets.
struct IgnoredRelevanceRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.relevance
    let summary: String
    let grouping: Bool

    static let dates = IgnoredRelevanceRule(id: "relevance.date.ignored", summary: "coupons and store cards have no relevantDate(s), which Wallet ignores for them", grouping: false)
    static let groupingIdentifier = IgnoredRelevanceRule(id: "relevance.groupingIdentifier.ignored", summary: "groupingIdentifier is only on boarding passes and event tickets", grouping: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json, let style = context.style else { return [] }
        if grouping {
            guard json["groupingIdentifier"] != nil, style != PassStyle.boardingPass, style != .eventTicket else { return [] }
            return [finding("Wallet groups only boarding passes and event tickets; groupingIdentifier is ignored on \(style.article) \(style.displayName)", at: "groupingIdentifier")]
        }
        guard style == .coupon || style == .storeCard else { return [] }
        return ["relevantDate", "relevantDates"].filter { json[$0] != nil }.map { (key: String) -> Diagnostic in
            finding("Wallet ignores \(key) on \(style.article) \(style.displayName); only locations make it relevant", at: key)
        }
    }
}
