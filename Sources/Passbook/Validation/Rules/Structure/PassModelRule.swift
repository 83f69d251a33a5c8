/// Anything else that keeps `pass.json` from being read as a pass.
///
/// Most problems have a rule of their own; this one reports the rest, and only when no other
/// rule found an error, so a problem is not reported twice.
struct PassModelRule: ValidationRule {
    let id = "structure.decode"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.structure
    let summary = "pass.json can be read as a pass (reported only when no more specific error explains why not)"
    let evidence: String? = "format reference §2.1 and §9: values that do not fit their documented type make the pass fail"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let problem = context.decodingProblem else { return [] }
        return [finding("\(problem.reason)\(problem.fix.map { "; \($0)" } ?? "")")]
    }
}
