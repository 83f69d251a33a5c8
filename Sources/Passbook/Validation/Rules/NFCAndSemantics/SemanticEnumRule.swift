/// Semantic enumerations hold values Wallet knows.
struct SemanticEnumRule: ValidationRule {
    let id = "semantics.enum.invalid"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.nfcAndSemantics
    let inputs: RuleInputs = .eachMember
    let summary = "semantic eventType, security programs and passenger capabilities hold values Wallet knows"
    let evidence: String? = "format reference §3.4, §8 #12 and §9: an unknown enum string is refused, wherever it appears"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        var findings: [Diagnostic] = []
        var places: [(JSONObject, String)] = []
        if let semantics = json["semantics"]?.objectValue { places.append((semantics, "semantics")) }
        for field in context.fields {
            if let semantics = field.object?["semantics"]?.objectValue { places.append((semantics, field.path("semantics"))) }
        }
        for (semantics, path) in places {
            if let text = semantics["eventType"]?.stringValue, !SemanticTags.EventType(rawValue: text).isKnown {
                findings.append(finding(SemanticTags.EventType(rawValue: text).unknownValueMessage, at: path + ".eventType"))
            }
            for key in ["departureLocationSecurityPrograms", "destinationLocationSecurityPrograms"] {
                for (index, item) in (semantics[key]?.arrayValue ?? []).enumerated() {
                    guard let text = item.stringValue, !SemanticTags.SecurityProgram(rawValue: text).isKnown else { continue }
                    findings.append(finding(SemanticTags.SecurityProgram(rawValue: text).unknownValueMessage, at: "\(path).\(key)[\(index)]"))
                }
            }
            for (index, item) in (semantics["passengerCapabilities"]?.arrayValue ?? []).enumerated() {
                guard let text = item.stringValue, !SemanticTags.PassengerCapability(rawValue: text).isKnown else { continue }
                findings.append(finding(SemanticTags.PassengerCapability(rawValue: text).unknownValueMessage, at: "\(path).passengerCapabilities[\(index)]"))
            }
        }
        return findings
    }
}
