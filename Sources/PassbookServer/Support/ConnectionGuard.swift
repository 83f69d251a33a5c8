import NIOConcurrencyHelpers
import NIOCore

/// The open connections of a service, by client, with the caps of ``ConnectionLimits``: admitting
/// a connection past a cap closes the connection (of that client, or of any) that has waited
/// longest, and refuses the new one only when every connection in question is busy. Shared by
/// all event loops.
final class ConnectionGuard: Sendable {
    /// Who a connection belongs to: an IPv4 address, or an IPv6 /64 network (what one subscriber
    /// is usually given, so one client cannot take a new address per connection).
    enum Client: Hashable, Sendable {
        case v4(UInt32)
        case v6(UInt64)
        case other

        init(_ address: SocketAddress?) {
            switch address {
            // The address's bytes sit at offset 4 of a sockaddr_in and 8 of a sockaddr_in6, on Linux
            // and Darwin alike (after the family, port and, for IPv6, flow label).
            case .v4(let v4):
                self = .v4(withUnsafeBytes(of: v4.address) { $0[4..<8].reduce(0) { $0 << 8 | UInt32($1) } })
            case .v6(let v6):
                let bytes = withUnsafeBytes(of: v6.address) { Array($0[8..<24]) }
                // An IPv4 client of a dual-stack socket (::ffff:a.b.c.d) is that IPv4 address.
                if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
                    self = .v4(bytes[12...].reduce(0) { $0 << 8 | UInt32($1) })
                } else {
                    self = .v6(bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) })
                }
            default:
                self = .other
            }
        }
    }

    /// The caps; `perClient` `nil` applies none per client.
    struct Caps: Sendable, Hashable {
        var perClient: Int?
        var total: Int
    }

    /// Which cap made room or refused.
    enum Cap: Sendable, Hashable {
        case perClient
        case total
    }

    /// A connection closed to make room, and the cap it made room under.
    struct Eviction: Sendable {
        var cap: Cap
        var close: @Sendable () -> Void
    }

    /// What ``admit(_:now:close:)`` decided.
    enum Admission: Sendable {
        /// Admitted as `id`, once the `evicted` connections are closed.
        case admitted(id: UInt64, evicted: [Eviction])
        /// Refused: every connection under `cap` is busy.
        case refused(Cap)
    }

    private struct Entry {
        var client: Client
        /// When it began waiting; `nil` while busy.
        var waitingSince: NIODeadline?
        var close: @Sendable () -> Void
        /// Neighbours in the list of waiting connections, oldest first.
        var older: UInt64?
        var newer: UInt64?
    }

    private struct Table {
        var entries: [UInt64: Entry] = [:]
        var byClient: [Client: [UInt64]] = [:]
        // A list rather than a search: at the total cap every admission needs the oldest waiting
        // connection of thousands.
        var oldestWaiting: UInt64?
        var newestWaiting: UInt64?
        var nextID: UInt64 = 1
    }

    let caps: Caps
    private let table = NIOLockedValueBox(Table())

    init(caps: Caps) {
        self.caps = Caps(perClient: caps.perClient.map { max(1, $0) }, total: max(1, caps.total))
    }

    /// The caps of `configuration`, the total one derived from `fileLimit` when not given; no
    /// per-client cap behind a trusted proxy, where every connection comes from the proxy.
    convenience init(configuration: ServerConfiguration, fileLimit: Int) throws {
        let limits = configuration.connections
        try limits.check()
        self.init(caps: Caps(
            perClient: configuration.limits.trustForwardedFor ? nil : limits.maxConnectionsPerClient,
            total: limits.maxConnections ?? ConnectionLimits.defaultMaxConnections(fileLimit: fileLimit, databaseConnections: configuration.databaseConnections)
        ))
    }

    /// Admits a new connection of `client`, waiting from `now`; `close` closes it should it be
    /// evicted later. The caller closes the evicted connections (outside the lock).
    func admit(_ client: Client, now: NIODeadline, close: @escaping @Sendable () -> Void) -> Admission {
        table.withLockedValue { table in
            var evicted: [Eviction] = []
            if let perClient = caps.perClient, let ids = table.byClient[client], ids.count >= perClient {
                let waiting = ids.compactMap { id in table.entries[id]?.waitingSince.map { (id, $0) } }
                guard let victim = waiting.min(by: { $0.1 < $1.1 })?.0 else { return .refused(.perClient) }
                evicted.append(Eviction(cap: .perClient, close: Self.remove(victim, from: &table)))
            }
            if table.entries.count >= caps.total {
                guard let victim = table.oldestWaiting else { return .refused(.total) }
                evicted.append(Eviction(cap: .total, close: Self.remove(victim, from: &table)))
            }
            let id = table.nextID
            table.nextID += 1
            table.entries[id] = Entry(client: client, waitingSince: nil, close: close)
            if caps.perClient != nil { table.byClient[client, default: []].append(id) }
            Self.setWaiting(id, since: now, in: &table)
            return .admitted(id: id, evicted: evicted)
        }
    }

    /// Records that connection `id` waits for its client from `since`, or is busy (`nil`).
    func update(_ id: UInt64, waitingSince since: NIODeadline?) {
        table.withLockedValue { table in Self.setWaiting(id, since: since, in: &table) }
    }

    /// Forgets connection `id` (closed).
    func remove(_ id: UInt64) {
        table.withLockedValue { table in _ = Self.remove(id, from: &table) }
    }

    /// Open connections.
    var count: Int { table.withLockedValue { $0.entries.count } }

    /// Open connections of `client` (counted only with a per-client cap).
    func count(of client: Client) -> Int { table.withLockedValue { $0.byClient[client]?.count ?? 0 } }

    private static func setWaiting(_ id: UInt64, since: NIODeadline?, in table: inout Table) {
        guard table.entries[id] != nil else { return }
        unlinkWaiting(id, in: &table)
        table.entries[id]?.waitingSince = since
        guard since != nil else { return }
        // Updates come in the order they happen, so appending keeps the list oldest first.
        table.entries[id]?.older = table.newestWaiting
        if let newest = table.newestWaiting { table.entries[newest]?.newer = id } else { table.oldestWaiting = id }
        table.newestWaiting = id
    }

    private static func unlinkWaiting(_ id: UInt64, in table: inout Table) {
        guard let entry = table.entries[id], entry.waitingSince != nil else { return }
        if let older = entry.older { table.entries[older]?.newer = entry.newer } else { table.oldestWaiting = entry.newer }
        if let newer = entry.newer { table.entries[newer]?.older = entry.older } else { table.newestWaiting = entry.older }
        table.entries[id]?.older = nil
        table.entries[id]?.newer = nil
    }

    /// Removes `id`; returns its closing function (doing nothing when it was gone already).
    private static func remove(_ id: UInt64, from table: inout Table) -> @Sendable () -> Void {
        guard let entry = table.entries[id] else { return {} }
        unlinkWaiting(id, in: &table)
        table.entries[id] = nil
        if var ids = table.byClient[entry.client] {
            ids.removeAll { $0 == id }
            table.byClient[entry.client] = ids.isEmpty ? nil : ids
        }
        return entry.close
    }
}
