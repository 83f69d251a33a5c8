public import Foundation

/// Where the service keeps pass types, passes, devices, registrations, device logs and the push
/// queue, one protocol per concern. Every method is one transaction; nothing that matters lives
/// only in memory, so several instances can share one database.
public protocol PassStore: PassRecords, ResigningQueue, DeviceRegistrations, PersonalizationRecords, PushQueue {
    /// Creates or upgrades the tables.
    func migrate() async throws
    /// Checks that the database answers.
    func ping() async throws
    /// Closes the connections.
    func shutdown() async
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

extension PassRecords {
    /// Stores a new pass without a shared prefix; without `passJSON` kept apart, the pass page
    /// reads it from the archive.
    public func insert(_ pass: StoredPass, archive: Data, passJSON: Data? = nil, now: Date) async throws -> StoredPass {
        try await insert(pass, archive: archive, sharedPrefix: nil, passJSON: passJSON, now: now)
    }
}

extension DeviceRegistrations {
    /// Registers a device for a pass, without a bound on its devices; `true` when the registration is new.
    func register(device: String, pushToken: String, passTypeIdentifier: String, serialNumber: String, now: Date) async throws -> Bool {
        try await register(device: device, pushToken: pushToken, passTypeIdentifier: passTypeIdentifier, serialNumber: serialNumber, maximumDevices: .max, now: now) == .created
    }
}

extension PushQueue {
    /// Leases up to `limit` due jobs of every kind.
    public func claimPushes(limit: Int, lease: TimeInterval, now: Date) async throws -> [PushJob] {
        try await claimPushes(limit: limit, lease: lease, now: now, kinds: Set(PushJob.Kind.allCases))
    }
}
