/// A fixed set of connections handed out one holder at a time; callers beyond the set wait their
/// turn in order. SQLite connections are not safe to share between concurrent statements, and
/// a transaction must keep its connection to itself.
///
/// Once ``drain(count:)`` has started, no connection is handed out again: callers waiting and
/// callers to come get `nil` at once, so that nobody waits forever for a pool that is closing
/// (a service cancelled with the others, its server unable to listen, still asking for one).
actor AsyncConnectionPool<Connection: Sendable> {
    private var idle: [Connection]
    private var waiters: [CheckedContinuation<Connection?, Never>] = []
    private var closing = false
    private var drainer: CheckedContinuation<Void, Never>?

    init(_ connections: [Connection]) {
        precondition(!connections.isEmpty, "a pool needs at least one connection")
        idle = connections
    }

    /// How many callers wait for a connection.
    var waitingCount: Int { waiters.count }
    /// Whether ``drain(count:)`` has started.
    var isClosing: Bool { closing }

    /// A connection, or `nil` once the pool is closing.
    func lease() async -> Connection? {
        guard !closing else { return nil }
        if let connection = idle.popLast() { return connection }
        return await withCheckedContinuation { waiters.append($0) }
    }

    func release(_ connection: Connection) {
        if !closing, !waiters.isEmpty {
            waiters.removeFirst().resume(returning: connection)
            return
        }
        idle.append(connection)
        if closing, let drainer {
            self.drainer = nil
            drainer.resume()
        }
    }

    /// Closes the pool and takes every connection back, waiting for those in use; `count` is how
    /// many the pool was made with. A second call finds the pool closed and gets none.
    func drain(count: Int) async -> [Connection] {
        guard !closing else { return [] }
        closing = true
        for waiter in waiters { waiter.resume(returning: nil) }
        waiters = []
        while idle.count < count {
            await withCheckedContinuation { drainer = $0 }
        }
        defer { idle = [] }
        return idle
    }
}
