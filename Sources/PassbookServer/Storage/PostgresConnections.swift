import Foundation
import Logging
import NIOCore
import NIOSSL
import PostgresKit
import PostgresNIO
import SQLKit
import ServiceLifecycle

/// A PostgreSQL connection pool (PostgresNIO's `PostgresClient`); it runs as a service of the
/// application, so it starts before the server and stops after it.
final class PostgresConnections: DatabaseConnections {
    let dialect = SQLDialectKind.postgres
    let client: PostgresClient

    /// A pool for a `postgres://user:password@host:port/database?sslmode=…&sslrootcert=…` URL.
    init(url: String, maximumConnections: Int = 20, logger: Logger) throws {
        let target = try Target(url: url)
        if target.socketPath == nil, target.sslMode != "disable", target.rootCertificate == nil, !["verify-ca", "verify-full"].contains(target.sslMode) {
            logger.notice("the PostgreSQL server's certificate is not checked: add sslrootcert=/path/ca.pem and sslmode=verify-full to the database URL to check it", metadata: ["sslmode": .string(target.sslMode)])
        }
        client = PostgresClient(configuration: try Self.configuration(target, maximumConnections: maximumConnections), backgroundLogger: logger)
    }

    func withConnection<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await client.withConnection { connection in
            try await body(PostgresSession(connection: connection))
        }
    }

    func shutdown() async {}

    static func configuration(url: String, maximumConnections: Int) throws -> PostgresClient.Configuration {
        try configuration(Target(url: url), maximumConnections: maximumConnections)
    }

    private static func configuration(_ target: Target, maximumConnections: Int) throws -> PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration
        if let socket = target.socketPath {
            configuration = PostgresClient.Configuration(unixSocketPath: socket, username: target.username, password: target.password, database: target.database)
        } else {
            let tls: PostgresClient.Configuration.TLS
            switch (target.tls, target.sslMode) {
            case (nil, _): tls = .disable
            case (let settings?, "prefer"), (let settings?, "allow"): tls = .prefer(settings)
            case (let settings?, _): tls = .require(settings)
            }
            configuration = PostgresClient.Configuration(
                host: target.host, port: target.port, username: target.username, password: target.password, database: target.database, tls: tls
            )
        }
        configuration.options.maximumConnections = maximumConnections
        // The pool keeps every connection open and sends no keep-alive query. Otherwise, each time a
        // connection comes back, the pool starts a keep-alive timer (and an idle timer for one above
        // the minimum): a sleeping task that the next lease cancels but whose memory stays until
        // its deadline, 30 or 60 seconds on. At thousands of requests a second that held tens of
        // megabytes and grew the service's memory with its request rate (Tests/Server/soak.sh). A
        // connection that dies is still noticed: PostgreSQL closes it, or its next query fails.
        configuration.options.minimumConnections = maximumConnections
        configuration.options.keepAliveBehavior = nil
        return configuration
    }

    /// Opens one connection and closes it again: why it failed, explained, or `nil` when it
    /// opened. A server that refuses TLS, shows a certificate that does not verify, or refuses the
    /// user or database is `definitive`, worth failing the start for at once: the pool's retries
    /// would only end, after a while, in an error of their own that does not say why. One that
    /// cannot be reached may be starting, and the pool goes on trying.
    static func connectionFailure(url: String, logger: Logger, timeout: TimeAmount = .seconds(5)) async throws -> (error: ServerError, definitive: Bool)? {
        let target = try Target(url: url)
        var configuration: PostgresConnection.Configuration
        if let socket = target.socketPath {
            configuration = .init(unixSocketPath: socket, username: target.username, password: target.password, database: target.database)
        } else {
            let tls: PostgresConnection.Configuration.TLS
            do {
                switch (target.tls, target.sslMode) {
                case (nil, _): tls = .disable
                case (let settings?, "prefer"), (let settings?, "allow"): tls = .prefer(try NIOSSLContext(configuration: settings))
                case (let settings?, _): tls = .require(try NIOSSLContext(configuration: settings))
                }
            } catch {
                let failure = ServerError(operation: "connect to PostgreSQL at \(target.address)", reason: "TLS could not be set up (\(error))", fix: "Check sslrootcert in the database URL")
                return (failure, true)
            }
            configuration = .init(host: target.host, port: target.port, username: target.username, password: target.password, database: target.database, tls: tls)
        }
        configuration.options.connectTimeout = timeout
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try? await connection.close()
            return nil
        } catch {
            return explained(error, target: target)
        }
    }

    /// What a failed connection means for the person starting the service, and what to do.
    static func explained(_ error: any Error, target: Target) -> (error: ServerError, definitive: Bool) {
        let operation = "connect to PostgreSQL at \(target.address) (sslmode=\(target.sslMode))"
        let psql = error as? PSQLError
        if psql?.code == .sslUnsupported {
            let failure = ServerError(
                operation: operation, reason: "the server does not accept TLS connections",
                fix: "Turn TLS on in the server (ssl = on in postgresql.conf), or, for a local server without TLS, add ?sslmode=disable to the database URL"
            )
            return (failure, true)
        }
        let underlying = psql?.underlying ?? error
        let detail = String(reflecting: underlying)
        if underlying is NIOSSLError || underlying is BoringSSLError || underlying is NIOSSLExtraError {
            let failure = ServerError(
                operation: operation, reason: "the server's TLS certificate did not verify (\(detail))",
                fix: target.rootCertificate == nil
                    ? "Give the CA that issued it with sslrootcert=/path/ca.pem in the database URL"
                    : "Check that sslrootcert names the CA that issued the server's certificate, and, with sslmode=verify-full, that the URL's host is a name in it"
            )
            return (failure, true)
        }
        if let server = psql?.serverInfo {
            let code = server[.sqlState] ?? "?"
            let message = server[.message] ?? "no message"
            let failure = ServerError(operation: operation, reason: "the server refused: \(message) (SQLSTATE \(code))", fix: "Check the user, password and database name in the database URL")
            // Classes 53 (too many connections) and 57 (starting up, shutting down) pass.
            return (failure, !code.hasPrefix("53") && !code.hasPrefix("57"))
        }
        let failure = ServerError(operation: operation, reason: detail, fix: "Check that PostgreSQL runs and listens at \(target.address), and the database URL")
        return (failure, false)
    }

    /// What a `postgres://` URL names: where the server is, who connects, and how TLS is used.
    struct Target: Sendable {
        var host = ""
        var port = 5432
        /// The path of the server's Unix socket, instead of ``host`` and ``port``.
        var socketPath: String?
        var username: String
        var password: String?
        var database: String?
        /// `disable`, `allow`, `prefer`, `require` (the default), `verify-ca` or `verify-full`.
        var sslMode: String
        /// The CA file of `sslrootcert`.
        var rootCertificate: String?
        /// The TLS settings; `nil` without TLS.
        var tls: TLSConfiguration?

        /// `host:port`, or the socket's path.
        var address: String { socketPath ?? "\(host.contains(":") ? "[\(host)]" : host):\(port)" }

        init(url: String) throws {
            let operation = "read the PostgreSQL URL"
            guard let components = URLComponents(string: url), let scheme = components.scheme,
                  ["postgres", "postgresql"].contains(scheme.lowercased())
            else {
                throw ServerError(operation: operation, reason: "\(PostgresConnections.redacted(url)) is not a postgres:// URL", fix: "Give a URL such as postgres://user:password@localhost:5432/passbook")
            }
            let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
            let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
            database = path.isEmpty ? nil : path
            username = components.user?.removingPercentEncoding ?? "postgres"
            password = components.password?.removingPercentEncoding
            // Encrypted unless turned off: a password and every pass's data cross the network.
            sslMode = query["sslmode"] ?? "require"
            rootCertificate = query["sslrootcert"].flatMap { $0.isEmpty ? nil : $0 }
            if let host = components.host, !host.isEmpty {
                self.host = host
                port = components.port ?? 5432
            } else if let socket = query["host"] {
                socketPath = socket.hasSuffix(".s.PGSQL.5432") ? socket : socket + "/.s.PGSQL.\(components.port ?? 5432)"
            } else {
                throw ServerError(operation: operation, reason: "\(PostgresConnections.redacted(url)) names no host", fix: "Give the host: postgres://user@localhost/passbook")
            }
            tls = try Self.tls(mode: sslMode, rootCertificate: rootCertificate)
        }

        /// The TLS settings of `mode`, as libpq reads it: `require` (and `prefer`) encrypt, and check
        /// the certificate against `rootCertificate` when one is given; `verify-ca` checks it
        /// against that CA (or the system's); `verify-full` checks the host name too.
        static func tls(mode: String, rootCertificate: String?) throws -> TLSConfiguration? {
            var tls = TLSConfiguration.makeClientConfiguration()
            switch mode {
            case "disable": return nil
            case "allow", "prefer", "require": tls.certificateVerification = rootCertificate == nil ? .none : .noHostnameVerification
            case "verify-ca": tls.certificateVerification = .noHostnameVerification
            case "verify-full": tls.certificateVerification = .fullVerification
            default:
                throw ServerError(
                    operation: "read the PostgreSQL URL", reason: "sslmode=\(mode) is not known",
                    fix: "Use sslmode=require (the default), verify-full, verify-ca, prefer or disable"
                )
            }
            if let rootCertificate {
                do {
                    tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(rootCertificate))
                } catch {
                    throw ServerError(
                        operation: "read the PostgreSQL CA file \(rootCertificate) (sslrootcert)", reason: "it is not a readable PEM certificate file (\(error))",
                        fix: "Give sslrootcert the path of the PEM file of the CA that issued the server's certificate"
                    )
                }
            }
            return tls
        }
    }

    /// The URL without its password, for messages and logs.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }
}
