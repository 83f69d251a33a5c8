public import Foundation

/// Where the service keeps pass types, passes, devices, registrations, device logs and the push
/// queue. Every method is one transaction; nothing that matters lives only in memory, so several
/// instances can share one database.
public protocol PassStore: Sendable {
    /// Creates or upgrades the tables.
    func migrate() async throws
    /// Checks that the database answers.
    func ping() async throws
    /// Closes the connections.
    func shutdown() async

    /// Records a pass type and its certificate (PEM); the private key never goes into the database.
    func savePassType(identifier: String, teamIdentifier: String, certificatePEM: String, expires: Date) async throws

    /// Stores a new pass with its first signed archive; throws ``StoreConflict`` when the serial is taken.
    func insert(_ pass: StoredPass, archive: Data, passJSON: Data?, now: Date) async throws -> StoredPass
    /// Stores a new pass as ``insert(_:archive:passJSON:now:)`` does, told which leading bytes of
    /// `archive` every pass of its template shares (`sharedPrefix`, as its builder gives them).
    func insert(_ pass: StoredPass, archive: Data, sharedPrefix: Data?, passJSON: Data?, now: Date) async throws -> StoredPass
    /// The pass with this serial number.
    func pass(serialNumber: String) async throws -> StoredPass?
    /// The signed archive of the pass's current version.
    func archive(serialNumber: String) async throws -> Data?
    /// The pass and, in the same query, its archive unless it is unchanged since `since` (seconds
    /// since 1970) or its version is `cached` (the caller holds it).
    func latest(serialNumber: String, unlessModifiedSince since: Int64?, unlessVersion cached: Int64?) async throws -> (pass: StoredPass, archive: Data?)?
    /// The pass with the `pass.json` kept beside its current version (`nil` when none was kept: the
    /// service keeps none and reads it from the archive).
    func passJSON(serialNumber: String) async throws -> (pass: StoredPass, passJSON: Data?)?
    /// Stores a new version, bumps its tag and queues a push for every registered device, all in
    /// one transaction. Returns `nil` when `update.basedOnVersion` is no longer the current version.
    func update(serialNumber: String, with update: PassUpdate, now: Date) async throws -> (pass: StoredPass, pushes: Int)?
    /// Stores new versions of several passes in one transaction, as ``update(serialNumber:with:now:)``
    /// does for one; returns those stored, by serial number (the others were no longer at the
    /// version and mark they were made from).
    func update(many changes: [(serialNumber: String, update: PassUpdate)], now: Date) async throws -> [String: (pass: StoredPass, pushes: Int)]
    /// Passes matching `query`, by serial number.
    func passes(matching query: PassQuery) async throws -> [StoredPass]
    /// The serial numbers of the passes matching `query`, in order: a page of a template to stage
    /// without reading each pass's data twice.
    func serialNumbers(matching query: PassQuery) async throws -> [String]

    /// Writes new data to the passes `serials` (`transform` returns it from the stored pass, `nil`
    /// to leave one as it is) and marks them with `mark` to be signed again in the background, in
    /// one transaction; their archives stay as they are until then. Returns the serials changed;
    /// throws ``PassesNotFound`` and changes nothing when a serial is unknown.
    func stageChanges(serials: [String], mark: Int64, transform: @Sendable (StoredPass) throws -> Data?) async throws -> [String]
    /// Stages changes as ``stageChanges(serials:mark:transform:)`` does, and leases for `lease`
    /// seconds from `now` the passes whose ``StagedData`` says `leased`: their caller signs them
    /// from the data it computed, before the change commits, and stores each with the mark.
    func stageChanges(serials: [String], mark: Int64, lease: TimeInterval, now: Date, transform: @Sendable (StoredPass) throws -> StagedData?) async throws -> [String]
    /// Records `digest` as the current template digest of passes of `template` that have none,
    /// and marks with `mark` those signed with another; returns how many were marked.
    func markTemplate(_ template: String, digest: String, mark: Int64) async throws -> Int
    /// Leases up to `limit` passes waiting to be signed again, for `lease` seconds; a pass whose
    /// lease runs out (its signer died) is handed out again. An ``update(serialNumber:with:now:)``
    /// with the mark it was read with ends the wait.
    func claimResigning(limit: Int, lease: TimeInterval, now: Date) async throws -> [StoredPass]
    /// Passes waiting to be signed again.
    func resignPendingCount() async throws -> Int

    /// Registers a device for a pass and stores its push token, unless the pass already has
    /// `maximumDevices` other devices (concurrent registrations may pass the bound by a few).
    func register(device: String, pushToken: String, passTypeIdentifier: String, serialNumber: String, maximumDevices: Int, now: Date) async throws -> Registration
    /// Removes a registration, and the device once it has none left.
    func unregister(device: String, passTypeIdentifier: String, serialNumber: String) async throws
    /// The device's passes of a type changed after `tag` (all when `nil`), with the largest tag among them.
    func updatedSerials(device: String, passTypeIdentifier: String, since tag: Int64?) async throws -> (serials: [String], lastUpdated: Int64)
    /// How many devices are registered for a pass.
    func registrationCount(serialNumber: String) async throws -> Int
    /// Keeps messages devices sent to the log endpoint, then drops the oldest beyond `retention`.
    func saveLogs(_ messages: [String], now: Date, retention: LogRetention) async throws
    /// Device log messages kept.
    func logCount() async throws -> Int

    /// Stores the enrollment of a personalizable pass; throws ``StoreConflict`` when the pass has
    /// one already (a pass is personalized once, until ``deleteEnrollment(serialNumber:)``).
    func saveEnrollment(_ enrollment: Enrollment) async throws
    /// Removes the enrollment of a pass; `false` when it had none.
    func deleteEnrollment(serialNumber: String) async throws -> Bool

    /// The page-link generations of passes (0 for a pass whose link was never revoked), in no order.
    func pageLinkGenerations(serialNumbers: [String]) async throws -> [(serialNumber: String, generation: Int64)]
    /// Moves a pass's page link to its next generation, revoking the links made before; returns the new one.
    func renewPageLink(serialNumber: String) async throws -> Int64
    /// Enrollments by serial number, after `after`.
    func enrollments(after: String?, limit: Int) async throws -> [Enrollment]

    /// Leases up to `limit` due pushes for `lease` seconds; a job whose lease runs out (its
    /// sender died) is handed out again.
    func claimPushes(limit: Int, lease: TimeInterval, now: Date, kinds: Set<PushJob.Kind>) async throws -> [PushJob]
    /// Removes a sent (or abandoned) push.
    func finishPush(id: Int64) async throws
    /// Removes the jobs `ids` from the queue in one transaction: the pushes of a round that went
    /// out, were refused for good or were given up.
    func finishPushes(ids: [Int64]) async throws
    /// Puts a push back for another attempt at `at`.
    func retryPush(id: Int64, at: Date, error: String) async throws
    /// Removes the registrations of every device with this token that has not registered again
    /// since `before` (APNs said the token is gone), and their queued pushes.
    func removeToken(_ pushToken: String, before: Date) async throws
    /// Pushes queued and not yet sent.
    func pendingPushCount() async throws -> Int
}

/// A serial number that is already taken.
public struct StoreConflict: Error, Sendable, CustomStringConvertible {
    /// The serial number.
    public var serialNumber: String
    public var description: String {
        "Could not store the pass \(serialNumber): a pass with this serial number exists. Choose another serial number, or update the existing pass."
    }
}

/// Serial numbers that name no pass.
public struct PassesNotFound: Error, Sendable, CustomStringConvertible {
    /// The serial numbers, sorted.
    public var serialNumbers: [String]
    public var description: String {
        "There is no pass \(serialNumbers.prefix(5).joined(separator: ", "))\(serialNumbers.count > 5 ? " (and \(serialNumbers.count - 5) more)" : "")"
    }
}

extension PassStore {
    /// Registers a device for a pass, without a bound on its devices; `true` when the registration is new.
    func register(device: String, pushToken: String, passTypeIdentifier: String, serialNumber: String, now: Date) async throws -> Bool {
        try await register(device: device, pushToken: pushToken, passTypeIdentifier: passTypeIdentifier, serialNumber: serialNumber, maximumDevices: .max, now: now) == .created
    }

    /// A store without a lighter query reads the passes.
    public func serialNumbers(matching query: PassQuery) async throws -> [String] {
        try await passes(matching: query).map(\.serialNumber)
    }

    /// Leases up to `limit` due jobs of every kind.
    public func claimPushes(limit: Int, lease: TimeInterval, now: Date) async throws -> [PushJob] {
        try await claimPushes(limit: limit, lease: lease, now: now, kinds: Set(PushJob.Kind.allCases))
    }

    /// A store that has no use for the shared prefix stores the archive as it is.
    public func insert(_ pass: StoredPass, archive: Data, sharedPrefix: Data?, passJSON: Data?, now: Date) async throws -> StoredPass {
        try await insert(pass, archive: archive, passJSON: passJSON, now: now)
    }

    /// A store without leases at staging stages the data alone: a pass its caller signs may then
    /// be leased and signed by another signer too, and the mark keeps the later store from
    /// overwriting the first.
    public func stageChanges(serials: [String], mark: Int64, lease: TimeInterval, now: Date, transform: @Sendable (StoredPass) throws -> StagedData?) async throws -> [String] {
        try await stageChanges(serials: serials, mark: mark) { try transform($0)?.data }
    }

    /// Stores a new pass without its `pass.json` apart (the pass page then reads it from the archive).
    public func insert(_ pass: StoredPass, archive: Data, now: Date) async throws -> StoredPass {
        try await insert(pass, archive: archive, passJSON: nil, now: now)
    }
}
