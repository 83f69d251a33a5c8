import Foundation

/// The six standard keys Wallet requires, present and not empty.
struct RequiredKeysRule: ValidationRule {
    let id = "structure.key.required"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.structure
    let inputs: RuleInputs = RuleInputs(json: .keys(Set(Pass.requiredKeys)), files: false)
    let summary = "formatVersion, passTypeIdentifier, serialNumber, teamIdentifier, organizationName and description are present and not empty"
    let evidence: String? = "format reference §8 #8: Wallet logs \"Pass dictionary must contain key …\" and refuses the pass (passkit-generator #233; Apple, Building a Pass)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        return Pass.requiredKeys.compactMap { key in
            guard let value = json[key] else {
                let example = key == "formatVersion" ? "\"formatVersion\": 1" : "\"\(key)\": \"…\""
                return finding("pass.json has no \(key); Wallet refuses a pass without it. Add \(example)", at: key)
            }
            // Stops at the first visible character, where trimming would copy the string.
            if let text = value.stringValue, text.allSatisfy(\.isWhitespace) {
                return finding("\(key) is empty; Wallet needs a value here", at: key)
            }
            return nil
        }
    }
}
