/// Reports a lenient-JSON finding (trailing comma, byte order mark, duplicate key) made while reading
/// `pass.json`.
///
/// A byte order mark is among the refusal causes the format reference lists, so in a finished archive,
/// which Wallet reads as it is, it is an error; in a source folder `passbook build` writes strict JSON,
/// so it is a warning. A trailing comma is a warning everywhere: Apple signed and published its own
/// BoardingPass sample with one, and the only sign of refusal is the general "malformed JSON" line of
/// Apple's docs.
struct JSONSyntaxRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.structure
    let summary: String
    /// Set when a finished archive with this finding is refused: it is an error there.
    let evidence: String?
    /// A finding with evidence is an error in a finished archive.
    var mayReportErrors: Bool { severity == .error || evidence != nil }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.jsonDiagnostics.filter { $0.id == id }.map { diagnostic in
            var found = diagnostic
            found.severity = severity
            if evidence != nil, context.source.origin == .archive {
                found.severity = .error
                found.message += " (this archive is signed as it is, and Wallet refuses such JSON)"
            } else if id == "json.trailing-comma", context.source.origin == .archive {
                found.message += " (this archive carries it as it is: remove the comma and sign the pass again)"
            }
            return found
        }
    }

    static let all: [JSONSyntaxRule] = [
        JSONSyntaxRule(
            id: "json.trailing-comma", severity: .warning,
            summary: "no comma before a closing bracket: Wallet may refuse it (Apple's own BoardingPass sample has one); build writes strict JSON",
            evidence: nil
        ),
        JSONSyntaxRule(
            id: "json.bom", severity: .warning,
            summary: "no byte order mark before pass.json: Wallet refuses it; build drops it, a finished archive is an error",
            evidence: "format reference §8 #14: BOM-prefixed JSON is malformed and refused (Apple, Building a Pass); an error only in a finished archive"
        ),
        JSONSyntaxRule(
            id: "json.duplicate-key", severity: .warning,
            summary: "no key twice in one JSON object: only the last value counts",
            evidence: nil
        ),
    ]
}
