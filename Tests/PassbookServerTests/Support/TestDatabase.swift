import Foundation
import Logging
import Testing
import PostgresKit
@testable import PassbookServer

/// Databases for the tests. Each PostgreSQL test gets a database of its own on the server `make test`
/// starts, so one test's push claims or rows never reach another running at the same time.
enum TestDatabase {
    /// The logger of the tests' own stores and pools: errors only. A test starts a pool's `run()` in
    /// a child task and asks for a connection at once; PostgresNIO warns when the request comes
    /// first, then serves it once `run()` starts, so the warning is noise here.
    static var logger: Logger {
        var logger = Logger(label: "test-database")
        logger.logLevel = .error
        return logger
    }

    /// The connections of a test's pool: tens of tests run at once on one PostgreSQL server, and
    /// a pool opens all of its connections at start.
    static let connections = 4

    /// The PostgreSQL server the tests make their databases on: `make test` (and
    /// `Tests/Server/with-postgres.sh swift test`) starts one and sets PASSBOOK_TEST_POSTGRES_URL.
    static let postgresURL = ProcessInfo.processInfo.environment["PASSBOOK_TEST_POSTGRES_URL"]

    /// Why the PostgreSQL cases are skipped, and how to run them.
    static let postgresSkipped: Comment = "PostgreSQL cases skipped: PASSBOOK_TEST_POSTGRES_URL is not set (run make test, or Tests/Server/with-postgres.sh swift test, to run them)"

    /// The databases a test runs on: SQLite, and PostgreSQL when there is a server. Without one,
    /// says once on standard error that the PostgreSQL cases are skipped.
    static var kinds: [String] {
        guard postgresURL != nil else {
            _ = noticeOnce
            return ["sqlite"]
        }
        return ["sqlite", "postgres"]
    }

    private static let noticeOnce: Void = FileHandle.standardError.write(Data("\(postgresSkipped)\n".utf8))

    /// A new SQLite file path, or the URL of a new, empty PostgreSQL database.
    static func url(_ kind: String) async throws -> String {
        guard kind == "postgres" else {
            return try makeTemporaryFolder("passbook-test").appendingPathComponent("passbook.sqlite").path
        }
        guard let shared = ProcessInfo.processInfo.environment["PASSBOOK_TEST_POSTGRES_URL"],
              var components = URLComponents(string: shared)
        else {
            throw TestFailure("PASSBOOK_TEST_POSTGRES_URL is not set: run the tests with make test, which starts PostgreSQL")
        }
        let name = "passbook_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let connections = try PostgresConnections(url: shared, maximumConnections: 1, logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await connections.client.run() }
            defer { group.cancelAll() }
            // CREATE DATABASE cannot run in a transaction: sent on its own.
            try await connections.withConnection { try await $0.raw("CREATE DATABASE \(unsafeRaw: name)").run() }
        }
        components.path = "/" + name
        guard let url = components.string else { throw TestFailure("could not make a PostgreSQL URL for \(name)") }
        return url
    }
}
