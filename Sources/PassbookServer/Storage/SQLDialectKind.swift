/// The SQL databases the store runs on; the few statements that differ are chosen by it.
public enum SQLDialectKind: String, Sendable {
    case sqlite
    case postgres

    /// The column type for bytes.
    var blob: String { self == .sqlite ? "BLOB" : "BYTEA" }
    /// The column type for 64-bit integers.
    var bigint: String { self == .sqlite ? "INTEGER" : "BIGINT" }
    /// An auto-numbered 64-bit primary key.
    var autoKey: String { self == .sqlite ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY" }
    /// How a write transaction starts: SQLite takes the write lock at once, so two writers wait
    /// for each other instead of failing when the second one first writes.
    var beginWrite: String { self == .sqlite ? "BEGIN IMMEDIATE" : "BEGIN" }
}
