/// People glance at the front: one or two header fields keep a stacked pass readable.
///
/// Fields beyond what a style shows are `fields.count`; repeating them here would make one finding two.
struct FrontClutterRule: ValidationRule {
    let id = "design.front.clutter"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "the front is selective: at most two header fields, details on the back (fields the style cannot show are fields.count)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let style = context.style, let limits = context.fieldLimits else { return [] }
        let headers = context.fields(in: .header).count
        // More than Wallet shows at all is fields.count's finding.
        guard headers > context.thresholds.maximumHeaderFields, headers <= limits.limit(.header) else { return [] }
        return [finding("\(headers) header fields crowd the top of the pass; one or two keep it readable when the pass is stacked, so move the rest to the back", at: "\(style.key).headerFields")]
    }
}
