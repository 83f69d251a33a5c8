public import Foundation

/// Passes whose data changed and that wait to be signed again in the background.
public protocol ResigningQueue: Sendable {
    /// Writes new data to the passes `serials` (`transform` returns it from the stored pass, `nil`
    /// to leave one as it is) and marks them with `mark` to be signed again in the background, in
    /// one transaction; their archives stay as they are until then. The passes whose
    /// ``StagedData`` says `leased` are leased for `lease` seconds from `now`: their caller signs
    /// them from the data it computed, before the change commits, and stores each with the mark.
    /// Returns the serials changed; throws ``PassesNotFound`` and changes nothing when a serial is unknown.
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
}
