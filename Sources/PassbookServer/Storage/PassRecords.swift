public import Foundation

/// The passes a service keeps: their types, versions and signed archives.
public protocol PassRecords: Sendable {
    /// Records a pass type and its certificate (PEM); the private key never goes into the database.
    func savePassType(identifier: String, teamIdentifier: String, certificatePEM: String, expires: Date) async throws

    /// Stores a new pass with its first signed archive, told which leading bytes of `archive` every
    /// pass of its template shares (`sharedPrefix`, as its builder gives them); throws
    /// ``StoreConflict`` when the serial is taken.
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
}
