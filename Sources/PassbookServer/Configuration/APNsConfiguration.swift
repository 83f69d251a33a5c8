public import Foundation
public import Passbook

/// Where and how pushes are sent.
public struct APNsConfiguration: Sendable {
    /// Apple's production service: the only one that delivers pass updates.
    public static let production = "https://api.push.apple.com"
    /// Apple's development service (pass updates are not delivered through it; for app tokens).
    public static let sandbox = "https://api.sandbox.push.apple.com"

    /// The APNs base URL: ``production``, ``sandbox`` or another server (a test server).
    /// ``production`` unless set; setting it, even to ``production``, makes it ``isBaseURLChosen``.
    public var baseURL: String {
        get { chosenBaseURL ?? Self.production }
        set { chosenBaseURL = newValue }
    }
    /// Whether ``baseURL`` was set (by `--apns` or `PASSBOOK_APNS_URL`) rather than left at its default.
    public var isBaseURLChosen: Bool { chosenBaseURL != nil }
    private var chosenBaseURL: String?
    /// Extra certificates (PEM) trusted for the APNs server's TLS certificate, for test servers.
    public var trustedCertificatesFile: URL?
    /// A `.p8` key for token authentication instead of the pass certificate.
    public var tokenKeyFile: URL?
    /// The key's identifier (10 characters, from the developer account).
    public var tokenKeyID: String?
    /// The team the key belongs to.
    public var tokenTeamID: String?
    /// Pushes are sent only when true; otherwise they stay queued.
    public var enabled: Bool = true

    /// The defaults.
    public init() {}

    /// The defaults, overridden by `PASSBOOK_APNS_*` variables.
    public init(environment: [String: String]) throws {
        func value(_ name: String) -> String? {
            guard let value = environment["PASSBOOK_APNS_" + name], !value.isEmpty else { return nil }
            return value
        }
        if let url = value("URL") { baseURL = try Self.baseURL(for: url) }
        trustedCertificatesFile = value("CA").map { URL(fileURLWithPath: $0) }
        tokenKeyFile = value("KEY").map { URL(fileURLWithPath: $0) }
        tokenKeyID = value("KEY_ID")
        tokenTeamID = value("TEAM_ID")
        if let enabled = value("ENABLED") { self.enabled = !["0", "false", "no", "off"].contains(enabled.lowercased()) }
    }

    /// The configuration for a service that signs with `certificate`, and the line that says what
    /// changed, if anything. Apple's APNs accepts only pass certificates issued by Apple's WWDR
    /// authority: with a development certificate (`passbook certs dev`) every push to it would be
    /// refused and retried, so unless a server or token key was chosen, pushes stay queued.
    public func adjusted(for certificate: X509Certificate) -> (configuration: APNsConfiguration, notice: String?) {
        guard enabled, !isBaseURLChosen, tokenKeyFile == nil, certificate.issuingWWDRGeneration == nil else { return (self, nil) }
        var held = self
        held.enabled = false
        let notice = "pushes stay queued and are not sent: the pass certificate is a development one (not issued by Apple WWDR), which Apple's APNs refuses; "
            + "to see them, run 'passbook apns-test-server' and give --apns https://127.0.0.1:PORT with --apns-ca, or --apns production to send them anyway"
        return (held, notice)
    }

    /// `production`, `sandbox` or a URL, as a base URL.
    public static func baseURL(for name: String) throws -> String {
        switch name.lowercased() {
        case "production": return production
        case "sandbox", "development": return sandbox
        default:
            guard let url = URL(string: name), let scheme = url.scheme, ["https", "http"].contains(scheme), url.host != nil else {
                throw ServerError(operation: "read the APNs address", reason: "\(name) is neither production, sandbox nor an https:// URL", fix: "Give --apns production, sandbox or https://host:port")
            }
            var text = name
            while text.hasSuffix("/") { text.removeLast() }
            return text
        }
    }
}
