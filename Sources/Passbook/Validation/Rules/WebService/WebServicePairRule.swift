/// `webServiceURL` needs an `authenticationToken`; a token without a URL is ignored.
struct WebServicePairRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.webService
    let inputs: RuleInputs = .keys("webServiceURL", "authenticationToken")
    let summary: String
    /// Reports the token without a URL instead of the URL without a token.
    let tokenOnly: Bool
    let evidence: String?

    static let urlWithoutToken = WebServicePairRule(
        id: "webservice.pair", severity: .error,
        summary: "a webServiceURL comes with the authenticationToken Wallet sends to the service", tokenOnly: false,
        evidence: "format reference §9 and the Package Format Reference: authenticationToken is required when webServiceURL is present"
    )
    static let tokenWithoutURL = WebServicePairRule(
        id: "webservice.token.unused", severity: .warning,
        summary: "an authenticationToken comes with a webServiceURL; without one Wallet ignores the token", tokenOnly: true, evidence: nil
    )

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        switch (json["webServiceURL"] != nil, json["authenticationToken"] != nil, tokenOnly) {
        case (true, false, false):
            return [finding("webServiceURL has no authenticationToken, the secret Wallet sends to your service; add a token of 16 or more random characters", at: "webServiceURL")]
        case (false, true, true):
            return [finding("authenticationToken has no webServiceURL, so Wallet ignores it and the pass never updates; add the service URL or remove the token", at: "authenticationToken")]
        default:
            return []
        }
    }
}
