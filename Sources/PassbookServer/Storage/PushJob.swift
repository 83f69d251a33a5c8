/// One push waiting to be sent: a device's token and the pass type it is for, or a Google Wallet
/// object to bring up to date.
public struct PushJob: Sendable, Hashable {
    /// Where a job goes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A push to a device through APNs.
        case apns
        /// A PATCH of the pass's Google Wallet object (no device or token).
        case google
    }

    /// Where the job goes.
    public var kind: Kind = .apns
    /// The queue's identifier of the job.
    public var id: Int64
    /// The pass type (the APNs topic).
    public var passTypeIdentifier: String
    /// The pass that changed.
    public var serialNumber: String
    /// The device that registered it.
    public var deviceLibraryIdentifier: String
    /// The device's APNs token, in hex.
    public var pushToken: String
    /// Attempts so far, this one included.
    public var attempts: Int64
}
