import Foundation
import Logging
import Prometheus
import ServiceLifecycle

/// Sends the queued pushes: leases due jobs from the database, sends them with bounded
/// concurrency, and removes, reschedules or drops each by its outcome.
///
/// The queue is in the database, so pushes survive a restart: a job leased by an instance that
/// died is handed out again when its lease runs out. A push may so be sent twice; Wallet then
/// asks once more for changes and finds none, which is harmless. The same queue carries the
/// updates of Google Wallet objects, with the same leases and retries.
final class PushSender: Service, Sendable {
    let store: any PassStore
    let client: APNsClient?
    /// Clients for topics the pass certificate cannot push to (the order type), by topic.
    let topicClients: [String: APNsClient]
    let google: GoogleWallet?
    let signal: PushSignal
    let metrics: ServerMetrics
    let logger: Logger
    let concurrency: Int
    let maximumAttempts: Int
    /// How long a sender may hold a job before another may take it.
    let lease: TimeInterval
    /// How often the queue is checked when nothing wakes the sender.
    let pollInterval: Duration = .seconds(1)

    /// The kinds of job this sender delivers: the others stay queued for an instance that does.
    var kinds: Set<PushJob.Kind> {
        var kinds: Set<PushJob.Kind> = []
        if client != nil { kinds.insert(.apns) }
        if google != nil { kinds.insert(.google) }
        return kinds
    }

    init(
        store: any PassStore, client: APNsClient?, topicClients: [String: APNsClient] = [:], google: GoogleWallet? = nil, signal: PushSignal,
        metrics: ServerMetrics, logger: Logger, concurrency: Int,
        maximumAttempts: Int, lease: Int
    ) {
        self.lease = TimeInterval(lease)
        self.store = store
        self.client = client
        self.topicClients = topicClients
        self.google = google
        self.signal = signal
        self.metrics = metrics
        self.logger = logger
        self.concurrency = max(1, concurrency)
        self.maximumAttempts = max(1, maximumAttempts)
    }

    func run() async throws {
        await WorkLoop.run(signal: signal, poll: pollInterval, ready: { _ = try await store.pendingPushCount() }, round: sendDue)
        await client?.shutdown()
        for other in topicClients.values where other !== client { await other.shutdown() }
        await google?.shutdown()
    }

    /// Sends one round of due pushes; false when there were none (or the database failed).
    func sendDue() async -> Bool {
        let jobs: [PushJob]
        do {
            jobs = try await store.claimPushes(limit: concurrency * 8, lease: lease, now: Date(), kinds: kinds)
            if jobs.isEmpty { metrics.pushQueue.set(Int64(try await store.pendingPushCount())) }
        } catch {
            logger.error("could not read the push queue", metadata: ["error": "\(error)"])
            return false
        }
        guard !jobs.isEmpty else { return false }
        // The finished jobs leave the queue together, a batch at a time: a push whose removal is
        // lost with the process goes out again after its lease, which Wallet answers by finding
        // nothing new.
        var finished: [Int64] = []
        await withTaskGroup(of: Int64?.self) { group in
            var running = 0
            for job in jobs {
                if running == concurrency {
                    if case .some(.some(let id)) = await group.next() { finished.append(id) }
                    running -= 1
                }
                if finished.count >= Self.finishBatch {
                    await finish(finished)
                    finished.removeAll(keepingCapacity: true)
                }
                group.addTask { await self.send(job) }
                running += 1
            }
            for await id in group {
                if let id { finished.append(id) }
            }
        }
        await finish(finished)
        return true
    }

    /// How many finished jobs are removed from the queue in one statement.
    static let finishBatch = 128

    private func finish(_ ids: [Int64]) async {
        do {
            try await store.finishPushes(ids: ids)
        } catch {
            // The leases run out and the jobs are sent again: nothing is lost.
            logger.error("could not remove sent pushes from the queue", metadata: ["error": "\(error)", "jobs": "\(ids.count)"])
        }
    }

    /// A push to APNs, or the PATCH of a Google Wallet object made from the pass as it is now.
    private func deliver(_ job: PushJob) async -> APNsOutcome {
        switch job.kind {
        case .apns:
            guard let client = topicClients[job.passTypeIdentifier] ?? client else { return .retry(reason: "APNs is not configured on this instance") }
            return await client.send(pushToken: job.pushToken, topic: job.passTypeIdentifier)
        case .google:
            guard let google else { return .retry(reason: "Google Wallet is not configured on this instance") }
            do {
                guard let (pass, archive) = try await store.latest(serialNumber: job.serialNumber, unlessModifiedSince: nil, unlessVersion: nil), let archive else {
                    return .failed(reason: "the pass \(job.serialNumber) is no longer stored")
                }
                return await google.update(try google.pass(archive: archive, template: pass.template))
            } catch {
                return .retry(reason: "could not make the Google Wallet object of \(job.serialNumber): \(error)")
            }
        }
    }

    /// Sends one push and records its outcome; returns the job's id when it leaves the queue.
    private func send(_ job: PushJob) async -> Int64? {
        let outcome = await deliver(job)
        do {
            switch outcome {
            case .sent:
                if job.kind == .google { metrics.googleUpdates.increment() } else { metrics.pushesSent.increment() }
                return job.id
            case .gone(_, let reason) where job.kind == .google:
                logger.info("Google Wallet object not updated", metadata: ["serial": .string(job.serialNumber), "reason": .string(reason)])
                return job.id
            case .gone(let since, let reason):
                try await store.removeToken(job.pushToken, before: since)
                metrics.tokensRemoved.increment()
                logger.info("push token gone; its registrations are removed", metadata: ["device": .string(job.deviceLibraryIdentifier), "reason": .string(reason)])
                return job.id
            case .retry(let reason) where job.attempts < maximumAttempts:
                let delay = min(3600, pow(2, Double(job.attempts - 1))) * Double.random(in: 0.5...1)
                try await store.retryPush(id: job.id, at: Date().addingTimeInterval(delay), error: reason)
                metrics.pushesRetried.increment()
                logger.notice("push will be retried", metadata: ["serial": .string(job.serialNumber), "attempt": "\(job.attempts)", "reason": .string(reason)])
                return nil
            case .retry(let reason), .failed(let reason):
                metrics.pushesFailed.increment()
                logger.error("push given up", metadata: ["serial": .string(job.serialNumber), "device": .string(job.deviceLibraryIdentifier), "attempts": "\(job.attempts)", "reason": .string(reason)])
                return job.id
            }
        } catch {
            // The lease runs out and the job is sent again: nothing is lost.
            logger.error("could not record a push outcome", metadata: ["error": "\(error)"])
            return nil
        }
    }
}
