import Logging
import ServiceLifecycle

/// Runs a service group whose server reports the port it listens on (through ``listening(_:)``),
/// for the services the tests start in process (the pass service, the Google Wallet stand-in).
struct ListeningGroup: Sendable {
    /// A group that ended before its server listened, with the error it ended with.
    struct NotListening: Error, CustomStringConvertible {
        var error: (any Error)?
        var description: String { "the service ended before it listened: \(error.map { String(describing: $0) } ?? "no error")" }
    }

    /// A group of `services` that a shutdown cannot hold forever: what has not stopped 60 s after
    /// the graceful shutdown began is cancelled, and a cancellation that takes 30 s more ends the
    /// test process with ServiceLifecycle's message, so a stuck service fails the run at once
    /// instead of stalling it.
    static func group(_ services: [any Service], logger: Logger) -> ServiceGroup {
        var configuration = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(60)
        configuration.maximumCancellationDuration = .seconds(30)
        return ServiceGroup(configuration: configuration)
    }

    private let ready: AsyncStream<Int>
    private let readyContinuation: AsyncStream<Int>.Continuation

    init() {
        (ready, readyContinuation) = AsyncStream.makeStream(of: Int.self)
    }

    /// What the server calls with its port once it listens.
    func listening(_ port: Int) {
        readyContinuation.yield(port)
    }

    /// Runs `group`, `body` with the port once its server listens, then shuts the group down
    /// gracefully. A group that ends before its server listens (its port taken) throws
    /// ``NotListening`` and `body` does not run: the wait for the port ends with the group.
    func run(_ group: ServiceGroup, _ body: (Int) async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { [readyContinuation] in
                defer { readyContinuation.finish() }
                try await group.run()
            }
            var bound: Int?
            for await port in ready { bound = port; break }
            guard let bound else {
                do {
                    try await tasks.waitForAll()
                } catch {
                    throw NotListening(error: error)
                }
                throw NotListening(error: nil)
            }
            do {
                try await body(bound)
            } catch {
                await group.triggerGracefulShutdown()
                throw error
            }
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }
}
