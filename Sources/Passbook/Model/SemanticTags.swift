/// Machine-readable data about a pass or a field (`semantics`), which Wallet and Siri use for features such as poster
/// event tickets and semantic boarding passes. Every documented tag is a typed property; any other tag is kept in
/// `unknownKeys`.
public struct SemanticTags: Sendable, Hashable {
    // MARK: Any pass

    /// The total price paid.
    public var totalPrice: CurrencyAmount?

    /// Wi-Fi networks available to the holder.
    public var wifiAccess: [WifiNetwork]?

    /// The duration of the event or journey, in seconds.
    public var duration: Double?

    /// Whether the holder is asked to silence their phone during the event or journey.
    public var silenceRequested: Bool?

    // MARK: Store cards

    /// The balance of a store card.
    public var balance: CurrencyAmount?

    // MARK: Events

    /// The name of the event.
    public var eventName: String?

    /// The kind of event.
    public var eventType: EventType?

    /// When the event starts.
    public var eventStartDate: W3CDate?

    /// When the event ends.
    public var eventEndDate: W3CDate?

    /// When the event starts, with more detail than `eventStartDate` (iOS 18).
    public var eventStartDateInfo: EventDateInfo?

    /// The name of the venue.
    public var venueName: String?

    /// The region of the venue, such as a city.
    public var venueRegionName: String?

    /// The room of the venue.
    public var venueRoom: String?

    /// Where the venue is.
    public var venueLocation: Location?

    /// The phone number of the venue.
    public var venuePhoneNumber: String?

    /// The entrance to use.
    public var venueEntrance: String?

    /// The gate to use.
    public var venueEntranceGate: String?

    /// The door to use.
    public var venueEntranceDoor: String?

    /// The portal to use.
    public var venueEntrancePortal: String?

    /// How to enter.
    public var entranceDescription: String?

    /// When the venue opens.
    public var venueOpenDate: W3CDate?

    /// When the venue closes.
    public var venueCloseDate: W3CDate?

    /// When the doors open.
    public var venueDoorsOpenDate: W3CDate?

    /// When the gates open.
    public var venueGatesOpenDate: W3CDate?

    /// When the box office opens.
    public var venueBoxOfficeOpenDate: W3CDate?

    /// When the parking lots open.
    public var venueParkingLotsOpenDate: W3CDate?

    /// When the fan zone opens.
    public var venueFanZoneOpenDate: W3CDate?

    /// The admission level, such as General Admission.
    public var admissionLevel: String?

    /// The abbreviated admission level.
    public var admissionLevelAbbreviation: String?

    /// The name of the attendee.
    public var attendeeName: String?

    /// More attributes of the ticket.
    public var additionalTicketAttributes: String?

    /// The genre of the event.
    public var genre: String?

    /// Whether tailgating is allowed.
    public var tailgatingAllowed: Bool?

    /// The seats of the ticket or journey.
    public var seats: [Seat]?

    // MARK: Sports events

    /// The name of the home team.
    public var homeTeamName: String?

    /// The abbreviated name of the home team.
    public var homeTeamAbbreviation: String?

    /// The home location of the home team.
    public var homeTeamLocation: String?

    /// The name of the away team.
    public var awayTeamName: String?

    /// The abbreviated name of the away team.
    public var awayTeamAbbreviation: String?

    /// The home location of the away team.
    public var awayTeamLocation: String?

    /// The name of the league.
    public var leagueName: String?

    /// The abbreviated name of the league.
    public var leagueAbbreviation: String?

    /// The name of the sport.
    public var sportName: String?

    // MARK: Live performances

    /// The names of the performers; localizable.
    public var performerNames: [String]?

    /// Apple Music identifiers of the artists.
    public var artistIDs: [String]?

    /// Apple Music identifiers of albums.
    public var albumIDs: [String]?

    /// Apple Music identifiers of playlists.
    public var playlistIDs: [String]?

    // MARK: Boarding passes

    /// The name of the transit company.
    public var transitProvider: String?

    /// The status of the journey, such as On Time or Delayed.
    public var transitStatus: String?

    /// Why the journey has its status.
    public var transitStatusReason: String?

    /// The name of the vehicle.
    public var vehicleName: String?

    /// The identifier of the vehicle.
    public var vehicleNumber: String?

    /// The kind of vehicle.
    public var vehicleType: String?

    /// The booking or confirmation number.
    public var confirmationNumber: String?

    /// The boarding group.
    public var boardingGroup: String?

    /// The boarding sequence number.
    public var boardingSequenceNumber: String?

    /// The boarding zone.
    public var boardingZone: String?

    /// The priority status of the passenger.
    public var priorityStatus: String?

    /// The kind of security screening.
    public var securityScreening: String?

    /// The name of the loyalty programme.
    public var membershipProgramName: String?

    /// The passenger's number in the loyalty programme.
    public var membershipProgramNumber: String?

    /// The passenger's status in the loyalty programme.
    public var membershipProgramStatus: String?

    /// The name of the passenger.
    public var passengerName: PersonNameComponents?

    /// The scheduled departure.
    public var originalDepartureDate: W3CDate?

    /// The scheduled boarding.
    public var originalBoardingDate: W3CDate?

    /// The scheduled arrival.
    public var originalArrivalDate: W3CDate?

    /// The expected departure.
    public var currentDepartureDate: W3CDate?

    /// The expected boarding.
    public var currentBoardingDate: W3CDate?

    /// The expected arrival.
    public var currentArrivalDate: W3CDate?

    /// Where the journey starts.
    public var departureLocation: Location?

    /// Where the journey ends.
    public var destinationLocation: Location?

    /// A description of the departure place.
    public var departureLocationDescription: String?

    /// A description of the destination.
    public var destinationLocationDescription: String?

    /// The fare class of the ticket.
    public var ticketFareClass: String?

    // MARK: Air travel

    /// The IATA airline code, such as LH.
    public var airlineCode: String?

    /// The flight code, such as LH451.
    public var flightCode: String?

    /// The flight number, such as 451.
    public var flightNumber: Int?

    /// The IATA code of the departure airport.
    public var departureAirportCode: String?

    /// The name of the departure airport.
    public var departureAirportName: String?

    /// The IATA code of the destination airport.
    public var destinationAirportCode: String?

    /// The name of the destination airport.
    public var destinationAirportName: String?

    /// The departure terminal.
    public var departureTerminal: String?

    /// The arrival terminal.
    public var destinationTerminal: String?

    /// The departure gate.
    public var departureGate: String?

    /// The arrival gate.
    public var destinationGate: String?

    /// The departure city (iOS 26).
    public var departureCityName: String?

    /// The destination city (iOS 26).
    public var destinationCityName: String?

    /// The IANA time zone of the departure airport (iOS 26).
    public var departureLocationTimeZone: String?

    /// The IANA time zone of the destination airport (iOS 26).
    public var destinationLocationTimeZone: String?

    /// Security programmes at the departure airport (iOS 26).
    public var departureLocationSecurityPrograms: [SecurityProgram]?

    /// Security programmes at the destination airport (iOS 26).
    public var destinationLocationSecurityPrograms: [SecurityProgram]?

    /// Security programmes the passenger may use (iOS 26).
    public var passengerEligibleSecurityPrograms: [SecurityProgram]?

    /// What the passenger may do, such as priority boarding (iOS 26).
    public var passengerCapabilities: [PassengerCapability]?

    /// Airline special service request codes (iOS 26).
    public var passengerAirlineSSRs: [String]?

    /// Information special service request codes, such as INFT (iOS 26).
    public var passengerInformationSSRs: [String]?

    /// Service special service request codes, such as WCHR (iOS 26).
    public var passengerServiceSSRs: [String]?

    /// MapKit place identifiers of lounges the passenger may use (iOS 26).
    public var loungePlaceIDs: [String]?

    /// Whether the passenger's travel documents were checked (iOS 26).
    public var internationalDocumentsAreVerified: Bool?

    /// The name of the declaration that documents were checked (iOS 26).
    public var internationalDocumentsVerifiedDeclarationName: String?

    // MARK: Rail travel

    /// The number of the train car.
    public var carNumber: String?

    /// The departure platform.
    public var departurePlatform: String?

    /// The arrival platform.
    public var destinationPlatform: String?

    /// The name of the departure station.
    public var departureStationName: String?

    /// The name of the destination station.
    public var destinationStationName: String?

    /// Tags Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates an empty set of tags; set the properties you need.
    public init() {
        unknownKeys = JSONObject()
    }
}
