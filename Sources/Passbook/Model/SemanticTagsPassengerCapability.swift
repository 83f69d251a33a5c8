extension SemanticTags {
    /// Something a passenger may do (`passengerCapabilities`).
    ///
    /// Unknown strings are kept as they are; see ``OpenEnumeration``.
    public struct PassengerCapability: OpenEnumeration {
        public let rawValue: String

        /// Creates a value from its JSON string, known or not.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Board before general boarding.
        public static let preboarding = PassengerCapability(rawValue: "PKPassengerCapabilityPreboarding")
        /// Priority boarding.
        public static let priorityBoarding = PassengerCapability(rawValue: "PKPassengerCapabilityPriorityBoarding")
        /// Bring a carry-on bag.
        public static let carryon = PassengerCapability(rawValue: "PKPassengerCapabilityCarryon")
        /// Bring a personal item.
        public static let personalItem = PassengerCapability(rawValue: "PKPassengerCapabilityPersonalItem")
        /// Travel with an infant on the lap.
        public static let lapInfant = PassengerCapability(rawValue: "PKPassengerCapabilityLapInfant")

        public static let knownValues: [PassengerCapability] = [
            .preboarding, .priorityBoarding, .carryon, .personalItem, .lapInfant,
        ]
    }
}
