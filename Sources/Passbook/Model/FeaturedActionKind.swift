extension FeaturedAction {
    /// What a featured action does (`featuredActions[].type`).
    ///
    /// Unknown strings are kept as they are; see ``OpenEnumeration``.
    public struct Kind: OpenEnumeration {
        public let rawValue: String

        /// Creates a value from its JSON string, known or not.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Show a schedule (events).
        public static let viewSchedule = Kind(rawValue: "viewSchedule")
        /// Play a trailer (events).
        public static let watchTrailer = Kind(rawValue: "watchTrailer")
        /// Play music (events).
        public static let listenToMusic = Kind(rawValue: "listenToMusic")
        /// Make a phone call.
        public static let call = Kind(rawValue: "call")
        /// Show a place.
        public static let place = Kind(rawValue: "place")
        /// Add to a balance (memberships).
        public static let addToBalance = Kind(rawValue: "addToBalance")
        /// Place an order (memberships).
        public static let order = Kind(rawValue: "order")
        /// Shop (memberships).
        public static let shop = Kind(rawValue: "shop")
        /// Show membership benefits.
        public static let membershipBenefits = Kind(rawValue: "membershipBenefits")
        /// Book an appointment (memberships).
        public static let bookAppointment = Kind(rawValue: "bookAppointment")
        /// Book a car (memberships).
        public static let bookCar = Kind(rawValue: "bookCar")
        /// Book a flight (memberships).
        public static let bookFlight = Kind(rawValue: "bookFlight")
        /// Book a stay (memberships).
        public static let bookStay = Kind(rawValue: "bookStay")
        /// Show offers and rewards.
        public static let viewOffersRewards = Kind(rawValue: "viewOffersRewards")

        public static let knownValues: [Kind] = [
            .viewSchedule, .watchTrailer, .listenToMusic, .call, .place, .addToBalance, .order, .shop,
            .membershipBenefits, .bookAppointment, .bookCar, .bookFlight, .bookStay, .viewOffersRewards,
        ]
    }
}
