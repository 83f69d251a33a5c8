public import Foundation

/// The devices registered for passes, and the messages they send to the log endpoint.
public protocol DeviceRegistrations: Sendable {
    /// Registers a device for a pass and stores its push token, unless the pass already has
    /// `maximumDevices` other devices (concurrent registrations may pass the bound by a few).
    func register(device: String, pushToken: String, passTypeIdentifier: String, serialNumber: String, maximumDevices: Int, now: Date) async throws -> Registration
    /// Removes a registration, and the device once it has none left.
    func unregister(device: String, passTypeIdentifier: String, serialNumber: String) async throws
    /// The device's passes of a type changed after `tag` (all when `nil`), with the largest tag among them.
    func updatedSerials(device: String, passTypeIdentifier: String, since tag: Int64?) async throws -> (serials: [String], lastUpdated: Int64)
    /// Keeps messages devices sent to the log endpoint, then drops the oldest beyond `retention`.
    func saveLogs(_ messages: [String], now: Date, retention: LogRetention) async throws
}
