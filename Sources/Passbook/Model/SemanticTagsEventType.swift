extension SemanticTags {
    /// The kind of event of a ticket (`semantics.eventType`).
    ///
    /// Unknown strings are kept as they are; see ``OpenEnumeration``.
    public struct EventType: OpenEnumeration {
        public let rawValue: String

        /// Creates a value from its JSON string, known or not.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Any other event.
        public static let generic = EventType(rawValue: "PKEventTypeGeneric")
        /// A concert or other live performance.
        public static let livePerformance = EventType(rawValue: "PKEventTypeLivePerformance")
        /// A film screening.
        public static let movie = EventType(rawValue: "PKEventTypeMovie")
        /// A sports game.
        public static let sports = EventType(rawValue: "PKEventTypeSports")
        /// A conference.
        public static let conference = EventType(rawValue: "PKEventTypeConference")
        /// A convention.
        public static let convention = EventType(rawValue: "PKEventTypeConvention")
        /// A workshop.
        public static let workshop = EventType(rawValue: "PKEventTypeWorkshop")
        /// A social gathering.
        public static let socialGathering = EventType(rawValue: "PKEventTypeSocialGathering")

        public static let knownValues: [EventType] = [
            .generic, .livePerformance, .movie, .sports, .conference, .convention, .workshop, .socialGathering,
        ]
    }
}
