/// A fixed set of connections handed out one holder at a time; callers beyond the set wait their
/// turn in order. SQLite connections are not safe to share between concurrent statements, and
/// a transaction must keep its connection to itself.
actor AsyncConnectionPool<Connection: Sendable> {
    private var idle: [Connection]
    private var waiters: [CheckedContinuation<Connection, Never>] = []

    init(_ connections: [Connection]) {
        precondition(!connections.isEmpty, "a pool needs at least one connection")
        idle = connections
    }

    func lease() async -> Connection {
        if let connection = idle.popLast() { return connection }
        return await withCheckedContinuation { waiters.append($0) }
    }

    func release(_ connection: Connection) {
        if waiters.isEmpty {
            idle.append(connection)
        } else {
            waiters.removeFirst().resume(returning: connection)
        }
    }

    /// Takes every connection back, waiting for those in use.
    func drain(count: Int) async -> [Connection] {
        var all: [Connection] = []
        while all.count < count { all.append(await lease()) }
        return all
    }
}
