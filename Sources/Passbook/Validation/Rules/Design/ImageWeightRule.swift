/// Passes travel by mail and the web: images stay small.
///
/// Every image over the budget, and the total, make one finding.
struct ImageWeightRule: ValidationRule {
    let id = "design.images.weight"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "each image stays under 100 KB and all images under 500 KB (configurable)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let limit = context.thresholds.maximumImageBytes
        let heavy = context.images.filter { $0.byteCount > limit }
        let total = context.images.reduce(0) { $0 + $1.byteCount }
        let totalLimit = context.thresholds.maximumTotalImageBytes
        var problems: [String] = []
        if !heavy.isEmpty {
            let list = FileGroups.phrase(heavy.map { "\($0.file.path) (\(byteCountText($0.byteCount)))" })
            problems.append("\(list) \(heavy.count == 1 ? "weighs" : "weigh") over the \(byteCountText(limit)) budget per image")
        }
        if total > totalLimit {
            problems.append("the images weigh \(byteCountText(total)) together, over the \(byteCountText(totalLimit)) budget")
        }
        guard !problems.isEmpty else { return [] }
        let advice = "; re-compress the largest (fewer colors, pngquant or oxipng), as passes travel by mail and the web"
        return [finding(problems.joined(separator: ", and ") + advice, files: heavy.map(\.file.path))]
    }
}
