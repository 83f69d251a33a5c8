/// Passes travel by mail and the web: images stay small.
struct ImageWeightRule: ValidationRule {
    let id = "design.images.weight"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "each image stays under 100 KB and all images under 500 KB (configurable)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let limit = context.thresholds.maximumImageBytes
        var findings = context.images.filter { $0.byteCount > limit }.map { image in
            finding("\(image.file.path) weighs \(byteCountText(image.byteCount)), over the \(byteCountText(limit)) budget; re-compress it (fewer colors, pngquant or oxipng)", file: image.file.path)
        }
        let total = context.images.reduce(0) { $0 + $1.byteCount }
        if total > context.thresholds.maximumTotalImageBytes {
            findings.append(finding("the images weigh \(byteCountText(total)) together, over the \(byteCountText(context.thresholds.maximumTotalImageBytes)) budget; re-compress the largest", at: nil, file: nil))
        }
        return findings
    }
}
