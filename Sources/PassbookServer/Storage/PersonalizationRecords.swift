import Foundation

/// The enrollments of personalizable passes, and the generations of the pass pages' links.
public protocol PersonalizationRecords: Sendable {
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
}
