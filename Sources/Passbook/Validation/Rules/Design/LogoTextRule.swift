/// The company name belongs in `logoText`, in Wallet's font, rather than inside the logo image.
struct LogoTextRule: ValidationRule {
    let id = "design.logoText.missing"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "logoText holds the company name, set in Wallet's font next to the logo"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json, context.style != nil else { return [] }
        if context.styleSchemes.first == "posterEventTicket" { return [] }  // posters use eventLogoText
        let text = json["logoText"]?.stringValue ?? ""
        guard text.allSatisfy(\.isWhitespace) else { return [] }
        return [finding("logoText is \(json["logoText"] == nil ? "missing" : "empty"); put your company name there rather than in the logo image", at: json["logoText"] == nil ? nil : "logoText")]
    }
}
