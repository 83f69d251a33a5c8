/// Reports a finding made while reading the pass's files, such as OS clutter left out.
struct LoadingFindingRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary: String

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.source.diagnostics.filter { $0.id == id }
    }

    static let all: [LoadingFindingRule] = [
        LoadingFindingRule(id: "package.os-junk", summary: "no .DS_Store, __MACOSX, Thumbs.db or ._ files: they are left out, as Wallet refuses files missing from the manifest"),
        LoadingFindingRule(id: "package.hidden-file", summary: "hidden files in a pass folder are left out of the pass"),
        LoadingFindingRule(id: "package.stale-signature", summary: "manifest.json and signature in a source folder are ignored and made anew"),
    ]
}
