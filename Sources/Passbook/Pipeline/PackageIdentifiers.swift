/// The identifiers a package's signing certificate must match, and its serial number.
public struct PackageIdentifiers: Sendable, Hashable {
    /// The type identifier (`passTypeIdentifier`), the certificate's UID.
    public var typeIdentifier: String
    /// The team identifier, the certificate's OU.
    public var teamIdentifier: String
    /// The serial number.
    public var serialNumber: String

    /// Creates identifiers.
    public init(typeIdentifier: String, teamIdentifier: String, serialNumber: String) {
        self.typeIdentifier = typeIdentifier
        self.teamIdentifier = teamIdentifier
        self.serialNumber = serialNumber
    }

    /// The identifiers of `pass`.
    public init(_ pass: Pass) {
        self.init(typeIdentifier: pass.passTypeIdentifier, teamIdentifier: pass.teamIdentifier, serialNumber: pass.serialNumber)
    }
}
