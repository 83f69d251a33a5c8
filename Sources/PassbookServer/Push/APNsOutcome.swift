import Foundation

/// What APNs made of one push, and so what the queue does with it.
enum APNsOutcome: Sendable, Equatable {
    /// Accepted.
    case sent
    /// The token is gone (410, or 400 BadDeviceToken): remove registrations made before `since`.
    case gone(since: Date, reason: String)
    /// Try again later (429, 5xx, 403 credential problems, network errors).
    case retry(reason: String)
    /// A request APNs will never take; drop it.
    case failed(reason: String)
}
