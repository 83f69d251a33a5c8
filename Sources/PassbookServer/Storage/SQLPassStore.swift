public import Foundation
public import Logging
public import ServiceLifecycle
import NIOCore
import PostgresNIO
import SQLKit

/// The store on SQL: one implementation for SQLite and PostgreSQL (SQLKit renders each
/// statement's bound values in the database's own form; the few type names that differ come
/// from ``SQLDialectKind``).
public final class SQLPassStore: PassStore {
    let connections: any DatabaseConnections
    private let logger: Logger
    /// SQLite has one writer. Without this gate, concurrent write transactions of this process
    /// would each wait for the lock in SQLite's busy handler, which sleeps between tries (up to
    /// 100 ms) instead of waking when the lock is free, so writes queued in bursts with idle gaps.
    /// They queue here instead, in order, and only the one holding the gate asks SQLite for the
    /// lock (other processes on the same file still meet the busy timeout).
    private let writeGate: WriteGate?
    /// The shared leading entries of archives (a template version's images), stored once.
    private let prefixes = SharedArchivePrefixes()

    /// The dialect of the database.
    public var dialect: SQLDialectKind { connections.dialect }

    init(connections: any DatabaseConnections, logger: Logger) {
        self.connections = connections
        self.logger = logger
        writeGate = connections.dialect == .sqlite ? WriteGate() : nil
    }

    /// Opens the database of a URL: `sqlite:PATH` or a file path for SQLite, `postgres://…` for PostgreSQL.
    /// Returns the store and, for PostgreSQL, the pool's service that must run while it is used.
    public static func open(url: String, connections: Int = 16, logger: Logger) async throws -> (store: SQLPassStore, service: (any Service)?) {
        if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") {
            let postgres = try PostgresConnections(url: url, maximumConnections: connections, logger: logger)
            return (SQLPassStore(connections: postgres, logger: logger), postgres.client)
        }
        var path = url
        if path.hasPrefix("sqlite://") { path.removeFirst("sqlite://".count) } else if path.hasPrefix("sqlite:") { path.removeFirst("sqlite:".count) }
        guard !path.isEmpty else {
            throw ServerError(operation: "open the database", reason: "the SQLite path is empty", fix: "Give --database a file path such as ./data/passbook.sqlite, or a postgres:// URL")
        }
        let sqlite = try await SQLiteConnections.open(path: path, logger: logger)
        return (SQLPassStore(connections: sqlite, logger: logger), nil)
    }

    // MARK: Transactions

    private func read<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await connections.withConnection(body)
    }

    private func write<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        if let writeGate {
            await writeGate.enter()
            do {
                let result = try await transaction(body)
                await writeGate.leave()
                return result
            } catch {
                await writeGate.leave()
                throw error
            }
        }
        return try await transaction(body)
    }

    private func transaction<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        let begin = connections.dialect.beginWrite
        return try await connections.withConnection { db in
            try await db.raw("\(unsafeRaw: begin)").run()
            do {
                let result = try await body(db)
                try await db.raw("COMMIT").run()
                return result
            } catch {
                try? await db.raw("ROLLBACK").run()
                throw error
            }
        }
    }

    private static func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }
    private static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    // MARK: Schema

    public func migrate() async throws {
        try await migrate(through: .max)
    }

    /// Applies the steps up to `last` (tests start from an older schema this way).
    func migrate(through last: Int) async throws {
        let dialect = connections.dialect
        try await write { db in
            if dialect == .postgres {
                // Two instances starting together take turns; the lock ends with the transaction.
                try await db.raw("SELECT pg_advisory_xact_lock(7474747)").run()
            }
            try await db.raw("CREATE TABLE IF NOT EXISTS schema_migrations (version \(unsafeRaw: dialect.bigint) PRIMARY KEY, applied_at \(unsafeRaw: dialect.bigint) NOT NULL)").run()
            let applied = Set(try await db.raw("SELECT version FROM schema_migrations").all().map { try $0.decode(column: "version", as: Int64.self) })
            for step in Migrations.steps(dialect) where step.version <= last && !applied.contains(Int64(step.version)) {
                for statement in step.statements { try await db.raw("\(unsafeRaw: statement)").run() }
                try await db.raw("INSERT INTO schema_migrations (version, applied_at) VALUES (\(bind: Int64(step.version)), \(bind: Self.millis(Date())))").run()
            }
        }
    }

    public func ping() async throws {
        try await read { db in _ = try await db.raw("SELECT 1 AS one").first() }
    }

    public func shutdown() async { await connections.shutdown() }

    // MARK: Pass types

    public func savePassType(identifier: String, teamIdentifier: String, certificatePEM: String, expires: Date) async throws {
        try await write { db in
            try await db.raw("""
                INSERT INTO pass_types (pass_type_id, team_id, certificate, expires_at, updated_at)
                VALUES (\(bind: identifier), \(bind: teamIdentifier), \(bind: certificatePEM), \(bind: Self.seconds(expires)), \(bind: Self.millis(Date())))
                ON CONFLICT (pass_type_id) DO UPDATE SET team_id = excluded.team_id, certificate = excluded.certificate,
                    expires_at = excluded.expires_at, updated_at = excluded.updated_at
                """).run()
        }
    }

    // MARK: Passes

    private static let passColumnNames = [
        "serial", "pass_type_id", "template", "data", "auth_token", "update_tag", "modified_at", "created_at", "voided", "version",
        "personalized", "resign_mark", "template_digest",
    ]
    private static let passColumns = SQLQueryString(passColumnNames.joined(separator: ", "))
    /// The pass columns of `passes p`, for queries that join its archive (`pass_archives a`).
    private static let joinedPassColumns = SQLQueryString(passColumnNames.map { "p." + $0 }.joined(separator: ", "))

    private static func pass(from row: any SQLRow) throws -> StoredPass {
        StoredPass(
            serialNumber: try row.decode(column: "serial", as: String.self),
            passTypeIdentifier: try row.decode(column: "pass_type_id", as: String.self),
            template: try row.decode(column: "template", as: String.self),
            data: Data(try row.decode(column: "data", as: String.self).utf8),
            authenticationToken: try row.decode(column: "auth_token", as: String.self),
            updateTag: try row.decode(column: "update_tag", as: Int64.self),
            modifiedAt: try row.decode(column: "modified_at", as: Int64.self),
            createdAt: try row.decode(column: "created_at", as: Int64.self),
            voided: try row.decode(column: "voided", as: Int64.self) != 0,
            version: try row.decode(column: "version", as: Int64.self),
            personalized: try row.decode(column: "personalized", as: Int64.self) != 0,
            resignMark: try row.decode(column: "resign_mark", as: Int64.self),
            templateDigest: try row.decodeNil(column: "template_digest") ? nil : try row.decode(column: "template_digest", as: String.self)
        )
    }

    /// The passes `query` returns, each row `passColumns` in their order. On PostgreSQL the rows
    /// are decoded by position through PostgresNIO (``PostgresSession``), not column by column by name.
    private static func passes(_ query: SQLQueryString, in db: any SQLDatabase) async throws -> [StoredPass] {
        guard let session = db as? PostgresSession, let statement = session.query(query) else {
            return try await db.raw(query).all().map(Self.pass(from:))
        }
        let rows = try await session.rows(
            statement, as: (String, String, String, String, String, Int64, Int64, Int64, Int64, Int64, Int64, Int64, String?).self
        )
        return rows.map { row in
            StoredPass(
                serialNumber: row.0, passTypeIdentifier: row.1, template: row.2, data: Data(row.3.utf8), authenticationToken: row.4,
                updateTag: row.5, modifiedAt: row.6, createdAt: row.7, voided: row.8 != 0, version: row.9,
                personalized: row.10 != 0, resignMark: row.11, templateDigest: row.12
            )
        }
    }

    /// The most rows one statement writes: 500 rows of 13 values stay under SQLite's 32,766 bound
    /// values and PostgreSQL's 65,535, whatever the number of cores that sized the round.
    static let rowsPerStatement = 500

    /// Takes `count` update tags; returns the last (the others are the ones before it).
    private static func nextTag(_ db: any SQLDatabase, count: Int = 1) async throws -> Int64 {
        // The counter row stays locked until the transaction ends, so tags are committed in the
        // order they are handed out: a device never skips a tag that commits late.
        guard let row = try await db.raw("UPDATE counters SET value = value + \(literal: max(1, count)) WHERE name = 'update_tag' RETURNING value").first() else {
            throw ServerError(operation: "number the pass update", reason: "the counters table has no update_tag row", fix: "Restore the database from a backup, or start on a new one")
        }
        return try row.decode(column: "value", as: Int64.self)
    }

    public func insert(_ pass: StoredPass, archive: Data, sharedPrefix: Data?, passJSON: Data?, now: Date) async throws -> StoredPass {
        let dialect = connections.dialect
        let prefixes = prefixes
        let split = SharedArchivePrefix.split(archive, shared: sharedPrefix, known: prefixes)
        let stored = {
            var stored = pass
            stored.modifiedAt = Self.seconds(now)
            stored.createdAt = Self.millis(now)
            stored.version = 1
            return stored
        }()
        if dialect == .postgres {
            // One statement is a transaction of its own: no BEGIN and COMMIT round trips. A prefix
            // stored for a pass that then fails stays, for the next pass of its template version.
            let inserted = try await connections.withConnection { db in
                if let split { try await Self.storePrefix(split.prefix, in: db, prefixes: prefixes) }
                return try await Self.insertInOneStatement(stored, archive: split?.rest ?? archive, prefix: split?.prefix.digest, passJSON: passJSON, in: db)
            }
            if let split { prefixes.remember(split.prefix) }
            return inserted
        }
        let inserted = try await write { db in
            if let split { try await Self.storePrefix(split.prefix, in: db, prefixes: prefixes) }
            var stored = stored
            stored.updateTag = try await Self.nextTag(db)
            // SQLite's write transaction holds the whole database, so the order of these statements
            // costs nothing here. ON CONFLICT keeps the same answer as PostgreSQL's for a serial taken.
            let inserted = try await db.raw("""
                INSERT INTO passes (\(Self.passColumns)) VALUES (
                \(bind: stored.serialNumber), \(bind: stored.passTypeIdentifier), \(bind: stored.template),
                \(bind: String(decoding: stored.data, as: UTF8.self)), \(bind: stored.authenticationToken), \(bind: stored.updateTag),
                \(bind: stored.modifiedAt), \(bind: stored.createdAt), \(bind: Int64(stored.voided ? 1 : 0)), \(bind: stored.version),
                \(bind: Int64(stored.personalized ? 1 : 0)), 0, \(bind: stored.templateDigest))
                ON CONFLICT (serial) DO NOTHING
                RETURNING serial
                """).all()
            guard !inserted.isEmpty else { throw StoreConflict(serialNumber: pass.serialNumber) }
            try await db.raw("""
                INSERT INTO pass_archives (serial, archive, archive_prefix, pass_json) VALUES (
                \(bind: stored.serialNumber), \(bind: split?.rest ?? archive), \(bind: split?.prefix.digest),
                \(bind: passJSON.map { String(decoding: $0, as: UTF8.self) }))
                """).run()
            return stored
        }
        if let split { prefixes.remember(split.prefix) }
        return inserted
    }

    /// A new pass on PostgreSQL in one statement, committed on its own: its update tag, its row, its
    /// archive and its change notification. The counter row the tag locks stays locked until the
    /// commit, so every concurrent creation waits for the one holding it: this way for one round
    /// trip, where a statement each in a transaction held it through five (368 creations/s against
    /// 820 on SQLite; make bench: "new passes, PostgreSQL"). Each part runs when the next needs its
    /// rows, so the tag is still taken before the row is written, and tags still commit in the order
    /// they are handed out.
    private static func insertInOneStatement(
        _ pass: StoredPass, archive: Data, prefix: String?, passJSON: Data?, in db: any SQLDatabase
    ) async throws -> StoredPass {
        // ON CONFLICT rather than a look first: two instances creating one serial at once both see
        // no row; the second waits for the first transaction and then inserts nothing. Its tag is
        // still taken, so it is notified without a serial: the instances answering from memory
        // wait for the notifications to reach the last committed tag.
        let rows = try await db.raw("""
            WITH tag AS (UPDATE counters SET value = value + 1 WHERE name = 'update_tag' RETURNING value),
            made AS (
                INSERT INTO passes (\(Self.passColumns)) SELECT
                \(bind: pass.serialNumber), \(bind: pass.passTypeIdentifier), \(bind: pass.template),
                \(bind: String(decoding: pass.data, as: UTF8.self)), \(bind: pass.authenticationToken), tag.value,
                \(bind: pass.modifiedAt), \(bind: pass.createdAt), \(bind: Int64(pass.voided ? 1 : 0)), \(bind: pass.version),
                \(bind: Int64(pass.personalized ? 1 : 0)), 0, \(bind: pass.templateDigest) FROM tag
                ON CONFLICT (serial) DO NOTHING
                RETURNING serial, update_tag),
            archived AS (
                INSERT INTO pass_archives (serial, archive, archive_prefix, pass_json)
                SELECT serial, \(bind: archive), \(bind: prefix), \(bind: passJSON.map { String(decoding: $0, as: UTF8.self) }) FROM made)
            SELECT made.update_tag, pg_notify(\(bind: changeChannel), tag.value::text || chr(9) || coalesce(made.serial, ''))
            FROM tag LEFT JOIN made ON true
            """).all()
        guard let made = rows.first, let tag = try made.decode(column: "update_tag", as: Int64?.self) else {
            throw StoreConflict(serialNumber: pass.serialNumber)
        }
        var stored = pass
        stored.updateTag = tag
        return stored
    }

    /// Stores the shared prefix of an archive being written, unless its row is known to exist.
    private static func storePrefix(_ prefix: SharedArchivePrefix, in db: any SQLDatabase, prefixes: SharedArchivePrefixes) async throws {
        guard prefixes.bytes(prefix.digest) == nil else { return }
        // Looked for first, so the bytes travel only once; ON CONFLICT covers another instance
        // storing the same prefix at the same moment.
        guard try await db.raw("SELECT 1 AS found FROM archive_prefixes WHERE digest = \(bind: prefix.digest)").first() == nil else { return }
        try await db.raw("INSERT INTO archive_prefixes (digest, bytes) VALUES (\(bind: prefix.digest), \(bind: prefix.bytes)) ON CONFLICT (digest) DO NOTHING").run()
    }

    /// The archive of a row holding `archive` and `archive_prefix`: the stored prefix and the rest
    /// put back together, or `nil` when the row's archive column is NULL.
    private static func archive(in row: any SQLRow, db: any SQLDatabase, prefixes: SharedArchivePrefixes) async throws -> Data? {
        guard try !row.decodeNil(column: "archive") else { return nil }
        let rest = try row.decode(column: "archive", as: Data.self)
        guard try !row.decodeNil(column: "archive_prefix") else { return rest }
        let digest = try row.decode(column: "archive_prefix", as: String.self)
        var prefix = prefixes.bytes(digest)
        if prefix == nil {
            prefix = try await db.raw("SELECT bytes FROM archive_prefixes WHERE digest = \(bind: digest)").first()?.decode(column: "bytes", as: Data.self)
            if let prefix { prefixes.remember(SharedArchivePrefix(digest: digest, bytes: prefix)) }
        }
        guard let prefix else {
            throw ServerError(
                operation: "read a stored pass", reason: "its archive continues the shared prefix \(digest), which the database does not hold",
                fix: "Restore the archive_prefixes table from the backup the passes table came from"
            )
        }
        var whole = Data(capacity: prefix.count + rest.count)
        whole.append(prefix)
        whole.append(rest)
        return whole
    }

    public func pass(serialNumber: String) async throws -> StoredPass? {
        try await read { db in
            try await db.raw("SELECT \(Self.passColumns) FROM passes WHERE serial = \(bind: serialNumber)").first().map(Self.pass(from:))
        }
    }

    public func archive(serialNumber: String) async throws -> Data? {
        try await read { db in
            guard let row = try await db.raw("SELECT archive, archive_prefix FROM pass_archives WHERE serial = \(bind: serialNumber)").first() else { return nil }
            return try await Self.archive(in: row, db: db, prefixes: prefixes)
        }
    }

    public func latest(serialNumber: String, unlessModifiedSince since: Int64?, unlessVersion cached: Int64?) async throws -> (pass: StoredPass, archive: Data?)? {
        try await read { db in
            // One query: the archive comes along only when the answer needs it and the caller
            // does not hold that version already.
            guard let row = try await db.raw("""
                SELECT \(Self.joinedPassColumns),
                    CASE WHEN p.modified_at <= \(bind: since ?? -1) OR p.version = \(bind: cached ?? -1) THEN NULL ELSE a.archive END AS archive,
                    a.archive_prefix
                FROM passes p LEFT JOIN pass_archives a ON a.serial = p.serial WHERE p.serial = \(bind: serialNumber)
                """).first()
            else { return nil }
            return (try Self.pass(from: row), try await Self.archive(in: row, db: db, prefixes: prefixes))
        }
    }

    public func passJSON(serialNumber: String) async throws -> (pass: StoredPass, passJSON: Data?)? {
        try await read { db in
            guard let row = try await db.raw("""
                SELECT \(Self.joinedPassColumns), a.pass_json FROM passes p LEFT JOIN pass_archives a ON a.serial = p.serial
                WHERE p.serial = \(bind: serialNumber)
                """).first()
            else { return nil }
            let json = try row.decodeNil(column: "pass_json") ? nil : try row.decode(column: "pass_json", as: String.self)
            return (try Self.pass(from: row), json.map { Data($0.utf8) })
        }
    }

    public func update(serialNumber: String, with update: PassUpdate, now: Date) async throws -> (pass: StoredPass, pushes: Int)? {
        try await self.update(many: [(serialNumber, update)], now: now)[serialNumber]
    }

    public func update(many changes: [(serialNumber: String, update: PassUpdate)], now: Date) async throws -> [String: (pass: StoredPass, pushes: Int)] {
        guard !changes.isEmpty else { return [:] }
        let dialect = connections.dialect
        // Split outside the transaction: the lock is held for the writes only.
        let prefixes = prefixes
        var splits: [ByteString: (prefix: SharedArchivePrefix, rest: Data)] = [:]
        for change in changes { splits[ByteString(change.serialNumber)] = SharedArchivePrefix.split(change.update.parts, known: prefixes) }
        let split = splits
        let result: [ByteString: (pass: StoredPass, pushes: Int)] = try await write { db in
            // The rows stay locked until COMMIT (SQLite's BEGIN IMMEDIATE already holds the whole
            // database), so a concurrent update waits here and then reads the version this one
            // writes: it finds its base outdated and renders again instead of overwriting.
            let lock: SQLQueryString = dialect == .postgres ? " ORDER BY serial FOR UPDATE" : ""
            var current: [ByteString: StoredPass] = [:]
            for pass in try await Self.passes("SELECT \(Self.passColumns) FROM passes WHERE \(Self.keys("serial", changes.map(\.serialNumber), dialect))\(lock)", in: db) {
                current[ByteString(pass.serialNumber)] = pass
            }
            let applied = changes.filter { change in
                guard let pass = current[ByteString(change.serialNumber)] else { return false }
                return pass.version == change.update.basedOnVersion && pass.resignMark == change.update.basedOnMark
            }.sorted { $0.serialNumber < $1.serialNumber }
            guard !applied.isEmpty else { return [:] }
            var storedPrefixes: [String: SharedArchivePrefix] = [:]
            for change in applied { if let prefix = split[ByteString(change.serialNumber)]?.prefix { storedPrefixes[prefix.digest] = prefix } }
            for prefix in storedPrefixes.values { try await Self.storePrefix(prefix, in: db, prefixes: prefixes) }
            // One range of update tags for the lot: the counter row stays locked until COMMIT, so tags
            // are still committed in the order they are handed out.
            let lastTag = try await Self.nextTag(db, count: applied.count)
            let nowMillis = Self.millis(now)
            var next: [ByteString: StoredPass] = [:]
            for (index, change) in applied.enumerated() {
                guard var pass = current[ByteString(change.serialNumber)] else { continue }
                let update = change.update
                pass.updateTag = lastTag - Int64(applied.count - 1 - index)
                // Last-Modified has one-second resolution: a second change within the same second
                // moves it one second on, so If-Modified-Since never answers 304 for a newer version.
                pass.modifiedAt = max(Self.seconds(now), pass.modifiedAt + 1)
                pass.version += 1
                pass.data = update.data
                pass.voided = update.voided
                pass.personalized = update.personalized ?? pass.personalized
                pass.resignMark = 0
                pass.templateDigest = update.templateDigest ?? pass.templateDigest
                next[ByteString(change.serialNumber)] = pass
            }
            var written: [ByteString: StoredPass] = [:]
            // A few statements for the lot (chunks keep them under the databases' limits on bound
            // values): on PostgreSQL a few round trips rather than one per pass. The version and mark
            // are checked again (belt and braces with the lock): a row that moved on is left as it is.
            let updates = Dictionary(applied.map { (ByteString($0.serialNumber), $0.update) }, uniquingKeysWith: { first, _ in first })
            for start in stride(from: 0, to: applied.count, by: Self.rowsPerStatement) {
                let chunk = applied[start..<min(start + Self.rowsPerStatement, applied.count)].compactMap { change in
                    next[ByteString(change.serialNumber)].map { (change: change, pass: $0) }
                }
                let updated = try await db.raw(Self.updatePasses(chunk, dialect)).all()
                var archives: [(serial: String, archive: Data, prefix: String?, passJSON: String?)] = []
                for row in updated {
                    let serial = ByteString(try row.decode(column: "serial", as: String.self))
                    guard let pass = next[serial], let update = updates[serial] else { continue }
                    written[serial] = pass
                    archives.append((serial.string, split[serial]?.rest ?? update.archive, split[serial]?.prefix.digest,
                                     update.passJSON.map { String(decoding: $0, as: UTF8.self) }))
                }
                guard !archives.isEmpty else { continue }
                try await db.raw(Self.storeArchives(archives, dialect)).run()
            }
            try await Self.notifyChanges(of: Array(written.values), lastTag: lastTag, in: db, dialect: dialect)
            guard !written.isEmpty else { return [:] }
            var pushes: [ByteString: Int] = [:]
            // One push per push token and pass type, however many registrations (device ids, passes
            // of the change) carry it: a push only tells the device to ask what changed, and one
            // token registered from thousands of made-up devices must not multiply our pushes.
            for row in try await db.raw("""
                INSERT INTO push_jobs (pass_type_id, serial, device_id, push_token, created_at, attempts, next_attempt_at, lease_until)
                SELECT r.pass_type_id, MIN(r.serial), MIN(d.device_id), d.push_token, \(bind: nowMillis), 0, \(bind: nowMillis), 0
                FROM registrations r JOIN devices d ON d.device_id = r.device_id
                WHERE \(Self.keys("r.serial", written.keys.map(\.string).sorted(), dialect))
                GROUP BY r.pass_type_id, d.push_token
                RETURNING serial
                """).all() {
                pushes[ByteString(try row.decode(column: "serial", as: String.self)), default: 0] += 1
            }
            let google = applied.filter { $0.update.syncsGoogleWallet && written[ByteString($0.serialNumber)] != nil }.map { SQLBind($0.serialNumber) }
            if !google.isEmpty {
                // One waiting job per pass is enough: it reads the pass when it runs. A job already
                // leased may have read the version before this one, so another is queued.
                try await db.raw("""
                    INSERT INTO push_jobs (pass_type_id, serial, device_id, push_token, created_at, attempts, next_attempt_at, lease_until, kind)
                    SELECT p.pass_type_id, p.serial, '', '', \(bind: nowMillis), 0, \(bind: nowMillis), 0, 'google' FROM passes p
                    WHERE p.serial IN (\(SQLList(google))) AND NOT EXISTS (
                        SELECT 1 FROM push_jobs j WHERE j.serial = p.serial AND j.kind = 'google' AND j.lease_until <= \(bind: nowMillis))
                    """).run()
            }
            return written.mapValues { ($0, pushes[ByteString($0.serialNumber)] ?? 0) }
        }
        for serial in result.keys { if let prefix = split[serial]?.prefix { prefixes.remember(prefix) } }
        return Dictionary(result.map { ($0.key.string, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The condition that `column` is one of `keys`. On PostgreSQL the keys are one array bound
    /// once: the statement's text and its planning stay the same size whatever the count, and each
    /// row is found through the column's index. A list of as many values, planned with every
    /// execution, took the planner milliseconds per statement, which then joined the list with a
    /// scan of the whole table (make bench: "background signing, no devices, PostgreSQL").
    private static func keys(_ column: String, _ keys: [String], _ dialect: SQLDialectKind) -> SQLQueryString {
        dialect == .postgres
            ? "\(unsafeRaw: column) = ANY(\(bind: keys)::text[])"
            : "\(unsafeRaw: column) IN (\(SQLList(keys.map { SQLBind($0) })))"
    }

    /// Writes each pass's new version over the one it was based on (the version and mark are
    /// checked again, belt and braces with the lock: a row that moved on is left as it is);
    /// returns the serial numbers written.
    private static func updatePasses(_ chunk: [(change: (serialNumber: String, update: PassUpdate), pass: StoredPass)], _ dialect: SQLDialectKind) -> SQLQueryString {
        let set: SQLQueryString = """
            UPDATE passes SET data = v.data, update_tag = v.update_tag, modified_at = v.modified_at, version = v.version,
                voided = v.voided, personalized = v.personalized, resign_mark = 0, resign_lease_until = 0, template_digest = v.template_digest
            """
        let checked: SQLQueryString = "passes.serial = v.serial AND passes.version = v.base_version AND passes.resign_mark = v.base_mark"
        if dialect == .postgres {
            // Arrays hold no NULL here: a missing digest travels as '' (never a digest).
            let serials = chunk.map(\.change.serialNumber)
            return """
                \(set)
                FROM (SELECT serial, base_version, base_mark, data, update_tag, modified_at, version, voided, personalized,
                        NULLIF(digest, '') AS template_digest
                    FROM unnest(\(bind: serials)::text[], \(bind: chunk.map(\.change.update.basedOnVersion))::int8[],
                        \(bind: chunk.map(\.change.update.basedOnMark))::int8[], \(bind: chunk.map { String(decoding: $0.pass.data, as: UTF8.self) })::text[],
                        \(bind: chunk.map(\.pass.updateTag))::int8[], \(bind: chunk.map(\.pass.modifiedAt))::int8[], \(bind: chunk.map(\.pass.version))::int8[],
                        \(bind: chunk.map { Int64($0.pass.voided ? 1 : 0) })::int8[], \(bind: chunk.map { Int64($0.pass.personalized ? 1 : 0) })::int8[],
                        \(bind: chunk.map { $0.pass.templateDigest ?? "" })::text[])
                    AS u(serial, base_version, base_mark, data, update_tag, modified_at, version, voided, personalized, digest)) AS v
                WHERE \(keys("passes.serial", serials, dialect)) AND \(checked)
                RETURNING passes.serial
                """
        }
        var values: SQLQueryString = ""
        for (index, item) in chunk.enumerated() {
            let (change, pass) = item
            if index > 0 { values += ", " }
            values += """
                (\(bind: change.serialNumber), \(bind: change.update.basedOnVersion), \(bind: change.update.basedOnMark),
                \(bind: String(decoding: pass.data, as: UTF8.self)), \(bind: pass.updateTag), \(bind: pass.modifiedAt),
                \(bind: pass.version), \(bind: Int64(pass.voided ? 1 : 0)), \(bind: Int64(pass.personalized ? 1 : 0)), \(bind: pass.templateDigest))
                """
        }
        return """
            WITH v(serial, base_version, base_mark, data, update_tag, modified_at, version, voided, personalized, template_digest)
            AS (VALUES \(values))
            \(set)
            FROM v WHERE \(checked)
            RETURNING passes.serial
            """
    }

    /// Stores the archives of the passes written: an upsert, so a pass whose archive row is
    /// missing gets one rather than none.
    private static func storeArchives(_ archives: [(serial: String, archive: Data, prefix: String?, passJSON: String?)], _ dialect: SQLDialectKind) -> SQLQueryString {
        let upsert: SQLQueryString = """
            ON CONFLICT (serial) DO UPDATE SET archive = excluded.archive, archive_prefix = excluded.archive_prefix, pass_json = excluded.pass_json
            """
        if dialect == .postgres {
            // Arrays hold no NULL here: a missing prefix or pass.json travels as '' (never either).
            return """
                INSERT INTO pass_archives (serial, archive, archive_prefix, pass_json)
                SELECT serial, archive, NULLIF(prefix, ''), NULLIF(json, '')
                FROM unnest(\(bind: archives.map(\.serial))::text[], \(bind: archives.map { ByteBuffer(bytes: $0.archive) })::bytea[],
                    \(bind: archives.map { $0.prefix ?? "" })::text[], \(bind: archives.map { $0.passJSON ?? "" })::text[])
                    AS v(serial, archive, prefix, json)
                \(upsert)
                """
        }
        var values: SQLQueryString = ""
        for (index, item) in archives.enumerated() {
            if index > 0 { values += ", " }
            values += "(\(bind: item.serial), \(bind: item.archive), \(bind: item.prefix), \(bind: item.passJSON))"
        }
        return "INSERT INTO pass_archives (serial, archive, archive_prefix, pass_json) VALUES \(values) \(upsert)"
    }

    // MARK: Change notifications

    /// The PostgreSQL channel every write of a pass notifies, in its transaction.
    static let changeChannel = "passbook_pass_changes"

    /// Notifies each pass written and, when no pass was written with it, `lastTag`: the largest
    /// tag a transaction takes is always notified (``committedTag()``).
    private static func notifyChanges(of passes: [StoredPass], lastTag: Int64, in db: any SQLDatabase, dialect: SQLDialectKind) async throws {
        guard dialect == .postgres else { return }
        // Serial numbers hold no control characters, so a tab ends the numbers. One statement for all.
        var payloads = passes.sorted { $0.updateTag < $1.updateTag }.map { "\($0.updateTag)\t\($0.serialNumber)" }
        if !passes.contains(where: { $0.updateTag == lastTag }) { payloads.append("\(lastTag)\t") }
        try await db.raw("SELECT pg_notify(\(bind: changeChannel), payload) FROM unnest(\(bind: payloads)::text[]) AS payload").run()
    }

    /// The last update tag committed. Every transaction that takes tags notifies the largest it
    /// took, so an instance whose notifications reached this tag knows every change committed
    /// before this read.
    func committedTag() async throws -> Int64 {
        guard let postgres = connections as? PostgresConnections else {
            return try await read { db in
                try await db.raw("SELECT value FROM counters WHERE name = 'update_tag'").first()?.decode(column: "value", as: Int64.self) ?? 0
            }
        }
        // By PostgresNIO alone: every answer from memory waits for this read, and SQLKit's row
        // decoding costs more than the query.
        let rows = try await postgres.client.query("SELECT value FROM counters WHERE name = 'update_tag'", logger: logger).collect()
        if let value = try rows.first?.decode(Int64.self) { return value }
        throw ServerError(operation: "read the last update tag", reason: "the counters table has no update_tag row", fix: "Restore the database from a backup, or start on a new one")
    }

    /// Whether ``followChanges(listening:changed:)`` reports every change (PostgreSQL), so passes
    /// may be answered from memory.
    public var notifiesChanges: Bool { connections is PostgresConnections }

    /// Listens to the changes of passes written by any instance until cancelled or the connection
    /// fails: `listening` gets the update tag current once the notifications flow and a reader of
    /// the last committed tag, `changed` each serial number with the update tag of its new version,
    /// in commit order (`nil` for a tag taken without a change).
    func followChanges(
        listening: @Sendable (_ tag: Int64, _ committedTag: @escaping @Sendable () async throws -> Int64) -> Void,
        changed: @Sendable (_ serial: String?, _ tag: Int64) -> Void
    ) async throws {
        guard let postgres = connections as? PostgresConnections else { return }
        try await postgres.client.withConnection { connection in
            try await connection.listen(on: Self.changeChannel) { notifications in
                listening(try await self.committedTag(), { try await self.committedTag() })
                for try await notification in notifications {
                    // "tag⇥serial", or "tag⇥" for a tag taken without a change.
                    let parts = notification.payload.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                    guard parts.count == 2, let tag = Int64(parts[0]) else { continue }
                    changed(parts[1].isEmpty ? nil : String(parts[1]), tag)
                }
            }
        }
    }

    // MARK: Re-signing

    public func stageChanges(serials: [String], mark: Int64, transform: @Sendable (StoredPass) throws -> Data?) async throws -> [String] {
        try await stageChanges(serials: serials, mark: mark, lease: 0, now: Date()) { pass in try transform(pass).map { StagedData(data: $0) } }
    }

    public func stageChanges(serials: [String], mark: Int64, lease: TimeInterval, now: Date, transform: @Sendable (StoredPass) throws -> StagedData?) async throws -> [String] {
        guard !serials.isEmpty else { return [] }
        let leasedUntil = Self.millis(now.addingTimeInterval(lease))
        let dialect = connections.dialect
        let lock: SQLQueryString = dialect == .postgres ? " FOR UPDATE" : ""
        return try await write { db in
            var staged: [String] = []
            var found = 0
            // Read and write in one transaction with the rows locked: an update signing meanwhile
            // finds the mark changed and renders again from the staged data.
            for start in stride(from: 0, to: serials.count, by: 500) {
                let chunk = Array(serials[start..<min(start + 500, serials.count)])
                let rows = try await Self.passes("SELECT \(Self.passColumns) FROM passes WHERE \(Self.keys("serial", chunk, dialect)) ORDER BY serial\(lock)", in: db)
                found += rows.count
                var changes: [(serial: String, data: String, leaseUntil: Int64)] = []
                for pass in rows {
                    guard let change = try transform(pass) else { continue }
                    changes.append((pass.serialNumber, String(decoding: change.data, as: UTF8.self), change.leased ? leasedUntil : 0))
                    staged.append(pass.serialNumber)
                }
                guard !changes.isEmpty else { continue }
                // One statement for the chunk rather than one per pass, each row found by its key
                // (a CASE over the chunk's serials compared every row with every serial).
                if dialect == .postgres {
                    let changed = changes.map(\.serial)
                    try await db.raw("""
                        UPDATE passes SET data = v.data, resign_mark = \(bind: mark), resign_lease_until = v.lease_until
                        FROM unnest(\(bind: changed)::text[], \(bind: changes.map(\.data))::text[], \(bind: changes.map(\.leaseUntil))::int8[])
                            AS v(serial, data, lease_until)
                        WHERE \(Self.keys("passes.serial", changed, dialect)) AND passes.serial = v.serial
                        """).run()
                } else {
                    var values: SQLQueryString = ""
                    for (index, change) in changes.enumerated() {
                        if index > 0 { values += ", " }
                        values += "(\(bind: change.serial), \(bind: change.data), \(bind: change.leaseUntil))"
                    }
                    try await db.raw("""
                        WITH v(serial, data, lease_until) AS (VALUES \(values))
                        UPDATE passes SET data = v.data, resign_mark = \(bind: mark), resign_lease_until = v.lease_until
                        FROM v WHERE passes.serial = v.serial
                        """).run()
                }
            }
            // All or nothing: thrown inside the transaction, so what was staged is rolled back.
            let asked = Set(serials)
            if found < asked.count {
                throw PassesNotFound(serialNumbers: asked.subtracting(staged).sorted())
            }
            return staged
        }
    }

    public func markTemplate(_ template: String, digest: String, mark: Int64) async throws -> Int {
        try await write { db in
            // Passes stored before digests were kept are taken as signed by the template as it is.
            try await db.raw("UPDATE passes SET template_digest = \(bind: digest) WHERE template = \(bind: template) AND template_digest IS NULL").run()
            try await db.raw("""
                UPDATE passes SET resign_mark = \(bind: mark), resign_lease_until = 0
                WHERE template = \(bind: template) AND template_digest <> \(bind: digest) AND resign_mark = 0
                """).run()
            return Int(try await db.raw("SELECT COUNT(*) AS n FROM passes WHERE resign_mark = \(bind: mark)").first()?.decode(column: "n", as: Int64.self) ?? 0)
        }
    }

    public func claimResigning(limit: Int, lease: TimeInterval, now: Date) async throws -> [StoredPass] {
        try await leaseRows(for: lease, now: now) { now, until, picked in
            """
            UPDATE passes SET resign_lease_until = \(bind: until)
            WHERE resign_mark <> 0 AND resign_lease_until <= \(bind: now) AND \(picked("serial", """
                SELECT serial FROM passes WHERE resign_mark <> 0 AND resign_lease_until <= \(bind: now)
                ORDER BY resign_lease_until, serial LIMIT \(literal: max(1, limit))
                """))
            RETURNING \(Self.passColumns)
            """
        } reading: { query, db in
            try await Self.passes(query, in: db)
        }.sorted { $0.serialNumber < $1.serialNumber }
    }

    /// Runs a leasing `UPDATE` made by `statement` from the time now, the lease's end (in
    /// milliseconds) and `picked`, which turns a key column and the query choosing the rows to
    /// lease into the condition that keeps them; `reading` runs it and reads its rows.
    ///
    /// PostgreSQL: rows another instance is leasing right now are skipped rather than waited for,
    /// so instances take different rows at once; the lease condition is repeated outside the
    /// subquery so that PostgreSQL re-checks it on rows another instance has just leased, and each
    /// row goes to one taker. The chosen keys are gathered once, into an array (an init plan), and
    /// the rows found by their key. Written as `key IN (subquery)`, the planner, trusting
    /// statistics taken before many rows were marked, joined every marked row with the subquery run
    /// again for each: one lease took all 10,000 passes of a changed template, and 33 s of the
    /// database's CPU (make bench: "background signing, no devices, PostgreSQL").
    private func leaseRows<Rows: Sendable>(
        for lease: TimeInterval, now: Date,
        _ statement: @escaping @Sendable (_ now: Int64, _ until: Int64, _ picked: (_ key: String, _ choose: SQLQueryString) -> SQLQueryString) -> SQLQueryString,
        reading: @escaping @Sendable (SQLQueryString, any SQLDatabase) async throws -> Rows = { query, db in try await db.raw(query).all() }
    ) async throws -> Rows {
        let nowMillis = Self.millis(now)
        let until = Self.millis(now.addingTimeInterval(lease))
        let postgres = connections.dialect == .postgres
        let picked: @Sendable (String, SQLQueryString) -> SQLQueryString = { key, choose in
            postgres
                ? "\(ident: key) = ANY(ARRAY(\(choose) FOR UPDATE SKIP LOCKED))"
                : "\(ident: key) IN (\(choose))"
        }
        return try await write { db in try await reading(statement(nowMillis, until, picked), db) }
    }

    public func resignPendingCount() async throws -> Int {
        try await read { db in
            Int(try await db.raw("SELECT COUNT(*) AS n FROM passes WHERE resign_mark <> 0").first()?.decode(column: "n", as: Int64.self) ?? 0)
        }
    }

    public func passes(matching query: PassQuery) async throws -> [StoredPass] {
        try await read { db in try await Self.passes(Self.matching(query, columns: Self.passColumns), in: db) }
    }

    public func serialNumbers(matching query: PassQuery) async throws -> [String] {
        try await read { db in
            try await db.raw(Self.matching(query, columns: "serial")).all().map { try $0.decode(column: "serial", as: String.self) }
        }
    }

    /// The `SELECT` of `columns` of the passes `query` matches, a page in serial order.
    private static func matching(_ query: PassQuery, columns: SQLQueryString) -> SQLQueryString {
        var sql: SQLQueryString = "SELECT \(columns) FROM passes WHERE 1 = 1"
        if let template = query.template { sql += " AND template = \(bind: template)" }
        if let type = query.typeIdentifier { sql += " AND pass_type_id = \(bind: type)" }
        if let type = query.excludedTypeIdentifier { sql += " AND pass_type_id <> \(bind: type)" }
        if let voided = query.voided { sql += " AND voided = \(bind: Int64(voided ? 1 : 0))" }
        if let after = query.after { sql += " AND serial > \(bind: after)" }
        if let search = query.search, !search.isEmpty {
            let escaped = search.lowercased().replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
            let pattern = "%\(escaped)%"
            sql += " AND (lower(serial) LIKE \(bind: pattern) ESCAPE '\\' OR lower(data) LIKE \(bind: pattern) ESCAPE '\\')"
        }
        sql += " ORDER BY serial LIMIT \(literal: max(1, min(query.limit, 1000)))"
        return sql
    }

    // MARK: Devices

    public func register(device: String, pushToken: String, passTypeIdentifier: String, serialNumber: String, maximumDevices: Int, now: Date) async throws -> Registration {
        let nowMillis = Self.millis(now)
        let bound = Int64(clamping: maximumDevices)
        if connections.dialect == .postgres {
            // One statement, committed on its own: one round trip where a transaction took four.
            return try await connections.withConnection { db in
                guard let row = try await db.raw("""
                    WITH allowed AS (
                        SELECT EXISTS (SELECT 1 FROM registrations WHERE device_id = \(bind: device) AND pass_type_id = \(bind: passTypeIdentifier) AND serial = \(bind: serialNumber)) AS known,
                            (SELECT COUNT(*) FROM registrations WHERE serial = \(bind: serialNumber)) AS devices),
                    device AS (
                        INSERT INTO devices (device_id, push_token, created_at, updated_at)
                        SELECT \(bind: device), \(bind: pushToken), \(bind: nowMillis), \(bind: nowMillis) FROM allowed WHERE known OR devices < \(bind: bound)
                        ON CONFLICT (device_id) DO UPDATE SET push_token = excluded.push_token, updated_at = excluded.updated_at
                        RETURNING device_id),
                    registered AS (
                        INSERT INTO registrations (device_id, pass_type_id, serial, created_at)
                        SELECT device_id, \(bind: passTypeIdentifier), \(bind: serialNumber), \(bind: nowMillis) FROM device
                        ON CONFLICT (device_id, pass_type_id, serial) DO NOTHING
                        RETURNING device_id)
                    SELECT (SELECT known FROM allowed) AS known, (SELECT devices FROM allowed) AS devices, (SELECT COUNT(*) FROM registered) AS created
                    """).first() else { return .existing }
                if try row.decode(column: "created", as: Int64.self) > 0 { return .created }
                if try row.decode(column: "known", as: Bool.self) { return .existing }
                return try row.decode(column: "devices", as: Int64.self) >= bound ? .full : .existing
            }
        }
        return try await write { db in
            let known = try await db.raw("""
                SELECT 1 AS known FROM registrations WHERE device_id = \(bind: device) AND pass_type_id = \(bind: passTypeIdentifier) AND serial = \(bind: serialNumber)
                """).first() != nil
            if !known {
                let devices = try await db.raw("SELECT COUNT(*) AS n FROM registrations WHERE serial = \(bind: serialNumber)").first()?.decode(column: "n", as: Int64.self) ?? 0
                guard devices < bound else { return .full }
            }
            try await db.raw("""
                INSERT INTO devices (device_id, push_token, created_at, updated_at) VALUES (\(bind: device), \(bind: pushToken), \(bind: nowMillis), \(bind: nowMillis))
                ON CONFLICT (device_id) DO UPDATE SET push_token = excluded.push_token, updated_at = excluded.updated_at
                """).run()
            guard !known else { return .existing }
            let inserted = try await db.raw("""
                INSERT INTO registrations (device_id, pass_type_id, serial, created_at)
                VALUES (\(bind: device), \(bind: passTypeIdentifier), \(bind: serialNumber), \(bind: nowMillis))
                ON CONFLICT (device_id, pass_type_id, serial) DO NOTHING
                RETURNING device_id
                """).all()
            return inserted.isEmpty ? .existing : .created
        }
    }

    public func unregister(device: String, passTypeIdentifier: String, serialNumber: String) async throws {
        try await write { db in
            try await db.raw("DELETE FROM registrations WHERE device_id = \(bind: device) AND pass_type_id = \(bind: passTypeIdentifier) AND serial = \(bind: serialNumber)").run()
            try await db.raw("DELETE FROM devices WHERE device_id = \(bind: device) AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.device_id = devices.device_id)").run()
        }
    }

    public func updatedSerials(device: String, passTypeIdentifier: String, since tag: Int64?) async throws -> (serials: [String], lastUpdated: Int64) {
        try await read { db in
            let rows = try await db.raw("""
                SELECT p.serial, p.update_tag FROM registrations r JOIN passes p ON p.serial = r.serial
                WHERE r.device_id = \(bind: device) AND r.pass_type_id = \(bind: passTypeIdentifier) AND p.update_tag > \(bind: tag ?? -1)
                ORDER BY p.serial
                """).all()
            var serials: [String] = []
            var last = tag ?? 0
            for row in rows {
                serials.append(try row.decode(column: "serial", as: String.self))
                last = max(last, try row.decode(column: "update_tag", as: Int64.self))
            }
            return (serials, last)
        }
    }

    public func registrationCount(serialNumber: String) async throws -> Int {
        try await read { db in
            Int(try await db.raw("SELECT COUNT(*) AS n FROM registrations WHERE serial = \(bind: serialNumber)").first()?.decode(column: "n", as: Int64.self) ?? 0)
        }
    }

    public func saveLogs(_ messages: [String], now: Date, retention: LogRetention) async throws {
        guard !messages.isEmpty else { return }
        let nowMillis = Self.millis(now)
        let oldest = Self.millis(now.addingTimeInterval(-retention.maximumAge))
        try await write { db in
            for message in messages {
                try await db.raw("INSERT INTO device_logs (received_at, message) VALUES (\(bind: nowMillis), \(bind: message))").run()
            }
            // Ids only grow, so the newest rows are those within maximumRows of the largest id;
            // both deletes walk an index and remove only what is over the bound.
            try await db.raw("""
                DELETE FROM device_logs WHERE id <= (SELECT MAX(id) FROM device_logs) - \(bind: Int64(retention.maximumRows))
                """).run()
            try await db.raw("DELETE FROM device_logs WHERE received_at < \(bind: oldest)").run()
        }
    }

    public func logCount() async throws -> Int {
        try await read { db in
            Int(try await db.raw("SELECT COUNT(*) AS n FROM device_logs").first()?.decode(column: "n", as: Int64.self) ?? 0)
        }
    }

    // MARK: Enrollments

    public func saveEnrollment(_ enrollment: Enrollment) async throws {
        try await write { db in
            let inserted = try await db.raw("""
                INSERT INTO enrollments (serial, pass_type_id, info, token, received_at)
                VALUES (\(bind: enrollment.serialNumber), \(bind: enrollment.passTypeIdentifier), \(bind: String(decoding: enrollment.info, as: UTF8.self)),
                    \(bind: enrollment.personalizationToken), \(bind: Self.millis(enrollment.received)))
                ON CONFLICT (serial) DO NOTHING
                RETURNING serial
                """).all()
            guard !inserted.isEmpty else { throw StoreConflict(serialNumber: enrollment.serialNumber) }
        }
    }

    public func pageLinkGenerations(serialNumbers: [String]) async throws -> [(serialNumber: String, generation: Int64)] {
        guard !serialNumbers.isEmpty else { return [] }
        let dialect = connections.dialect
        return try await read { db in
            try await db.raw("SELECT serial, generation FROM page_links WHERE \(Self.keys("serial", serialNumbers, dialect))").all().map { row in
                (try row.decode(column: "serial", as: String.self), try row.decode(column: "generation", as: Int64.self))
            }
        }
    }

    public func renewPageLink(serialNumber: String) async throws -> Int64 {
        try await write { db in
            guard let row = try await db.raw("""
                INSERT INTO page_links (serial, generation) VALUES (\(bind: serialNumber), 1)
                ON CONFLICT (serial) DO UPDATE SET generation = page_links.generation + 1
                RETURNING generation
                """).first() else { return 0 }
            return try row.decode(column: "generation", as: Int64.self)
        }
    }

    public func deleteEnrollment(serialNumber: String) async throws -> Bool {
        try await write { db in
            try await !db.raw("DELETE FROM enrollments WHERE serial = \(bind: serialNumber) RETURNING serial").all().isEmpty
        }
    }

    public func enrollments(after: String?, limit: Int) async throws -> [Enrollment] {
        try await read { db in
            try await db.raw("""
                SELECT serial, pass_type_id, info, token, received_at FROM enrollments WHERE serial > \(bind: after ?? "")
                ORDER BY serial LIMIT \(literal: max(1, min(limit, 1000)))
                """).all().map { row in
                Enrollment(
                    serialNumber: try row.decode(column: "serial", as: String.self),
                    passTypeIdentifier: try row.decode(column: "pass_type_id", as: String.self),
                    info: Data(try row.decode(column: "info", as: String.self).utf8),
                    personalizationToken: try row.decode(column: "token", as: String.self),
                    received: Date(timeIntervalSince1970: TimeInterval(try row.decode(column: "received_at", as: Int64.self)) / 1000)
                )
            }
        }
    }

    // MARK: Push queue

    public func claimPushes(limit: Int, lease: TimeInterval, now: Date, kinds: Set<PushJob.Kind>) async throws -> [PushJob] {
        let kindList = SQLList(kinds.map(\.rawValue).sorted().map { SQLBind($0) })
        return try await leaseRows(for: lease, now: now) { now, until, picked in
            """
            UPDATE push_jobs SET lease_until = \(bind: until), attempts = attempts + 1
            WHERE next_attempt_at <= \(bind: now) AND lease_until <= \(bind: now) AND \(picked("id", """
                SELECT id FROM push_jobs WHERE next_attempt_at <= \(bind: now) AND lease_until <= \(bind: now) AND kind IN (\(kindList))
                ORDER BY id LIMIT \(literal: max(1, limit))
                """))
            RETURNING id, pass_type_id, serial, device_id, push_token, attempts, kind
            """
        } reading: { query, db in
            // On PostgreSQL by position, as passes are (``passes(_:in:)``): a fan-out reads a job per device.
            if let session = db as? PostgresSession, let statement = session.query(query) {
                return try await session.rows(statement, as: (Int64, String, String, String, String, Int64, String).self).map {
                    PushJob(
                        kind: PushJob.Kind(rawValue: $0.6) ?? .apns, id: $0.0, passTypeIdentifier: $0.1, serialNumber: $0.2,
                        deviceLibraryIdentifier: $0.3, pushToken: $0.4, attempts: $0.5
                    )
                }
            }
            return try await db.raw(query).all().map {
                PushJob(
                    kind: PushJob.Kind(rawValue: try $0.decode(column: "kind", as: String.self)) ?? .apns,
                    id: try $0.decode(column: "id", as: Int64.self),
                    passTypeIdentifier: try $0.decode(column: "pass_type_id", as: String.self),
                    serialNumber: try $0.decode(column: "serial", as: String.self),
                    deviceLibraryIdentifier: try $0.decode(column: "device_id", as: String.self),
                    pushToken: try $0.decode(column: "push_token", as: String.self),
                    attempts: try $0.decode(column: "attempts", as: Int64.self)
                )
            }
        }.sorted { $0.id < $1.id }
    }

    public func finishPush(id: Int64) async throws {
        try await finishPushes(ids: [id])
    }

    public func finishPushes(ids: [Int64]) async throws {
        guard !ids.isEmpty else { return }
        // One statement for a round's pushes: each DELETE was a write transaction of its own, which
        // SQLite runs one at a time and PostgreSQL flushes to its log one at a time.
        let list = SQLList(ids.map { SQLBind($0) })
        try await write { db in try await db.raw("DELETE FROM push_jobs WHERE id IN (\(list))").run() }
    }

    public func retryPush(id: Int64, at: Date, error: String) async throws {
        try await write { db in
            try await db.raw("UPDATE push_jobs SET next_attempt_at = \(bind: Self.millis(at)), lease_until = 0, last_error = \(bind: error) WHERE id = \(bind: id)").run()
        }
    }

    public func removeToken(_ pushToken: String, before: Date) async throws {
        let beforeMillis = Self.millis(before)
        try await write { db in
            try await db.raw("""
                DELETE FROM registrations WHERE device_id IN (
                    SELECT device_id FROM devices WHERE push_token = \(bind: pushToken) AND updated_at <= \(bind: beforeMillis))
                """).run()
            try await db.raw("""
                DELETE FROM devices WHERE push_token = \(bind: pushToken) AND updated_at <= \(bind: beforeMillis)
                AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.device_id = devices.device_id)
                """).run()
        }
    }

    public func pendingPushCount() async throws -> Int {
        try await read { db in
            Int(try await db.raw("SELECT COUNT(*) AS n FROM push_jobs").first()?.decode(column: "n", as: Int64.self) ?? 0)
        }
    }
}

/// A first-come, first-served lock for the write transactions of one process.
private actor WriteGate {
    private var held = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the gate to the next waiter, or opens it.
    func leave() {
        if waiters.isEmpty { held = false } else { waiters.removeFirst().resume() }
    }
}

/// An update written against a version that is no longer current; its transaction rolls back.
