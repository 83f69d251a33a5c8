import Logging
import NIOCore
import PostgresKit
import PostgresNIO
import SQLKit

/// One PostgreSQL connection, as the `SQLDatabase` the store's statements go through, that can also
/// run a statement by PostgresNIO alone and decode its rows by position.
///
/// SQLKit decodes each column by name through `Decodable` (a dictionary lookup, a dynamic cast and
/// a coding path per value). Background signing reads each pass two or three times, 13 columns a
/// time: by name that was 4.9% of the server's CPU, by position 1.1%
/// (make bench: "background signing, no devices, PostgreSQL").
struct PostgresSession: SQLDatabase {
    let sql: any SQLDatabase
    let connection: PostgresConnection

    init(connection: PostgresConnection) {
        self.connection = connection
        sql = connection.sql(queryLogLevel: .trace)
    }

    var logger: Logger { sql.logger }
    var eventLoop: any EventLoop { sql.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        sql.execute(sql: query, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await sql.execute(sql: query, onRow)
    }

    /// `expression` as PostgresNIO's query: the text SQLKit makes of it, with its bound values;
    /// `nil` when a value has a type not passed on here (the caller then goes through SQLKit).
    func query(_ expression: any SQLExpression) -> PostgresQuery? {
        let (text, binds) = sql.serialize(expression)
        var bindings = PostgresBindings(capacity: binds.count)
        for bind in binds {
            switch bind {
            case let value as String: bindings.append(value)
            case let value as Int64: bindings.append(value)
            case let value as [String]: bindings.append(value)
            case let value as [Int64]: bindings.append(value)
            default: return nil
            }
        }
        return PostgresQuery(unsafeSQL: text, binds: bindings)
    }

    /// Runs `query` and decodes each row's columns, in order, as `Columns`.
    func rows<each Column: PostgresDecodable>(_ query: PostgresQuery, as columns: (repeat each Column).Type) async throws -> [(repeat each Column)] {
        var decoded: [(repeat each Column)] = []
        for try await row in try await connection.query(query, logger: logger) {
            decoded.append(try row.decode(columns))
        }
        return decoded
    }
}
