/// One push waiting to be sent: a device's token and the pass type it is for.
public struct PushJob: Sendable, Hashable {
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
