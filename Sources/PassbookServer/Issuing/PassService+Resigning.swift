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
        let issuers = templates
        let staged: [String]
        do {
            staged = try await store.stageChanges(serials: Array(patches.keys), mark: Self.newMark()) { pass in
                guard let patch = patches[pass.serialNumber] else { return nil }
                return try Self.stagedData(pass, patch: patch, issuers: issuers)
            }
        } catch let missing as PassesNotFound {
            throw APIError.notFound("Could not stage the updates: \(missing). Nothing was changed; remove it and send the request again")
        }
        return try await finishStaging(staged)
    }

    /// Applies one patch to every pass of `template`, a page at a time, and leaves the signing
    /// to the background.
    public func stageUpdate(template name: String, patch: JSONObject, now: Date = Date()) async throws -> StagedChange {
        guard let issuer = templates[name] else {
            throw APIError.unprocessable("Could not stage the update: there is no template \(name). Known templates: \(templates.keys.sorted().joined(separator: ", "))")
        }
        // Checked once up front, so a typo fails before any page is written.
        try Self.checkDeclared(try Self.record(patch.filter { $0.value != .null }.reduce(into: JSONObject()) { $0[$1.key] = $1.value }, serial: "of \(name)").values.keys, by: issuer, serial: "(every pass of \(name))")
        let issuers = templates
        var staged: [String] = []
        var after: String?
        while true {
            let page = try await store.passes(matching: PassQuery(template: name, after: after, limit: 1000))
            guard let last = page.last else { break }
            staged += try await store.stageChanges(serials: page.map(\.serialNumber), mark: Self.newMark()) { pass in
                try Self.stagedData(pass, patch: patch, issuers: issuers)
            }
            after = last.serialNumber
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
        (try await store.resignPendingCount(), resignErrors.withLockedValue { $0 })
    }

    /// How many failures ``resignStatus()`` keeps.
    static let keptErrors = 100

    /// Signs one round of waiting passes, `concurrency` at a time, storing each and queuing its
    /// pushes as soon as it is signed; returns how many were taken (0: none waits).
    func resignRound(concurrency: Int, lease: TimeInterval = 60) async throws -> Int {
        let passes = try await store.claimResigning(limit: concurrency * 16, lease: lease, now: Date())
        guard !passes.isEmpty else { return 0 }
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            for pass in passes {
                if running == concurrency {
                    await group.next()
                    running -= 1
                }
                group.addTask { await self.resign(pass) }
                running += 1
            }
        }
        return passes.count
    }

    private func resign(_ pass: StoredPass) async {
        let now = Date()
        do {
            let data = try Self.object(pass.data)
            let issued = try issue(
                template: pass.template, data: data, serial: pass.serialNumber, token: pass.authenticationToken, voided: pass.voided,
                personalized: pass.personalized, now: now
            )
            let update = PassUpdate(
                basedOnVersion: pass.version, basedOnMark: pass.resignMark, data: pass.data, archive: issued.archive, passJSON: issued.passJSON,
                voided: pass.voided, templateDigest: templateDigests[pass.template], syncsGoogleWallet: google != nil
            )
            // nil: the pass changed again while it was signed; that change has its own mark (or
            // was signed by its own update), so the pass is taken again or is already current.
            guard let result = try await store.update(serialNumber: pass.serialNumber, with: update, now: now) else { return }
            archives.put(pass.serialNumber, version: result.pass.version, bytes: issued.archive)
            metrics.passesResigned.increment()
            resignErrors.withLockedValue { $0[pass.serialNumber] = nil }
            if result.pushes > 0 { signal.wake() }
        } catch {
            // The data stays as staged and the lease runs out, so it is tried again; the issuer
            // sees the reason in the log and in GET /api/v1/resigning.
            metrics.resignFailures.increment()
            let reason = "\(error)"
            resignErrors.withLockedValue { errors in
                if errors.count >= Self.keptErrors, errors[pass.serialNumber] == nil, let any = errors.keys.first { errors[any] = nil }
                errors[pass.serialNumber] = reason
            }
            logger.error("could not sign the pass again", metadata: ["serial": .string(pass.serialNumber), "error": "\(error)"])
        }
    }

    private func finishStaging(_ serials: [String]) async throws -> StagedChange {
        if !serials.isEmpty { resignSignal.wake() }
        metrics.passesStaged.increment(by: Int64(serials.count))
        return StagedChange(staged: serials.sorted(), pending: try await store.resignPendingCount())
    }

    /// The pass's data with `patch` applied, once the template is known to declare every name.
    private static func stagedData(_ pass: StoredPass, patch: JSONObject, issuers: [String: TemplateIssuer]) throws -> Data {
        let merged = merge(try object(pass.data), patch)
        guard let issuer = issuers[pass.template] else {
            throw APIError.unprocessable("Could not stage the update of \(pass.serialNumber): its template \(pass.template) is not loaded by this service")
        }
        try checkDeclared(try record(merged, serial: pass.serialNumber).values.keys, by: issuer, serial: pass.serialNumber)
        return JSONWriter(style: .compact).data(from: .object(merged))
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
