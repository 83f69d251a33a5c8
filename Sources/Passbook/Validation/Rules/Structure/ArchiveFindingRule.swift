/// Reports what reading a `.pkpass` archive found beside its files: files missing from the manifest,
/// bytes around the archive. These are the same findings `passbook verify` makes, at the same weight.
struct ArchiveFindingRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.structure
    let summary: String

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.source.diagnostics.filter { $0.id == id }
    }

    static let all: [ArchiveFindingRule] = [
        ArchiveFindingRule(
            id: "archive.unlisted-file", severity: .error,
            summary: "every file of a .pkpass is listed in manifest.json: Wallet refuses a pass with a file that is not (\"No entry in manifest for file\"; spec §1.1, §8 cause 5)"
        ),
        ArchiveFindingRule(
            id: "archive.layout", severity: .error,
            summary: "a .pkpass holds manifest.json and signature beside pass.json: Wallet refuses an unsigned pass (spec §1.2)"
        ),
        ArchiveFindingRule(
            id: "archive.manifest", severity: .error,
            summary: "manifest.json is an object of lowercase SHA-1 digests and every file it lists is in the archive: Wallet refuses it otherwise (spec §5.1, §8 cause 6)"
        ),
        ArchiveFindingRule(
            id: "archive.digest", severity: .error,
            summary: "every file's SHA-1 matches manifest.json: Wallet refuses a file changed after the manifest was made (spec §8 cause 6)"
        ),
        ArchiveFindingRule(
            id: "archive.extra-bytes", severity: .error,
            summary: "nothing follows the end of the zip archive: Wallet refuses an archive with a server's page appended (spec §8 cause 16)"
        ),
    ]
}
