/// People glance at the front: few fields, few header fields, the rest on the back.
struct FrontClutterRule: ValidationRule {
    let id = "design.front.clutter"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "the front is selective: no more fields than the style shows and at most two header fields; details go on the back"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let style = context.style, let limits = context.fieldLimits else { return [] }
        var findings: [Diagnostic] = []
        for group in [PassFields.Group.secondary, .auxiliary] {
            let count = context.fields(in: group).count
            let limit = style == .eventTicket && group == .auxiliary ? limits.limit(group) * 2 : limits.limit(group)
            if count > limit {
                findings.append(finding("\(count) \(group.key) crowd the front, which shows \(limit); keep the ones people need at a glance and move the rest to backFields", at: "\(style.key).\(group.key)"))
            }
        }
        if let combined = limits.combinedSecondaryAndAuxiliary {
            let count = context.fields(in: .secondary).count + context.fields(in: .auxiliary).count
            if count > combined, findings.isEmpty {
                findings.append(finding("\(count) secondary and auxiliary fields share one row that holds \(combined); move some to backFields", at: style.key))
            }
        }
        let headers = context.fields(in: .header).count
        if headers > context.thresholds.maximumHeaderFields {
            findings.append(finding("\(headers) header fields crowd the top of the pass; one or two keep it readable when the pass is stacked", at: "\(style.key).headerFields"))
        }
        return findings
    }
}
