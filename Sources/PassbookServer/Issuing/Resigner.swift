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
        let handover = service.resignHandover
        let roundSize = PassService.roundSize(concurrency: concurrency)
        // A whole staged change is handed over, so its passes are signed from memory as it commits
        // rather than leased again from the database one round at a time: on PostgreSQL that read
        // and write of every row cost about a sixth of background signing's speed (make bench:
        // "background signing, a device each, PostgreSQL"). What waits there is the passes' data; the
        // archives signed ahead are bounded below.
        handover.open(capacity: PassService.stageLimit)
        defer { handover.close() }
        // Rounds signed and not yet stored: they wait for their change's commit, each pass held as
        // its own entries (7.4 KB for a coupon), the template's shared ones referenced, not copied.
        // About 4,096 passes (30 MB) whatever the cores: on two, 16 rounds keep both signing through
        // PostgreSQL's staging of 10,000 passes, where four left them idle
        // (make bench: "background signing, no devices, PostgreSQL"). Stores run in order, each after
        // the one before: the last of these is the store a new one follows, and one removed from the
        // front has finished.
        let roundsAhead = max(2, 4_096 / roundSize)
        var unstored: [Task<Void, Never>] = []
        // Three things overlap: the cores sign one round while the database (one writer on SQLite)
        // stores the round before and then leases the next, so signing never waits for a lease.
        // Passes handed over by a change being staged come first: they need no lease.
        var leasing: Task<[StoredPass], Never>?
        await WorkLoop.run(signal: service.resignSignal, poll: pollInterval, ready: { try await service.markChangedTemplates() }) {
            var passes = handover.take(limit: roundSize)
            let handed = passes.count
            if passes.isEmpty {
                passes = await (leasing ?? Task { await claim() }).value
                leasing = nil
            }
            guard !passes.isEmpty else {
                await unstored.last?.value
                unstored = []
                return false
            }
            if leasing == nil {
                let stored = unstored.last
                leasing = Task {
                    await stored?.value
                    return await claim()
                }
            }
            let next = leasing
            while unstored.count >= roundsAhead { await unstored.removeFirst().value }
            var round = await service.sign(passes, concurrency: concurrency)
            round.handedOver = handed > 0
            // Stores go in order, each after the lease that follows it (on SQLite the writes then
            // alternate); a round handed over waits there for its change to commit.
            let before = unstored.last
            unstored.append(Task { [service, logger] in
                await before?.value
                _ = await next?.value
                do {
                    try await service.store(round)
                } catch {
                    // The leases run out and the passes are signed again: nothing is lost.
                    logger.error("could not store passes signed again", metadata: ["error": "\(error)", "passes": "\(round.signed.count)"])
                }
                handover.finished(handed)
            })
            return true
        }
        await unstored.last?.value
        // A round leased at shutdown is left to its lease, which runs out: it is signed again then.
        _ = await leasing?.value
    }

    private func claim() async -> [StoredPass] {
        do {
            return try await service.claimRound(concurrency: concurrency)
        } catch {
            logger.error("could not read the passes to sign again", metadata: ["error": "\(error)"])
            return []
        }
    }
}
