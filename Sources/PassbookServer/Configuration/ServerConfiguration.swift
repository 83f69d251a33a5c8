public import Foundation
public import Logging

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
    /// Keys accepted on the issuer API as `Authorization: Bearer <key>`.
    public var apiKeys: [String] = []
    /// How pushes reach devices.
    public var apns = APNsConfiguration()
    /// How many pushes are sent at once.
    public var pushConcurrency: Int = 64
    /// Attempts before a push is given up.
    public var pushAttempts: Int = 8
    /// Seconds a sender holds a push before another (or the same, restarted) may take it.
    public var pushLease: Int = 60
    /// The log level.
    public var logLevel: Logger.Level = .info

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
        if let host = value("HOST") { self.host = host }
        if let port = try integer("PORT") { self.port = port }
        publicURL = value("PUBLIC_URL")
        if let database = value("DATABASE_URL") { databaseURL = database }
        if let templates = value("TEMPLATES") { templatesFolder = URL(fileURLWithPath: templates) }
        certificateFile = value("CERTIFICATE").map { URL(fileURLWithPath: $0) }
        keyFile = value("KEY").map { URL(fileURLWithPath: $0) }
        password = value("PASSWORD")
        intermediatesFile = value("WWDR").map { URL(fileURLWithPath: $0) }
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
        apns = try APNsConfiguration(environment: environment)
    }

    /// The public address without a trailing slash.
    public var resolvedPublicURL: String {
        var url = publicURL ?? "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    /// The `webServiceURL` written into every pass; Wallet appends `/v1/…` to it.
    public var webServiceURL: String { resolvedPublicURL + "/passes/" }
}
