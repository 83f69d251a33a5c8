import Foundation
import Logging
import NIOCore
import NIOPosix
import SQLKit
import SQLiteKit

/// SQLite connections to one database file in WAL mode: readers never wait for the writer, and
/// writers queue behind SQLite's busy timeout.
final class SQLiteConnections: DatabaseConnections {
    let dialect = SQLDialectKind.sqlite
    private let pool: AsyncConnectionPool<SQLiteConnection>
    private let count: Int

    /// Opens `count` connections to the file at `path`, making its folder when missing.
    static func open(path: String, count: Int = 4, logger: Logger) async throws -> SQLiteConnections {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ServerError(
                operation: "open the SQLite database \(path)", reason: "its folder could not be made: \(error.localizedDescription)",
                fix: "Give --database a path in a writable folder"
            )
        }
        var connections: [SQLiteConnection] = []
        do {
            for index in 0..<max(1, count) {
                let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
                connections.append(connection)
                let sql = connection.sql()
                // WAL lets readers go on while one connection writes; the busy timeout makes a
                // second writer wait instead of failing at once.
                if index == 0 { try await sql.raw("PRAGMA journal_mode = WAL").run() }
                try await sql.raw("PRAGMA busy_timeout = 10000").run()
                try await sql.raw("PRAGMA synchronous = NORMAL").run()
                try await sql.raw("PRAGMA foreign_keys = ON").run()
            }
        } catch {
            for connection in connections { try? await connection.close() }
            throw ServerError(
                operation: "open the SQLite database \(path)", reason: "\(error)",
                fix: "Check that the file is an SQLite database and that its folder is writable"
            )
        }
        return SQLiteConnections(connections: connections)
    }

    private init(connections: [SQLiteConnection]) {
        pool = AsyncConnectionPool(connections)
        count = connections.count
    }

    func withConnection<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        let connection = await pool.lease()
        do {
            let result = try await body(connection.sql())
            await pool.release(connection)
            return result
        } catch {
            await pool.release(connection)
            throw error
        }
    }

    func shutdown() async {
        for connection in await pool.drain(count: count) {
            try? await connection.close()
        }
    }
}
