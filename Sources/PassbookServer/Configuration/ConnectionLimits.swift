public import Foundation

/// How long a connection may wait for its client, and how many connections the service keeps
/// open, so that idle or trickling clients cannot exhaust its file descriptors or memory.
///
/// A connection is *waiting* while no request is under way (idle) or while a request's head or
/// body is still arriving; one whose request is being answered is *busy* and no deadline applies
/// to it. When a new connection would go past a cap, the connection of that client (or of all
/// clients) that has waited longest is closed to make room; only when all are busy is the new
/// one refused.
///
/// Defaults:
/// - ``idleTimeout`` 75 s: a reverse proxy or load balancer reuses its idle connections to the
///   service for up to 60 s (nginx's upstream keep-alive, AWS load balancers), and a service that
///   closes them sooner races the proxy's next request on them (a 502 to the client). Idle
///   connections are also the first to go when a cap is reached, so a long idle timeout costs
///   nothing under pressure.
/// - ``requestHeadTimeout`` 10 s: request heads are a few hundred bytes (at most 80 KiB), which a
///   slow mobile link delivers in well under a second; 10 s allows for retransmissions and bounds
///   a client that sends its head a byte at a time.
/// - ``requestBodyTimeout`` 60 s, also the time a client has to take a response once its head
///   is written (a client that never reads would hold the connection and the response): the
///   largest body the service takes is 1 MiB (one pass's data),
///   which 60 s allows at 17 KiB/s.
/// - ``maxConnectionsPerClient`` 64: ten times what a browser opens to one host, room for an
///   issuer's pool of concurrent requests or many devices behind one NAT address; only busy
///   connections count against it in the end, since waiting ones are closed to make room.
/// - ``maxConnections`` derived from the open-file limit by ``defaultMaxConnections(fileLimit:databaseConnections:)``.
public struct ConnectionLimits: Sendable, Hashable {
    /// Seconds a connection may stay open with no request under way and no byte received.
    public var idleTimeout: TimeInterval = 75
    /// Seconds from a request's first byte to the end of its head.
    public var requestHeadTimeout: TimeInterval = 10
    /// Seconds from the end of a request's head to the end of its body.
    public var requestBodyTimeout: TimeInterval = 60
    /// Open connections per client address (IPv4 address, or IPv6 /64 network). Not applied when
    /// `X-Forwarded-For` is trusted: behind a proxy every connection comes from the proxy.
    public var maxConnectionsPerClient: Int = 64
    /// Open connections in all; `nil` derives it from the open-file limit at start.
    public var maxConnections: Int?

    /// The defaults.
    public init() {}

    /// The defaults, overridden by `PASSBOOK_IDLE_TIMEOUT`, `PASSBOOK_REQUEST_HEAD_TIMEOUT`,
    /// `PASSBOOK_REQUEST_BODY_TIMEOUT` (seconds, may be fractional),
    /// `PASSBOOK_MAX_CONNECTIONS_PER_CLIENT` and `PASSBOOK_MAX_CONNECTIONS` of `environment`.
    public init(environment: [String: String]) throws {
        func value(_ name: String) -> String? {
            guard let text = environment["PASSBOOK_" + name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        func seconds(_ name: String) throws -> TimeInterval? {
            guard let text = value(name) else { return nil }
            guard let number = TimeInterval(text), number.isFinite, number > 0 else {
                throw ServerError(
                    operation: "read PASSBOOK_\(name)", reason: "\(text) is not a number of seconds above 0",
                    fix: "Set PASSBOOK_\(name) to a number of seconds such as 30 or 2.5, or leave it unset for the default"
                )
            }
            return number
        }
        func count(_ name: String) throws -> Int? {
            guard let text = value(name) else { return nil }
            guard let number = Int(text), number > 0 else {
                throw ServerError(
                    operation: "read PASSBOOK_\(name)", reason: "\(text) is not a whole number above 0",
                    fix: "Set PASSBOOK_\(name) to a number of connections such as 64, or leave it unset for the default"
                )
            }
            return number
        }
        if let idle = try seconds("IDLE_TIMEOUT") { idleTimeout = idle }
        if let head = try seconds("REQUEST_HEAD_TIMEOUT") { requestHeadTimeout = head }
        if let body = try seconds("REQUEST_BODY_TIMEOUT") { requestBodyTimeout = body }
        if let perClient = try count("MAX_CONNECTIONS_PER_CLIENT") { maxConnectionsPerClient = perClient }
        if let total = try count("MAX_CONNECTIONS") { maxConnections = total }
    }

    /// Refuses a timeout or cap of 0 or less (or not a number): the service would close every
    /// connection at once, or take none.
    public func check() throws {
        let timeouts = [
            ("idle timeout", "--idle-timeout", "PASSBOOK_IDLE_TIMEOUT", idleTimeout),
            ("request head timeout", "--request-head-timeout", "PASSBOOK_REQUEST_HEAD_TIMEOUT", requestHeadTimeout),
            ("request body timeout", "--request-body-timeout", "PASSBOOK_REQUEST_BODY_TIMEOUT", requestBodyTimeout),
        ]
        for (name, flag, variable, value) in timeouts where !(value.isFinite && value > 0) {
            throw ServerError(
                operation: "start the web service", reason: "its \(name) is \(value) seconds, and it must be above 0",
                fix: "Give \(flag) (or \(variable)) a number of seconds such as 30 or 2.5"
            )
        }
        let caps = [
            ("connections per client", "--max-connections-per-client", "PASSBOOK_MAX_CONNECTIONS_PER_CLIENT", maxConnectionsPerClient),
            ("connections", "--max-connections", "PASSBOOK_MAX_CONNECTIONS", maxConnections ?? 1),
        ]
        for (name, flag, variable, value) in caps where value < 1 {
            throw ServerError(
                operation: "start the web service", reason: "its cap of \(name) is \(value), and it must be 1 or more",
                fix: "Give \(flag) (or \(variable)) a number of connections such as 64"
            )
        }
    }

    /// The most connections a service keeps open when ``maxConnections`` is not set: the open-file
    /// limit less a reserve for the database, files, APNs and the event loops (a tenth of the
    /// limit, at least 256, plus the database connections), never less than half the limit, and
    /// at most 10,000, since each connection receiving a body also holds memory (about 80 KiB for
    /// the 64 KiB an unauthenticated endpoint takes: 10,000 of them hold 800 MB).
    public static func defaultMaxConnections(fileLimit: Int, databaseConnections: Int) -> Int {
        let reserve = max(256, fileLimit / 10) + max(0, databaseConnections)
        return max(1, min(10_000, max(fileLimit / 2, fileLimit - reserve)))
    }
}
