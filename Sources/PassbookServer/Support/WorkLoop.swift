import ServiceLifecycle

/// The loop of a background worker (push sender, background signer): once the database is ready,
/// rounds of work until graceful shutdown, resting until woken or `poll` passes after a round that
/// found nothing.
enum WorkLoop {
    /// - Parameters:
    ///   - ready: Succeeds once the work can start (the tables exist once migrations have run);
    ///     tried every 100 ms until then.
    ///   - round: One round of work; false when there was none.
    static func run(signal: PushSignal, poll: Duration, ready: () async throws -> Void, round: () async -> Bool) async {
        await withGracefulShutdownHandler {
            // Cancelled (another service of the group failed, such as a server that could not
            // listen), the loop ends at once: the database may already be closing.
            while !Task.isShuttingDownGracefully, !Task.isCancelled, (try? await ready()) == nil {
                try? await Task.sleep(for: .milliseconds(100))
            }
            while !Task.isShuttingDownGracefully && !Task.isCancelled {
                if !(await round()) { await signal.wait(timeout: poll) }
            }
        } onGracefulShutdown: {
            signal.wake()
        }
    }
}
