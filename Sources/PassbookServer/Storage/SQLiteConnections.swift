import Foundation
import Logging
import NIOCore
import NIOPosix
import Passbook
import SQLKit
import SQLiteKit

/// SQLite connections to one database file in WAL mode: readers never wait for the writer, and
/// writers queue behind SQLite's busy timeout.
///
/// Each connection has a thread of its own: libsqlite3 calls block their thread, and a writer
/// waiting out the busy timeout holds one for up to ten seconds. On a shared pool smaller than
/// the connections (NIO's singleton has one thread per core), the waiting writers could take
/// every thread while the connection holding the write lock waited for one to run its COMMIT:
/// nothing moved until the busy timeouts failed the waiting writes with "database is locked".
final class SQLiteConnections: DatabaseConnections {
    let dialect = SQLDialectKind.sqlite
    private let pool: AsyncConnectionPool<SQLiteConnection>
    private let count: Int
    private let threads: NIOThreadPool

    /// Opens `count` connections to the file at `path`, making its folder when missing.
    static func open(path: String, count: Int = 4, logger: Logger) async throws -> SQLiteConnections {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            // A folder made here is the owner's alone; one that exists is the operator's to set.
            if !FileIO.isDirectory(folder) {
                try FileIO.makeFolder(folder.deletingLastPathComponent())
                // mkdir's own mode: the folder is never open to others, even for a moment. When it
                // fails, makeFolder finds and says why.
                if mkdir(folder.path, 0o700) != 0, !FileIO.isDirectory(folder) { try FileIO.makeFolder(folder) }
            }
        } catch {
            throw ServerError(
                operation: "open the SQLite database \(path)", reason: "its folder could not be made: \(error.reason)",
                fix: "Give --database a path in a writable folder"
            )
        }
        try restrictFiles(of: path, creating: true, logger: logger)
        let threads = NIOThreadPool(numberOfThreads: max(1, count))
        threads.start()
        var connections: [SQLiteConnection] = []
        do {
            for index in 0..<max(1, count) {
                let connection = try await SQLiteConnection.open(
                    storage: .file(path: path), threadPool: threads, logger: logger, on: MultiThreadedEventLoopGroup.singleton.any()
                )
                connections.append(connection)
                let sql = connection.sql()
                // WAL lets readers go on while one connection writes; the busy timeout makes a
                // second writer wait instead of failing at once.
                if index == 0 { try await sql.raw("PRAGMA journal_mode = WAL").run() }
                try await sql.raw("PRAGMA busy_timeout = 10000").run()
                try await sql.raw("PRAGMA synchronous = NORMAL").run()
                try await sql.raw("PRAGMA foreign_keys = ON").run()
                // Measured on background signing (make bench: "background signing, no devices, SQLite"):
                // statement journals of the many-row updates stay in memory instead of a temporary file;
                // a larger cache and a WAL checkpoint every 32 MB rather than every 4 MB read and write
                // each page fewer times. Bounded: 16 MB of cache a connection. (No mmap: a read error
                // there is a SIGBUS, not an error SQLite can report.)
                try await sql.raw("PRAGMA temp_store = MEMORY").run()
                try await sql.raw("PRAGMA cache_size = -16384").run()
                try await sql.raw("PRAGMA wal_autocheckpoint = 8192").run()
            }
            // SQLite gives the -wal and -shm files the database's mode; checked all the same, by
            // path alone (stat and chmod): opening and closing the database file here would drop
            // every POSIX lock SQLite holds on it, which lets another process read a stale state.
            try restrictFiles(of: path, creating: false, logger: logger)
        } catch {
            for connection in connections { try? await connection.close() }
            try? await threads.shutdownGracefully()
            throw ServerError(
                operation: "open the SQLite database \(path)", reason: "\(error)",
                fix: "Check that the file is an SQLite database and that its folder is writable"
            )
        }
        return SQLiteConnections(connections: connections, threads: threads)
    }

    /// The passes' data, their authentication tokens and the devices' push tokens are secrets:
    /// the database file is made readable by its owner alone before SQLite opens it (SQLite then
    /// makes its -wal and -shm files with the same mode), and an existing database, -wal or -shm
    /// file that others may read is made private, with a warning.
    static func restrictFiles(of path: String, creating: Bool, logger: Logger) throws {
        // SQLite's name for a database in memory, with no file to protect.
        guard path != ":memory:" else { return }
        let operation = "protect the SQLite database \(path)"
        // Only a file that does not exist yet is made here: before SQLite opens it, and never
        // opened again once it holds locks on it.
        if creating, !FileManager.default.fileExists(atPath: path) {
            do {
                try FileIO.createPrivateFile(URL(fileURLWithPath: path), what: "SQLite database")
            } catch {
                throw ServerError(operation: operation, reason: error.reason, fix: "Give --database a path in a folder this user can write")
            }
        }
        for file in [path, path + "-wal", path + "-shm", path + "-journal"] {
            guard let mode = (try? FileManager.default.attributesOfItem(atPath: file))?[.posixPermissions] as? Int, mode & 0o077 != 0 else { continue }
            let octal = { (mode: Int) in String(mode & 0o777, radix: 8) }
            do {
                try FileManager.default.setAttributes([.posixPermissions: mode & 0o700], ofItemAtPath: file)
            } catch {
                throw ServerError(
                    operation: operation, reason: "\(file) may be read by other users (mode \(octal(mode))) and cannot be made private (\(error.localizedDescription))",
                    fix: "Run passbook serve as the file's owner, or chmod 600 \(file)"
                )
            }
            logger.warning("the database file could be read by other users; it is now its owner's alone", metadata: [
                "file": .string(file), "mode_was": .string(octal(mode)), "mode": .string(octal(mode & 0o700)),
            ])
        }
    }

    private init(connections: [SQLiteConnection], threads: NIOThreadPool) {
        pool = AsyncConnectionPool(connections)
        count = connections.count
        self.threads = threads
    }

    func withConnection<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        guard let connection = await pool.lease() else {
            throw ServerError(
                operation: "use the SQLite database", reason: "the service is shutting down and has closed it",
                fix: "Send the request again to a running instance"
            )
        }
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
        let connections = await pool.drain(count: count)
        let threads = threads
        // Closed in a task of its own: a shutdown that runs after its group was cancelled must
        // still close every connection (SQLiteNIO refuses to drop one open, and so would lose the
        // WAL checkpoint).
        await Task.detached {
            for connection in connections { try? await connection.close() }
            try? await threads.shutdownGracefully()
        }.value
    }
}
