/// The kind of transport of a boarding pass (`boardingPass.transitType`).
///
/// Unknown strings are kept as they are; see ``OpenEnumeration``.
public struct TransitType: OpenEnumeration {
    public let rawValue: String

    /// Creates a value from its JSON string, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An aeroplane; required for semantic airline boarding passes.
    public static let air = TransitType(rawValue: "PKTransitTypeAir")
    /// A boat or ferry.
    public static let boat = TransitType(rawValue: "PKTransitTypeBoat")
    /// A bus.
    public static let bus = TransitType(rawValue: "PKTransitTypeBus")
    /// Any other transport.
    public static let generic = TransitType(rawValue: "PKTransitTypeGeneric")
    /// A train.
    public static let train = TransitType(rawValue: "PKTransitTypeTrain")

    public static let knownValues: [TransitType] = [.air, .boat, .bus, .generic, .train]
}
