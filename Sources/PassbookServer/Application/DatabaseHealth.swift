import Logging
import NIOConcurrencyHelpers

/// Whether the database answers, within a deadline: a load balancer's probe must get its answer
/// in time even when the database host drops packets, and a connection pool waiting out its
/// retries would otherwise hold the probe for as long as it waits. Why the database failed goes
/// to the log, once each time the answer changes, and never to the unauthenticated caller.
final class DatabaseHealth: Sendable {
    /// The longest a check waits for the database.
    let deadline: Duration
    private let ping: @Sendable () async throws -> Void
    private let logger: Logger
    /// The last answer; `nil` before the first check.
    private let reachable = NIOLockedValueBox<Bool?>(nil)

    /// The database had no answer within the deadline.
    struct DeadlinePassed: Error, CustomStringConvertible {
        var deadline: Duration
        var description: String { "the database did not answer within \(deadline)" }
    }

    init(deadline: Duration = .seconds(2), logger: Logger, ping: @escaping @Sendable () async throws -> Void) {
        self.deadline = deadline
        self.ping = ping
        self.logger = logger
    }

    /// Whether the database answered within the deadline.
    func check() async -> Bool {
        let failure = await Self.failure(of: ping, within: deadline)
        let now = failure == nil
        let before = reachable.withLockedValue { last in
            defer { last = now }
            return last
        }
        if before != now {
            if let failure {
                logger.warning("the database does not answer; /health says unavailable", metadata: ["error": .string(String(reflecting: failure))])
            } else if before == false {
                logger.notice("the database answers again")
            }
        }
        return now
    }

    /// Runs `body` and returns its error, or ``DeadlinePassed`` once `deadline` has passed
    /// without an answer. `body` is cancelled then, but not waited for: a call that ignores its
    /// cancellation cannot hold the caller.
    static func failure(of body: @escaping @Sendable () async throws -> Void, within deadline: Duration) async -> (any Error)? {
        await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
            let pending = NIOLockedValueBox<CheckedContinuation<(any Error)?, Never>?>(continuation)
            let timer = NIOLockedValueBox<Task<Void, Never>?>(nil)
            // The first of the answer and the deadline resumes the caller; the other finds nothing left.
            let finish: @Sendable ((any Error)?) -> Bool = { result in
                guard let waiting = pending.withLockedValue({ value -> CheckedContinuation<(any Error)?, Never>? in
                    defer { value = nil }
                    return value
                }) else { return false }
                waiting.resume(returning: result)
                return true
            }
            let work = Task {
                var result: (any Error)?
                do { try await body() } catch { result = error }
                _ = finish(result)
                // The deadline's task, asleep, would otherwise stay until it passes.
                timer.withLockedValue { $0 }?.cancel()
            }
            let sleeper = Task {
                guard (try? await Task.sleep(for: deadline)) != nil else { return }
                if finish(DeadlinePassed(deadline: deadline)) { work.cancel() }
            }
            timer.withLockedValue { $0 = sleeper }
            if pending.withLockedValue({ $0 == nil }) { sleeper.cancel() }
        }
    }
}
