/// Reports a lenient-JSON finding (trailing comma, byte order mark, duplicate key) made while reading
/// `pass.json`.
///
/// In a source folder `passbook build` writes strict JSON, so the finding is a warning; in a finished
/// archive Wallet reads the bytes as they are and refuses them, so it is an error.
struct JSONSyntaxRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.structure
    let summary: String
    let refusedByWallet: Bool

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.jsonDiagnostics.filter { $0.id == id }.map { diagnostic in
            var found = diagnostic
            found.severity = severity
            if refusedByWallet, context.source.origin == .archive {
                found.severity = .error
                found.message += " (this archive is signed as it is, and Wallet refuses such JSON)"
            }
            return found
        }
    }

    static let all: [JSONSyntaxRule] = [
        JSONSyntaxRule(
            id: "json.trailing-comma", severity: .warning,
            summary: "no comma before a closing bracket: Wallet refuses it; build rewrites the JSON strictly, a finished archive is an error",
            refusedByWallet: true
        ),
        JSONSyntaxRule(
            id: "json.bom", severity: .warning,
            summary: "no byte order mark before pass.json: Wallet refuses it; build drops it, a finished archive is an error",
            refusedByWallet: true
        ),
        JSONSyntaxRule(
            id: "json.duplicate-key", severity: .warning,
            summary: "no key twice in one JSON object: only the last value counts",
            refusedByWallet: false
        ),
    ]
}
