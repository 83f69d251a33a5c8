/// Reports a finding made while reading the pass's files, such as OS clutter left out. Several files
/// left out for the same reason are one finding.
struct LoadingFindingRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary: String
    /// What happened to several files, after their names: "are operating-system clutter and were left out".
    let several: String

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let found = context.source.diagnostics.filter { $0.id == id }
        guard found.count > 1 else { return found }
        let files = found.flatMap(\.files)
        return [finding("\(FileGroups.phrase(files)) \(several)", files: files)]
    }

    static let all: [LoadingFindingRule] = [
        LoadingFindingRule(
            id: "package.os-junk",
            summary: "no .DS_Store, __MACOSX, Thumbs.db or ._ files: they are left out, as Wallet refuses files missing from the manifest",
            several: "are operating-system clutter and were left out of the pass (Wallet refuses a pass with files missing from its manifest); delete them from the folder"
        ),
        LoadingFindingRule(
            id: "package.hidden-file",
            summary: "hidden files in a pass folder are left out of the pass",
            several: "are hidden files and were left out of the pass; rename them if they belong in it"
        ),
        LoadingFindingRule(
            id: "package.stale-signature",
            summary: "manifest.json and signature in a source folder are ignored and made anew",
            several: "in the source folder were ignored: they are made anew each time the pass is built; delete them from the folder"
        ),
    ]
}
