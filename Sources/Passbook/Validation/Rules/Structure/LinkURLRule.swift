/// Link keys (event guide, airline actions, featured actions) hold absolute URLs.
struct LinkURLRule: ValidationRule {
    let id = "structure.url.invalid"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "link keys (event guide, airline and featured-action URLs) hold absolute http(s) URLs"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.walkShapedValues { path, value, shape in
            guard case .url = shape, let text = value.stringValue, path != [.key("webServiceURL")] else { return }
            if let problem = URLCheck.problem(text, schemes: ["https", "http"]) {
                findings.append(finding(problem, at: JSONPath.string(path)))
            }
        }
        return findings
    }
}
