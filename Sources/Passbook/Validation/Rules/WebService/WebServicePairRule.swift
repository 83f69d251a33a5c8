/// `webServiceURL` and `authenticationToken` come together.
struct WebServicePairRule: ValidationRule {
    let id = "webservice.pair"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.webService
    let summary = "webServiceURL and authenticationToken are both present or both absent"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        switch (json["webServiceURL"] != nil, json["authenticationToken"] != nil) {
        case (true, false): return [finding("webServiceURL needs an authenticationToken, the secret Wallet sends to your service", at: "webServiceURL")]
        case (false, true): return [finding("authenticationToken is useless without webServiceURL; add the service URL or remove the token", at: "authenticationToken")]
        default: return []
        }
    }
}
