/// `pass.json` must exist at the top level and be one JSON object.
struct PassJSONReadableRule: ValidationRule {
    let id = "structure.json.invalid"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.structure
    let summary = "pass.json exists at the top level of the pass and is one valid JSON object"
    let evidence: String? = "format reference §8 #14 and §9 (Apple, Building a Pass: malformed JSON is refused; a pass without pass.json or inside a wrapper folder cannot be read, §8 #16)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        if context.source.files["pass.json"] == nil {
            if let nested = context.source.nestedPassJSON {
                return [finding("pass.json is at \(nested), inside a wrapper folder, so Wallet finds no pass; archive the folder's contents, not the folder itself", file: nested)]
            }
            return [finding("the pass has no pass.json; every pass needs one beside its images", file: "pass.json")]
        }
        guard let problem = context.jsonProblem else { return [] }
        return [finding("\(problem.reason)\(problem.fix.map { "; \($0)" } ?? "")")]
    }
}
