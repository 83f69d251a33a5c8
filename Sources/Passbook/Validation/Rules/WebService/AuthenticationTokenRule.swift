/// `authenticationToken` is at least 16 characters of header-safe text.
///
/// The length is checked only next to a `webServiceURL`: without one Wallet ignores the token
/// (`webservice.token.unused`).
struct AuthenticationTokenRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.webService
    let inputs: RuleInputs = .keys("authenticationToken", "webServiceURL")
    let summary: String
    let characters: Bool
    let evidence: String?

    static let length = AuthenticationTokenRule(
        id: "webservice.token.short", severity: .error, summary: "authenticationToken is at least 16 characters long", characters: false,
        evidence: "Package Format Reference: the token must be 16 characters or longer; format reference §8 #19 and §9; a shorter token kept a pass from working (dotnet-passbook-validator #9)"
    )
    static let charset = AuthenticationTokenRule(
        id: "webservice.token.characters", severity: .warning, summary: "authenticationToken is printable ASCII without spaces, as it travels in an HTTP header",
        characters: true, evidence: nil
    )

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let token = context.json?["authenticationToken"]?.stringValue else { return [] }
        guard characters || context.json?["webServiceURL"] != nil else { return [] }
        if characters {
            guard let bad = token.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value >= 0x7F }) else { return [] }
            let shown = bad == " " ? "a space" : "\"\(bad)\""
            return [finding("the token contains \(shown); it is sent in the Authorization header, so use letters, digits, - and _", at: "authenticationToken")]
        }
        let minimum = context.thresholds.minimumAuthenticationTokenLength
        guard token.count < minimum else { return [] }
        return [finding("the token has \(token.count) characters; Apple requires at least \(minimum), and Wallet may refuse the pass — use 32 or more random URL-safe characters", at: "authenticationToken")]
    }
}
