/// A large pass is slow to mail and download.
struct PackageSizeRule: ValidationRule {
    let id = "package.size"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "the pass stays under the archive size budget (3 MB by default) so it mails and downloads quickly"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let total = context.source.files.values.reduce(0) { $0 + $1.count }
        guard total > context.thresholds.maximumArchiveBytes else { return [] }
        return [finding("the pass's files add up to \(byteCountText(total)), over the \(byteCountText(context.thresholds.maximumArchiveBytes)) budget; compress the images", file: nil)]
    }
}
