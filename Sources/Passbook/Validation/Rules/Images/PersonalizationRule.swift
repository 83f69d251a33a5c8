/// A personalizable pass has a `personalizationLogo` and is an NFC pass.
struct PersonalizationRule: ValidationRule {
    let id = "images.personalizationLogo.missing"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.images
    let summary = "a pass with personalization.json has personalizationLogo.png and an nfc dictionary"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard context.source.files["personalization.json"] != nil else { return [] }
        var findings: [Diagnostic] = []
        if context.images(named: "personalizationLogo").isEmpty {
            findings.append(finding("personalization.json needs personalizationLogo.png (150 × 40) for the sign-up sheet", file: "personalizationLogo.png"))
        }
        if context.json?["nfc"] == nil {
            findings.append(finding("personalization (rewards sign-up) only works on NFC passes; add an nfc dictionary or remove personalization.json", file: "personalization.json"))
        }
        return findings
    }
}
