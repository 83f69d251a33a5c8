/// What registering a device for a pass did.
public enum Registration: Sendable, Hashable {
    /// The device is registered for the pass now.
    case created
    /// The device was registered already; its push token is stored again.
    case existing
    /// The pass has as many devices as it may have; nothing was stored.
    case full
}
