/// `webServiceURL` is an absolute HTTPS URL; plain HTTP works only on development devices.
struct WebServiceURLRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.webService
    let inputs: RuleInputs = .keys("webServiceURL")
    let summary: String
    let http: Bool
    var evidence: String? {
        http ? nil : "format reference §8 #18: a malformed webServiceURL (such as a space after https:) makes Wallet refuse the pass (dotnet-passbook #49)"
    }

    static let invalid = WebServiceURLRule(id: "webservice.url.invalid", severity: .error, summary: "webServiceURL is an absolute https URL (a malformed URL breaks installation)", http: false)
    static let insecure = WebServiceURLRule(id: "webservice.url.http", severity: .warning, summary: "webServiceURL uses https; http only works on devices with the developer setting for HTTP services", http: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let url = context.json?["webServiceURL"]?.stringValue else { return [] }
        let problem = URLCheck.problem(url, schemes: ["https", "http"])
        let isHTTP = url.lowercased().hasPrefix("http://")
        if http {
            guard problem == nil, isHTTP else { return [] }
            return [finding("\(url) is plain http, which Wallet accepts only on development devices; use https in production", at: "webServiceURL")]
        }
        guard let problem else { return [] }
        return [finding(problem + "; Wallet refuses the pass. Write it like https://passes.example.com/", at: "webServiceURL")]
    }
}
