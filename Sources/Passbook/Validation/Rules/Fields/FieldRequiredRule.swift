/// Every field has a `key` and a `value`.
struct FieldRequiredRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.fields
    let inputs: RuleInputs = .eachMember
    let summary: String
    let key: String
    let evidence: String? = "format reference §8 #11 and §3.4: a field without key or value is refused (php-pkpass #41)"

    static let key = FieldRequiredRule(id: "fields.key.missing", summary: "every field has a key", key: "key")
    static let value = FieldRequiredRule(id: "fields.value.missing", summary: "every field has a value (a string, number or date)", key: "value")

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.fields.compactMap { field in
            guard let object = field.object else {
                return key == "key" ? finding("a field must be an object with key and value, not \(field.value.kindDescription)", at: field.path) : nil
            }
            guard object[key] == nil else {
                if key == "key", object["key"]?.stringValue?.isEmpty == true {
                    return finding("the field's key is empty; give it a unique name such as \"gate\"", at: field.path("key"))
                }
                return nil
            }
            let label = object["label"]?.stringValue.map { " (labelled \"\($0)\")" } ?? ""
            return key == "key"
                ? finding("the field\(label) has no key; Wallet refuses it. Add a key unique in the pass, such as \"gate\"", at: field.path)
                : finding("the field \(object["key"]?.stringValue.map { "\"\($0)\"" } ?? "")\(label) has no value; Wallet refuses it. Add \"value\"", at: field.path)
        }
    }
}
