/// Field keys are unique across every field group of the pass.
struct DuplicateFieldKeyRule: ValidationRule {
    let id = "fields.key.duplicate"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.fields
    let inputs: RuleInputs = .eachMember
    let summary = "field keys are unique across all field groups (header, primary, secondary, auxiliary, back, …)"
    let evidence: String? = "format reference §8 #10: Wallet logs that more than one field has the key and refuses the pass (alvinbaena/passkit #14, dotnet-passbook #147)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // posterGeneric is a layout of its own and may repeat the classic fields' keys.
        for styleKey in Set(context.fields.map(\.styleKey)).sorted() {
            var first: [String: RawField] = [:]
            for field in context.fields where field.styleKey == styleKey {
                guard let key = field.object?["key"]?.stringValue else { continue }
                if let earlier = first[key] {
                    findings.append(finding("the key \"\(key)\" is already used by \(earlier.path); Wallet refuses a pass whose field keys repeat, rename one", at: field.path("key")))
                } else {
                    first[key] = field
                }
            }
        }
        return findings
    }
}
