/// Field enumerations hold values Wallet knows.
struct FieldEnumRule: ValidationRule {
    let id = "fields.enum.invalid"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.fields
    let inputs: RuleInputs = .eachMember
    let summary = "dateStyle, timeStyle, textAlignment, numberStyle and dataDetectorTypes hold values Wallet knows"
    let evidence: String? = "format reference §8 #12 and §3.4: an unknown enum string is refused (devartis/passbook PR #8 for textAlignment)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for field in context.fields {
            guard let object = field.object else { continue }
            func check<Value: OpenEnumeration>(_ key: String, _ type: Value.Type) where Value.RawValue == String {
                guard let text = object[key]?.stringValue, !Value(rawValue: text)!.isKnown else { return }
                findings.append(finding("\(key): " + Value(rawValue: text)!.unknownValueMessage, at: field.path(key)))
            }
            check("dateStyle", DateStyle.self)
            check("timeStyle", DateStyle.self)
            check("textAlignment", TextAlignment.self)
            check("numberStyle", NumberStyle.self)
            for (index, item) in (object["dataDetectorTypes"]?.arrayValue ?? []).enumerated() {
                guard let text = item.stringValue, !DataDetectorType(rawValue: text).isKnown else { continue }
                findings.append(finding("dataDetectorTypes: " + DataDetectorType(rawValue: text).unknownValueMessage, at: field.path("dataDetectorTypes") + "[\(index)]"))
            }
        }
        return findings
    }
}
