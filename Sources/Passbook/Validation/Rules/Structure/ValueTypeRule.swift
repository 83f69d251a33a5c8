/// Every documented key holds the JSON type Apple documents.
struct ValueTypeRule: ValidationRule {
    let id = "structure.type"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.structure
    let inputs: RuleInputs = .eachMember
    let summary = "every documented key holds the documented JSON type (string, number, boolean, array, object)"
    let evidence: String? = "format reference §2.1 and §9 (wrong-typed required keys and values make the pass fail)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.walkShapedValues { path, value, shape in
            // null has its own rule; maxDistance is dropped silently rather than refused.
            guard !value.isNull, !shape.matches(value), path != [.key("maxDistance")] else { return }
            var message = "expected \(shape.name) but found \(value.kindDescription)"
            if case .integer = shape, let number = value.numberValue {
                message = "expected a whole number but found \(number.text)"
            } else if case .string = value, shape.matches(.number(1)) {
                message += "; write the number without quotes"
            } else if case .number(let number) = value, shape.matches(.string("")) {
                message += "; put it in quotes: \"\(number.text)\""
            }
            findings.append(finding(message, at: JSONPath.string(path)))
        }
        return findings
    }
}
