public import Foundation
public import Logging
import NIOCore

/// Everything `passbook serve` needs, with a default for each setting but the signing identity
/// and the API keys. Read from `PASSBOOK_*` environment variables by ``init(environment:)``;
/// command-line flags override them.
public struct ServerConfiguration: Sendable {
    /// The address to listen on.
    public var host: String = "127.0.0.1"
    /// The port to listen on; 0 picks a free one.
    public var port: Int = 8080
    /// The address devices and browsers reach the service at (`https://passes.example.com`);
    /// `webServiceURL` and download links are made from it. Defaults to `http://host:port`.
    public var publicURL: String?
    /// `./data/passbook.sqlite` (SQLite, the default), any file path, or a `postgres://` URL.
    public var databaseURL: String = "./data/passbook.sqlite"
    /// The folder of templates passes are issued from (one folder per template).
    public var templatesFolder: URL = URL(fileURLWithPath: "Templates")
    /// The Pass Type ID certificate: a `.p12`, or a PEM/DER certificate with ``keyFile``.
    public var certificateFile: URL?
    /// The private key when ``certificateFile`` is not a `.p12`.
    public var keyFile: URL?
    /// The password of the `.p12` or of the key.
    public var password: String?
    /// Intermediate certificates (the WWDR certificate of the pass certificate), when not Apple's.
    public var intermediatesFile: URL?
    /// The Order Type ID certificate orders are signed with: a `.p12`, or a PEM/DER certificate
    /// with ``orderKeyFile``. Without it, order templates are not served.
    public var orderCertificateFile: URL?
    /// The private key when ``orderCertificateFile`` is not a `.p12`.
    public var orderKeyFile: URL?
    /// The password of the order `.p12` or key.
    public var orderPassword: String?
    /// The intermediate of the order certificate, when not Apple's.
    public var orderIntermediatesFile: URL?
    /// Keys accepted on the issuer API as `Authorization: Bearer <key>`.
    public var apiKeys: [String] = []
    /// How pushes reach devices.
    public var apns = APNsConfiguration()
    /// Google Wallet links and updates (off unless configured).
    public var google = GoogleWalletConfiguration()
    /// A folder with the official wallet badges (`add-to-apple-wallet.svg`,
    /// `add-to-google-wallet.svg`) for the pass page; without it the page shows text links.
    public var badgesFolder: URL?
    /// How many pushes are sent at once.
    public var pushConcurrency: Int = 64
    /// Attempts before a push is given up.
    public var pushAttempts: Int = 8
    /// Seconds a sender holds a push before another (or the same, restarted) may take it.
    public var pushLease: Int = 60
    /// The log level.
    public var logLevel: Logger.Level = .info
    /// A file of issuer API keys, one per line (`#` starts a comment), read at start and again on
    /// SIGHUP, so keys rotate without a restart; used with ``apiKeys``.
    public var apiKeysFile: URL?
    /// What the unauthenticated log endpoint keeps.
    public var logRetention = LogRetention()
    /// Per-client limits on failed authentications and on the log endpoint.
    public var limits = ClientLimits()
    /// Deadlines for clients that keep a connection waiting, and caps of open connections.
    public var connections = ConnectionLimits()
    /// Seconds SIGTERM waits for requests under way and the push sender before the process ends anyway.
    public var shutdownGracePeriod: Int = 10
    /// Bytes of signed archives and previews kept in memory.
    public var cacheBytes: Int = 64 << 20
    /// Connections to PostgreSQL per instance, all opened at start and kept open.
    public var databaseConnections: Int = 16
    /// Start even though ``publicURL`` is plain HTTP on an address other than loopback, or is
    /// plain HTTP while ``host`` is not loopback (Wallet only talks to HTTPS web services, so this
    /// is for test networks).
    public var allowHTTP = false
    /// A key `/metrics` accepts as `Authorization: Bearer <key>`, beside the issuer API keys, so
    /// a scraper needs no key that can issue passes.
    public var metricsKey: String?
    /// Serve `/metrics` to anyone, without a key (for a port only the scraper can reach). Without
    /// it, `/metrics` needs ``metricsKey`` or an issuer API key.
    public var metricsPublic = false

    /// The defaults.
    public init() {}

    /// The defaults, overridden by `PASSBOOK_*` variables of `environment`.
    public init(environment: [String: String]) throws {
        func value(_ name: String) -> String? {
            guard let value = environment["PASSBOOK_" + name], !value.isEmpty else { return nil }
            return value
        }
        func integer(_ name: String) throws -> Int? {
            guard let text = value(name) else { return nil }
            guard let number = Int(text) else {
                throw ServerError(operation: "read PASSBOOK_\(name)", reason: "\(text) is not a whole number", fix: "Set PASSBOOK_\(name) to a number")
            }
            return number
        }
        // PASSBOOK_X, or the contents of the file PASSBOOK_X_FILE names: a secret then shows
        // neither in the process's command line nor in its environment.
        func secret(_ name: String, what: String) throws -> String? {
            let direct = value(name)
            guard let path = value(name + "_FILE") else { return direct }
            guard direct == nil else {
                throw ServerError(
                    operation: "read PASSBOOK_\(name)", reason: "both PASSBOOK_\(name) and PASSBOOK_\(name)_FILE are set",
                    fix: "Set only one of them"
                )
            }
            return try SecretFile.read(path, what: what, option: "PASSBOOK_\(name)_FILE")
        }
        if let host = value("HOST") { self.host = host }
        if let port = try integer("PORT") { self.port = port }
        publicURL = value("PUBLIC_URL")
        if let database = try secret("DATABASE_URL", what: "database URL") { databaseURL = database }
        if let templates = value("TEMPLATES") { templatesFolder = URL(fileURLWithPath: templates) }
        certificateFile = value("CERTIFICATE").map { URL(fileURLWithPath: $0) }
        keyFile = value("KEY").map { URL(fileURLWithPath: $0) }
        password = try secret("PASSWORD", what: "password")
        intermediatesFile = value("WWDR").map { URL(fileURLWithPath: $0) }
        orderCertificateFile = value("ORDER_CERTIFICATE").map { URL(fileURLWithPath: $0) }
        orderKeyFile = value("ORDER_KEY").map { URL(fileURLWithPath: $0) }
        orderPassword = try secret("ORDER_PASSWORD", what: "order certificate password")
        orderIntermediatesFile = value("ORDER_WWDR").map { URL(fileURLWithPath: $0) }
        if let keys = value("API_KEYS") { apiKeys = keys.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        if let level = value("LOG_LEVEL") {
            guard let parsed = Logger.Level(rawValue: level) else {
                throw ServerError(operation: "read PASSBOOK_LOG_LEVEL", reason: "\(level) is not a log level", fix: "Use trace, debug, info, notice, warning, error or critical")
            }
            logLevel = parsed
        }
        if let concurrency = try integer("PUSH_CONCURRENCY") { pushConcurrency = concurrency }
        if let attempts = try integer("PUSH_ATTEMPTS") { pushAttempts = attempts }
        if let lease = try integer("PUSH_LEASE") { pushLease = max(1, lease) }
        apiKeysFile = value("API_KEYS_FILE").map { URL(fileURLWithPath: $0) }
        if let rows = try integer("DEVICE_LOG_ROWS") { logRetention.maximumRows = max(0, rows) }
        if let days = try integer("DEVICE_LOG_DAYS") { logRetention.maximumAge = TimeInterval(max(0, days)) * 86_400 }
        if let burst = try integer("AUTH_FAILURE_BURST") { limits.authFailureBurst = max(1, burst) }
        if let rate = try integer("AUTH_FAILURES_PER_MINUTE") { limits.authFailuresPerMinute = max(1, rate) }
        if let burst = try integer("LOG_REQUEST_BURST") { limits.logRequestBurst = max(1, burst) }
        if let rate = try integer("LOG_REQUESTS_PER_MINUTE") { limits.logRequestsPerMinute = max(1, rate) }
        if let devices = try integer("MAX_DEVICES_PER_PASS") { limits.maximumDevicesPerPass = max(1, devices) }
        if let burst = try integer("REGISTRATION_BURST") { limits.registrationBurst = max(1, burst) }
        if let rate = try integer("REGISTRATIONS_PER_MINUTE") { limits.registrationsPerMinute = max(1, rate) }
        if let burst = try integer("PERSONALIZE_BURST") { limits.personalizeBurst = max(1, burst) }
        if let rate = try integer("PERSONALIZATIONS_PER_MINUTE") { limits.personalizationsPerMinute = max(1, rate) }
        if let flag = value("TRUST_FORWARDED_FOR") { limits.trustForwardedFor = ["1", "true", "yes"].contains(flag.lowercased()) }
        if let grace = try integer("SHUTDOWN_GRACE") { shutdownGracePeriod = max(0, grace) }
        if let bytes = try integer("CACHE_MB") { cacheBytes = max(0, bytes) << 20 }
        if let connections = try integer("DATABASE_CONNECTIONS") { databaseConnections = max(1, connections) }
        if let flag = value("ALLOW_HTTP") { allowHTTP = ["1", "true", "yes"].contains(flag.lowercased()) }
        metricsKey = try secret("METRICS_KEY", what: "metrics key")
        if let flag = value("METRICS_PUBLIC") { metricsPublic = ["1", "true", "yes"].contains(flag.lowercased()) }
        connections = try ConnectionLimits(environment: environment)
        apns = try APNsConfiguration(environment: environment)
        google = GoogleWalletConfiguration(environment: environment)
        badgesFolder = value("BADGES").map { URL(fileURLWithPath: $0) }
    }

    /// The public address without a trailing slash.
    public var resolvedPublicURL: String {
        var url = publicURL ?? "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    /// Refuses a plain-HTTP public address outside loopback unless ``allowHTTP`` says so: Wallet
    /// would never reach the web service, and tokens would cross the network in clear. Listening
    /// on an address other than loopback with a plain-HTTP public address is refused too: the
    /// clear-text port is then open to the network whatever the public address says.
    public func checkPublicURL() throws {
        let url = resolvedPublicURL
        guard !allowHTTP, url.lowercased().hasPrefix("http://") else { return }
        let fix = "Put the service behind HTTPS and give --public-url https://…, or give --allow-http for a test network"
        guard let host = URLComponents(string: url)?.host, Self.isLoopback(host) else {
            throw ServerError(
                operation: "start the web service",
                reason: "its public address \(url) is plain HTTP outside loopback, and Wallet only talks to web services over HTTPS",
                fix: fix
            )
        }
        guard Self.isLoopback(self.host) else {
            throw ServerError(
                operation: "start the web service on \(self.host)",
                reason: "it would take plain HTTP from the network (the public address \(url) is plain HTTP), and Wallet only talks to web services over HTTPS",
                fix: fix + ", or listen on loopback only (--host 127.0.0.1)"
            )
        }
    }

    /// Whether `host` is this machine alone: exactly `localhost`, or an IP address in
    /// 127.0.0.0/8 or `::1` (with or without brackets). Names are never resolved, and one that
    /// merely starts with `127.` is a name like any other.
    public static func isLoopback(_ host: String) -> Bool {
        var name = host.lowercased()
        if name == "localhost" { return true }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        // inet_pton's reading: dotted-quad IPv4 only, so "127.1" or "0x7f.1" are names.
        guard let address = try? SocketAddress(ipAddress: name, port: 0), let text = address.ipAddress else { return false }
        if case .v4 = address { return text.hasPrefix("127.") }
        // ::1, or an IPv4-mapped loopback address (::ffff:127.x.y.z).
        return text == "::1" || text.hasPrefix("::ffff:127.")
    }

    /// The `webServiceURL` written into every pass; Wallet appends `/v1/…` to it.
    public var webServiceURL: String { resolvedPublicURL + "/passes/" }

    /// The `webServiceURL` written into every order: the order web service has its own base, as
    /// its paths (`/v1/devices/…`, `/v1/log`) are the pass service's.
    public var orderWebServiceURL: String { resolvedPublicURL + "/orders/" }
}
