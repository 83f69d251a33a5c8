import Logging
import ServiceLifecycle

/// Keeps ``LatestPasses`` true: listens to the database's change notifications for as long as the
/// service runs, and listens again a second after the connection fails (nothing is answered from
/// memory meanwhile).
final class ChangeFollower: Service, Sendable {
    let store: SQLPassStore
    let latest: LatestPasses
    let logger: Logger

    init(store: SQLPassStore, latest: LatestPasses, logger: Logger) {
        self.store = store
        self.latest = latest
        self.logger = logger
    }

    func run() async throws {
        let latest = latest
        // The counters table exists once the application has run its migrations.
        while !Task.isShuttingDownGracefully && !Task.isCancelled, (try? await store.resignPendingCount()) == nil {
            try? await Task.sleep(for: .milliseconds(100))
        }
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            do {
                try await cancelWhenGracefulShutdown {
                    try await self.store.followChanges(listening: { latest.listening(from: $0, committedTag: $1) }, changed: { latest.changed(serial: $0, tag: $1) })
                }
            } catch where !(error is CancellationError) && !Task.isShuttingDownGracefully {
                logger.warning("stopped listening to pass changes; listening again in a second", metadata: ["error": "\(error)"])
            } catch {}
            latest.stopped()
            try? await Task.sleep(for: .seconds(1))
        }
    }
}
