import Foundation
import Logging
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

    /// A pool for a `postgres://user:password@host:port/database?sslmode=…` URL.
    init(url: String, maximumConnections: Int = 20, logger: Logger) throws {
        client = PostgresClient(configuration: try Self.configuration(url: url, maximumConnections: maximumConnections), backgroundLogger: logger)
    }

    func withConnection<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await client.withConnection { connection in
            try await body(PostgresSession(connection: connection))
        }
    }

    func shutdown() async {}

    static func configuration(url: String, maximumConnections: Int) throws -> PostgresClient.Configuration {
        let operation = "read the PostgreSQL URL"
        guard let components = URLComponents(string: url), let scheme = components.scheme,
              ["postgres", "postgresql"].contains(scheme.lowercased())
        else {
            throw ServerError(operation: operation, reason: "\(Self.redacted(url)) is not a postgres:// URL", fix: "Give a URL such as postgres://user:password@localhost:5432/passbook")
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let tls: PostgresClient.Configuration.TLS
        switch query["sslmode"] ?? "prefer" {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
        case let other:
            throw ServerError(operation: operation, reason: "sslmode=\(other) is not known", fix: "Use sslmode=disable, prefer or require")
        }
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let username = components.user?.removingPercentEncoding ?? "postgres"
        let password = components.password?.removingPercentEncoding
        var configuration: PostgresClient.Configuration
        if let host = components.host, !host.isEmpty {
            configuration = PostgresClient.Configuration(
                host: host, port: components.port ?? 5432, username: username, password: password,
                database: database.isEmpty ? nil : database, tls: tls
            )
        } else if let socket = query["host"] {
            configuration = PostgresClient.Configuration(
                unixSocketPath: socket.hasSuffix(".s.PGSQL.5432") ? socket : socket + "/.s.PGSQL.\(components.port ?? 5432)",
                username: username, password: password, database: database.isEmpty ? nil : database
            )
        } else {
            throw ServerError(operation: operation, reason: "\(Self.redacted(url)) names no host", fix: "Give the host: postgres://user@localhost/passbook")
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

    /// The URL without its password, for messages and logs.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }
}
