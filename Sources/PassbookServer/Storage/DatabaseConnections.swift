import Logging
import SQLKit

/// Where the store gets a database session: one connection, held for the whole closure, so a
/// transaction's statements go down the same connection.
protocol DatabaseConnections: Sendable {
    /// The dialect of the database.
    var dialect: SQLDialectKind { get }
    /// Runs `body` with a connection of its own.
    func withConnection<R: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> R) async throws -> R
    /// Closes every connection.
    func shutdown() async
}
