extension UpcomingPassInformationEntry {
    /// The kind of an upcoming pass information entry (`upcomingPassInformation[].type`).
    ///
    /// Unknown strings are kept as they are; see ``OpenEnumeration``.
    public struct Kind: OpenEnumeration {
        public let rawValue: String

        /// Creates a value from its JSON string, known or not.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An event; the only documented kind.
        public static let event = Kind(rawValue: "event")

        public static let knownValues: [Kind] = [.event]
    }
}
