public import Foundation

/// What a holder sent to sign up for a personalizable (rewards) pass.
public struct Enrollment: Sendable, Hashable {
    /// The pass enrolled.
    public var serialNumber: String
    /// Its pass type.
    public var passTypeIdentifier: String
    /// The `requiredPersonalizationInfo` object as Wallet sent it (JSON).
    public var info: Data
    /// The token Wallet asked the service to sign.
    public var personalizationToken: String
    /// When it arrived.
    public var received: Date

    /// Creates an enrollment.
    public init(serialNumber: String, passTypeIdentifier: String, info: Data, personalizationToken: String, received: Date) {
        self.serialNumber = serialNumber
        self.passTypeIdentifier = passTypeIdentifier
        self.info = info
        self.personalizationToken = personalizationToken
        self.received = received
    }
}
