/// Exactly one of the five classic style keys.
///
/// Without one Wallet refuses the pass; with several, what Wallet does is not documented, so that
/// is a warning.
struct StyleKeyRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.structure
    let inputs: RuleInputs = RuleInputs(json: .keys(RuleInputs.fieldKeys), files: false)
    let summary: String
    let multiple: Bool
    let evidence: String?

    static let missing = StyleKeyRule(
        id: "structure.style.missing", severity: .error,
        summary: "one of boardingPass, coupon, eventTicket, generic or storeCard is present", multiple: false,
        evidence: "format reference §8 #9: Wallet logs \"Pass dictionary must have an entry for one of …\" and refuses the pass (dotnet-passbook-validator #23)")
    static let several = StyleKeyRule(
        id: "structure.style.multiple", severity: .warning,
        summary: "only one classic style key is present: what Wallet does with several is not documented", multiple: true, evidence: nil)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        let styles = context.styles
        if multiple {
            guard styles.count > 1 else { return [] }
            return [finding("the pass has \(styles.count) style keys (\(styles.map(\.key).joined(separator: ", "))); what Wallet does with several is not documented — it may show only one or refuse the pass, so keep exactly one", at: styles[1].key)]
        }
        guard styles.isEmpty else { return [] }
        let lowered = Dictionary(PassStyle.allCases.map { ($0.key.lowercased(), $0.key) }, uniquingKeysWith: { first, _ in first })
        if let near = json.keys.first(where: { lowered[$0.lowercased()] != nil }) {
            return [finding("\"\(near)\" is not a style key; did you mean \"\(lowered[near.lowercased()]!)\"? Keys are case-sensitive", at: near)]
        }
        let poster = json["posterGeneric"] != nil ? " posterGeneric alone is read only by iOS 27; add a classic style next to it." : ""
        return [finding("the pass has no style key, so Wallet refuses it; add one of boardingPass, coupon, eventTicket, generic or storeCard holding its fields.\(poster)", at: nil)]
    }
}
