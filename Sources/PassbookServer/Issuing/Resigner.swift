import Foundation
import Logging
import ServiceLifecycle

/// Signs passes again in the background: at start those whose template (or the service's
/// settings) changed since they were signed, then whatever changes are staged, on every core.
///
/// The work is in the database (a mark on each pass, leased while it is signed), so it survives a
/// restart and instances share it: a pass leased by an instance that died is taken again when
/// its lease runs out.
final class Resigner: Service, Sendable {
    let service: PassService
    let logger: Logger
    let concurrency: Int
    /// How often the marks are checked when nothing wakes the signer (another instance staged).
    let pollInterval: Duration = .seconds(1)

    init(service: PassService, logger: Logger, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.service = service
        self.logger = logger
        self.concurrency = max(1, concurrency)
    }

    func run() async throws {
        await WorkLoop.run(signal: service.resignSignal, poll: pollInterval, ready: { try await service.markChangedTemplates() }, round: signRound)
    }

    /// Signs one round of waiting passes; false when none waited (or the database failed).
    func signRound() async -> Bool {
        do {
            return try await service.resignRound(concurrency: concurrency) > 0
        } catch {
            logger.error("could not read the passes to sign again", metadata: ["error": "\(error)"])
            return false
        }
    }
}
