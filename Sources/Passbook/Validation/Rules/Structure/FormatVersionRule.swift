/// `formatVersion` is the number 1.
struct FormatVersionRule: ValidationRule {
    let id = "structure.formatVersion"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.structure
    let inputs: RuleInputs = .keys("formatVersion")
    let summary = "formatVersion is the integer 1"
    let evidence: String? = "format reference §2.3.1 and §9 (Apple's Pass reference: formatVersion must be 1, the only format Wallet reads)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let value = context.json?["formatVersion"] else { return [] }
        if value.numberValue?.intValue == 1 { return [] }
        if value.stringValue == "1" {
            return [finding("formatVersion is the string \"1\"; write the number: \"formatVersion\": 1", at: "formatVersion")]
        }
        guard value.numberValue != nil else { return [] }  // structure.type reports other kinds
        return [finding("formatVersion is \(value), but the only format Wallet reads is 1", at: "formatVersion")]
    }
}
