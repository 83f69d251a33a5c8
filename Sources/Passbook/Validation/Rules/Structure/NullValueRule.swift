/// `null` is never a value in `pass.json`; a key without a value is left out.
struct NullValueRule: ValidationRule {
    let id = "structure.null"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.structure
    let inputs: RuleInputs = .eachMember
    let summary = "no key holds null: leave the key out instead"
    let evidence: String? = "format reference §8 #11: null values break the pass (php-pkpass #41)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        var findings: [Diagnostic] = []
        // One path, grown and shrunk on the way, as a pass has hundreds of values and rarely a null.
        var path: [JSONPath.Component] = []
        func visit(_ value: JSONValue) {
            switch value {
            case .null:
                findings.append(finding("the value is null, which breaks the pass; remove the key instead", at: JSONPath.string(path)))
            case .array(let items):
                for (index, item) in items.enumerated() {
                    path.append(.index(index))
                    visit(item)
                    path.removeLast()
                }
            case .object(let object):
                for (key, item) in object where !(path.isEmpty && key == "userInfo") {
                    path.append(.key(key))
                    visit(item)
                    path.removeLast()
                }
            default:
                break
            }
        }
        visit(.object(json))
        return findings
    }
}
