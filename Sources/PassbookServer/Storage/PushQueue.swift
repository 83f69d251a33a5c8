public import Foundation

/// The pushes queued for devices, leased by the senders of every instance.
public protocol PushQueue: Sendable {
    /// Leases up to `limit` due pushes for `lease` seconds; a job whose lease runs out (its
    /// sender died) is handed out again.
    func claimPushes(limit: Int, lease: TimeInterval, now: Date, kinds: Set<PushJob.Kind>) async throws -> [PushJob]
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
