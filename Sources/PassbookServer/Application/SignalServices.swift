import Foundation
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle
import UnixSignals

/// Reads the API keys file again on every SIGHUP. SIGHUP is trapped even without a keys file:
/// its default action ends the process, and an operator's or a supervisor's reload must never
/// take the service down.
struct KeyReloadService: Service {
    let keys: APIKeys
    let logger: Logger
    /// Trapping from the moment the service is built, so a SIGHUP sent as soon as the port
    /// answers is not the signal's default action.
    let hangups: UnixSignalsSequence

    /// Traps SIGHUP now.
    init(keys: APIKeys, logger: Logger) async {
        self.keys = keys
        self.logger = logger
        hangups = await UnixSignalsSequence(trapping: .sighup)
    }

    func run() async throws {
        let hangups = hangups
        await cancelWhenGracefulShutdown {
            for await _ in hangups {
                guard keys.file != nil else {
                    logger.notice("SIGHUP: nothing to reload")
                    continue
                }
                do {
                    let count = try keys.reload()
                    logger.notice("API keys reloaded", metadata: ["keys_in_file": .stringConvertible(count)])
                } catch {
                    logger.error("API keys not reloaded; the previous keys stay", metadata: ["error": "\(error)"])
                }
            }
        }
    }
}

/// Ends the process if a graceful shutdown outlives its grace period (and the short cancellation
/// after it): a request or connection that never finishes must not keep a stopped instance alive.
/// It is the last service of its group, so it hears of the shutdown first.
final class ShutdownWatchdog: Service, Sendable {
    let limit: Duration
    let logger: Logger
    private let stopped = NIOLockedValueBox(false)

    init(limit: Duration, logger: Logger) {
        self.limit = limit
        self.logger = logger
    }

    /// Called once the service group has returned: the process may live on (a library caller).
    func disarm() { stopped.withLockedValue { $0 = true } }

    func run() async throws {
        try? await gracefulShutdown()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let logger = logger
        let stopped = stopped
        // A thread of its own: the cooperative pool may be the very thing that is stuck.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: seconds)
            guard !stopped.withLockedValue({ $0 }) else { return }
            logger.critical("the service did not stop within its grace period; exiting", metadata: ["seconds": .stringConvertible(seconds)])
            exit(75)
        }
    }
}
