public import Foundation
import Logging
import NIOConcurrencyHelpers
public import Passbook
import Prometheus

/// Changes signed in the background: many passes at once, or every pass of a template that
/// changed. The change is stored and answered at once; the passes keep their signed archives
/// until signers (on any instance) sign them again, each pushed to its devices as it is ready.
extension PassService {
    /// What a staged change did.
    public struct StagedChange: Sendable {
        /// The passes whose data changed, now waiting to be signed again.
        public var staged: [String]
        /// Every pass waiting to be signed again, on the whole service.
        public var pending: Int
    }

    /// The most passes one staged change may name: one request, one transaction.
    public static let stageLimit = 10_000

    /// Applies each patch (a JSON merge patch, by serial number) to its pass's data in one
    /// transaction and leaves the signing to the background. Names a template does not declare
    /// are refused before anything is written; an unknown serial is refused too.
    public func stageUpdates(_ patches: [String: JSONObject], now: Date = Date()) async throws -> StagedChange {
        guard patches.count <= Self.stageLimit else {
            throw APIError.unprocessable("Could not stage the updates: \(patches.count) passes are more than \(Self.stageLimit) per request. Send them in several requests")
        }
        let issuers = issuers
        let staged: [String]
        let mark = Self.newMark()
        do {
            staged = try await store.stageChanges(serials: Array(patches.keys), mark: mark, lease: Self.resignLease, now: Date()) { [resignHandover] pass in
                guard let patch = patches[pass.serialNumber] else { return nil }
                return Self.handOver(pass, data: try Self.stagedData(pass, patch: patch, issuers: issuers), mark: mark, to: resignHandover)
            }
        } catch let missing as PassesNotFound {
            throw APIError.notFound("Could not stage the updates: \(missing). Nothing was changed; remove it and send the request again")
        }
        return try await finishStaging(staged)
    }

    /// Applies one patch to every pass of `template`, a page at a time, and leaves the signing
    /// to the background.
    public func stageUpdate(template name: String, patch: JSONObject, now: Date = Date()) async throws -> StagedChange {
        guard let shared = issuers[name] else {
            throw APIError.unprocessable("Could not stage the update: there is no template \(name). Known templates: \(issuers.keys.sorted().joined(separator: ", "))")
        }
        // Checked once up front, so a typo fails before any page is written.
        try Self.checkDeclared(try Self.record(patch.filter { $0.value != .null }.reduce(into: JSONObject()) { $0[$1.key] = $1.value }, serial: "of \(name)").values.keys, by: shared.issuer, serial: "(every pass of \(name))")
        let issuers = issuers
        var staged: [String] = []
        var after: String?
        while true {
            // The serial numbers alone: staging reads each pass, locked, itself.
            let page = try await store.serialNumbers(matching: PassQuery(template: name, after: after, limit: 1000))
            guard let last = page.last else { break }
            let mark = Self.newMark()
            let pageStaged = try await store.stageChanges(serials: page, mark: mark, lease: Self.resignLease, now: Date()) { [resignHandover] pass in
                Self.handOver(pass, data: try Self.stagedData(pass, patch: patch, issuers: issuers), mark: mark, to: resignHandover)
            }
            // Each page is committed on its own, so its passes are signed while the next is staged.
            if !pageStaged.isEmpty { resignSignal.wake() }
            staged += pageStaged
            after = last
        }
        return try await finishStaging(staged)
    }

    /// Marks for signing again the passes signed with another version of a template (or other
    /// service settings) than this instance has; returns how many were marked.
    @discardableResult
    public func markChangedTemplates() async throws -> Int {
        var marked = 0
        for (name, digest) in templateDigests.sorted(by: { $0.key < $1.key }) {
            let count = try await store.markTemplate(name, digest: digest, mark: Self.newMark())
            if count > 0 { logger.info("template changed: passes will be signed again", metadata: ["template": .string(name), "passes": .stringConvertible(count)]) }
            marked += count
        }
        if marked > 0 { resignSignal.wake() }
        return marked
    }

    /// Passes waiting to be signed again, and why the last signings that failed on this
    /// instance failed (by serial number).
    public func resignStatus() async throws -> (pending: Int, failures: [String: String]) {
        (
            try await store.resignPendingCount(),
            resignErrors.withLockedValue { errors in Dictionary(errors.map { ($0.key.string, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        )
    }

    /// How many failures ``resignStatus()`` keeps.
    static let keptErrors = 100

    /// Passes signed in one round, waiting to be stored.
    struct SignedRound: Sendable {
        var signed: [(pass: StoredPass, issued: TemplateIssuer.SignedBytes)]
        var now: Date
        /// Handed over by a change as it was staged, rather than leased.
        var handedOver = false
    }

    /// How long a signer holds the passes it leased: one that dies leaves them to others then.
    static let resignLease: TimeInterval = 60

    /// Up to 128 waiting passes a core: a round is stored in one transaction, whose commit (a WAL
    /// flush) costs the same for a few passes as for many. Measured against 48 and 256
    /// (make bench: "background signing, a device each, SQLite"): 48 paid a commit too often; 256
    /// was no faster and holds pushes longer.
    static func roundSize(concurrency: Int) -> Int { concurrency * 128 }

    /// Leases a round of waiting passes.
    func claimRound(concurrency: Int, lease: TimeInterval = resignLease) async throws -> [StoredPass] {
        try await store.claimResigning(limit: Self.roundSize(concurrency: concurrency), lease: lease, now: Date())
    }

    /// The pass's staged data, leased to this instance when its signer takes the pass as it is
    /// staged (as it will read once the change commits: new data and the change's mark).
    private static func handOver(_ pass: StoredPass, data: Data, mark: Int64, to handover: ResignHandover) -> StagedData {
        var staged = pass
        staged.data = data
        staged.resignMark = mark
        return StagedData(data: data, leased: handover.offer(staged))
    }

    /// Signs leased passes, `concurrency` at a time.
    func sign(_ passes: [StoredPass], concurrency: Int) async -> SignedRound {
        let now = Date()
        let signed = await withTaskGroup(of: (StoredPass, TemplateIssuer.SignedBytes)?.self) { group in
            var running = 0
            var signed: [(pass: StoredPass, issued: TemplateIssuer.SignedBytes)] = []
            for pass in passes {
                if running == concurrency {
                    if case .some(.some(let done)) = await group.next() { signed.append(done) }
                    running -= 1
                }
                group.addTask { self.sign(pass, now: now).map { (pass, $0) } }
                running += 1
            }
            for await done in group { if let done { signed.append(done) } }
            return signed
        }
        return SignedRound(signed: signed, now: now)
    }

    /// Stores a signed round in one transaction and queues its pushes, so each pass reaches its
    /// devices a few milliseconds after it is signed.
    func store(_ round: SignedRound) async throws {
        let changes = round.signed.map { pass, issued in
            var update = PassUpdate(
                basedOnVersion: pass.version, basedOnMark: pass.resignMark, data: pass.data, archive: Data(),
                voided: pass.voided, templateDigest: templateDigests[pass.template], syncsGoogleWallet: google != nil && kind(of: pass) == .pass
            )
            update.parts = issued.parts
            return (pass.serialNumber, update)
        }
        // A pass missing from the result changed again while it was signed: that change has its own
        // mark (or was signed by its own update), so it is taken again or is already current.
        let stored = try await store.update(many: changes, now: round.now)
        // The archives stay in their parts and out of the cache of downloads: joining each would copy
        // the template's images once per pass, for passes many of which no device fetches soon. The
        // first download of each reads it from the store, as after a restart.
        let pushes = stored.values.reduce(0) { $0 + $1.pushes }
        metrics.passesResigned.increment(by: Int64(stored.count))
        if round.handedOver { metrics.passesSignedAhead.increment(by: Int64(stored.count)) }
        if pushes > 0 || google != nil { signal.wake() }
    }

    /// The pass signed from its stored data; `nil` when that fails (the reason is kept for
    /// ``resignStatus()`` and the log, and the pass is tried again when its lease runs out).
    private func sign(_ pass: StoredPass, now: Date) -> TemplateIssuer.SignedBytes? {
        do {
            let issued = try issueArchive(
                template: pass.template, data: try Self.object(pass.data), serial: pass.serialNumber, token: pass.authenticationToken,
                voided: pass.voided, personalized: pass.personalized, now: signingTime(of: pass, now: now)
            )
            resignErrors.withLockedValue { $0[ByteString(pass.serialNumber)] = nil }
            return issued
        } catch {
            metrics.resignFailures.increment()
            let reason = "\(error)"
            resignErrors.withLockedValue { errors in
                let key = ByteString(pass.serialNumber)
                if errors.count >= Self.keptErrors, errors[key] == nil, let any = errors.keys.first { errors[any] = nil }
                errors[key] = reason
            }
            logger.error("could not sign the pass again", metadata: ["serial": .string(pass.serialNumber), "error": "\(error)"])
            return nil
        }
    }

    private func finishStaging(_ serials: [String]) async throws -> StagedChange {
        if !serials.isEmpty { resignSignal.wake() }
        metrics.passesStaged.increment(by: Int64(serials.count))
        return StagedChange(staged: serials.sorted(), pending: try await store.resignPendingCount())
    }

    /// The pass's data with `patch` applied, once the template is known to declare every name.
    private static func stagedData(_ pass: StoredPass, patch: JSONObject, issuers: [String: SharedIssuer]) throws -> Data {
        let merged = merge(try object(pass.data), patch)
        guard let shared = issuers[pass.template] else {
            throw APIError.unprocessable("Could not stage the update of \(pass.serialNumber): its template \(pass.template) is not loaded by this service")
        }
        try checkDeclared(try record(merged, serial: pass.serialNumber).values.keys, by: shared.issuer, serial: pass.serialNumber)
        let data = JSONWriter(style: .compact).data(from: .object(merged))
        try checkDataSize(data, serial: pass.serialNumber)
        return data
    }

    private static func record(_ data: JSONObject, serial: String) throws -> TemplateRecord {
        do {
            return try TemplateRecord(object: data, location: "pass \(serial)")
        } catch {
            throw APIError.unprocessable("\(error)")
        }
    }

    /// A mark no other change has: a change staged later always differs from the one a signer read.
    private static func newMark() -> Int64 { Int64.random(in: 1...Int64.max) }
}
