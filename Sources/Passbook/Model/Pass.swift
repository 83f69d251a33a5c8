/// The contents of `pass.json`: every documented key as a typed property, plus any other key in `unknownKeys`, so that
/// reading a pass and writing it back loses nothing. Absent keys are `nil` and are not written; `null` is never
/// written.
public struct Pass: Sendable, Hashable {
    // MARK: Standard keys

    /// The version of the file format; always 1.
    public var formatVersion: Int

    /// The pass type identifier registered with Apple, such as `pass.com.example.member`; it must match the signing
    /// certificate.
    public var passTypeIdentifier: String

    /// Identifies the pass among passes of its type; it never changes across updates.
    public var serialNumber: String

    /// The Apple Team ID that owns the pass type identifier; it must match the signing certificate.
    public var teamIdentifier: String

    /// The organization shown on the Lock Screen and in notifications; localizable.
    public var organizationName: String

    /// The description read by VoiceOver; localizable and not empty.
    public var description: String

    // MARK: Appearance

    /// Text shown next to the logo; localizable.
    public var logoText: String?

    /// Text shown next to the logo of a poster event ticket (iOS 18.1); localizable.
    public var eventLogoText: String?

    /// The color of field values.
    public var foregroundColor: PassColor?

    /// The color of the pass background.
    public var backgroundColor: PassColor?

    /// The color of field labels; Wallet picks one when absent.
    public var labelColor: PassColor?

    /// The color of the footer of a poster event ticket (iOS 18).
    public var footerBackgroundColor: PassColor?

    /// Whether the strip image has no gloss; the gloss no longer exists since iOS 7.
    public var suppressStripShine: Bool?

    /// Whether a poster event ticket has no darkening gradient behind its header (iOS 18).
    public var suppressHeaderDarkening: Bool?

    /// Whether a poster event ticket derives its colors from its artwork (iOS 18).
    public var useAutomaticColors: Bool?

    /// A strip color; undocumented, so do not rely on it.
    public var stripColor: PassColor?

    /// An SF Symbol shown as the logo; undocumented, so do not rely on it.
    public var logoSymbolName: String?

    // MARK: Web service

    /// The base URL of the update web service; HTTPS in production.
    public var webServiceURL: String?

    /// The secret Wallet sends to the web service; at least 16 characters.
    public var authenticationToken: String?

    // MARK: Expiration

    /// When the pass expires.
    public var expirationDate: W3CDate?

    /// Whether the pass can no longer be used, such as a redeemed coupon.
    public var voided: Bool?

    // MARK: Relevance

    /// When the pass is relevant; deprecated in iOS 18 in favour of `relevantDates`, but still read by older systems.
    public var relevantDate: W3CDate?

    /// When the pass is relevant (iOS 18).
    public var relevantDates: [RelevantDate]?

    /// Where the pass is relevant; at most ten.
    public var locations: [Location]?

    /// Beacons near which the pass is relevant.
    public var beacons: [Beacon]?

    /// The largest distance, in metres, at which a location counts as near; it can only shrink Wallet's default.
    public var maxDistance: Double?

    // MARK: Barcodes and NFC

    /// The legacy single barcode for iOS 6 to 8; ignored when `barcodes` is present.
    public var barcode: Barcode?

    /// The barcodes; Wallet shows the first one the device can display.
    public var barcodes: [Barcode]?

    /// The NFC payload; needs an NFC-enabled certificate.
    public var nfc: NFC?

    // MARK: Associated apps and custom data

    /// App Store identifiers of the apps linked from the pass.
    public var associatedStoreIdentifiers: [Int]?

    /// The URL handed to the linked app when it opens; needs `associatedStoreIdentifiers`.
    public var appLaunchURL: String?

    /// App Store identifiers of more apps shown in a poster event ticket's event guide (iOS 18).
    public var auxiliaryStoreIdentifiers: [Int]?

    /// Data for companion apps, never shown.
    public var userInfo: JSONValue?

    // MARK: Semantics, grouping and sharing

    /// Machine-readable data about the pass.
    public var semantics: SemanticTags?

    /// Groups boarding passes or event tickets of the same type into one stack.
    public var groupingIdentifier: String?

    /// Whether the Share button is hidden.
    public var sharingProhibited: Bool?

    // MARK: Event guide links (poster event tickets)

    /// Event guide link: accessibility information.
    public var accessibilityURL: String?

    /// Event guide link: add-ons.
    public var addOnURL: String?

    /// Event guide link: the bag policy.
    public var bagPolicyURL: String?

    /// Event guide link: the venue's email address.
    public var contactVenueEmail: String?

    /// Event guide link: the venue's phone number.
    public var contactVenuePhoneNumber: String?

    /// Event guide link: the venue's website.
    public var contactVenueWebsite: String?

    /// Event guide link: directions.
    public var directionsInformationURL: String?

    /// Event guide link: merchandise.
    public var merchandiseURL: String?

    /// Event guide link: food ordering.
    public var orderFoodURL: String?

    /// Event guide link: parking information.
    public var parkingInformationURL: String?

    /// Event guide link: parking purchase.
    public var purchaseParkingURL: String?

    /// Event guide link: reselling the ticket.
    public var sellURL: String?

    /// Event guide link: transferring the ticket.
    public var transferURL: String?

    /// Event guide link: public transport information.
    public var transitInformationURL: String?

    // MARK: Airline links (semantic boarding passes)

    /// Airline link: changing the seat (iOS 26).
    public var changeSeatURL: String?

    /// Airline link: in-flight entertainment (iOS 26).
    public var entertainmentURL: String?

    /// Airline link: buying more baggage (iOS 26).
    public var purchaseAdditionalBaggageURL: String?

    /// Airline link: buying lounge access (iOS 26).
    public var purchaseLoungeAccessURL: String?

    /// Airline link: buying in-flight Wi-Fi (iOS 26).
    public var purchaseWifiURL: String?

    /// Airline link: upgrading (iOS 26).
    public var upgradeURL: String?

    /// Airline link: managing the booking (iOS 26).
    public var managementURL: String?

    /// Airline link: registering a service animal (iOS 26).
    public var registerServiceAnimalURL: String?

    /// Airline link: reporting a lost bag (iOS 26).
    public var reportLostBagURL: String?

    /// Airline link: requesting a wheelchair (iOS 26).
    public var requestWheelchairURL: String?

    /// Airline link: tracking bags (iOS 26).
    public var trackBagsURL: String?

    /// Airline link: the airline's email address (iOS 26).
    public var transitProviderEmail: String?

    /// Airline link: the airline's phone number (iOS 26).
    public var transitProviderPhoneNumber: String?

    /// Airline link: the airline's website (iOS 26).
    public var transitProviderWebsiteURL: String?

    // MARK: Multi-event passes and featured actions

    /// The upcoming events of a multi-event pass (iOS 26).
    public var upcomingPassInformation: [UpcomingPassInformationEntry]?

    /// Actions shown as cards under the pass (iOS 27); up to two.
    public var featuredActions: [FeaturedAction]?

    // MARK: Style keys

    /// The layouts Wallet should try, in order, before the classic style (iOS 18).
    public var preferredStyleSchemes: [StyleScheme]?

    /// The fields of a boarding pass.
    public var boardingPass: PassFields?

    /// The fields of a coupon.
    public var coupon: PassFields?

    /// The fields of an event ticket.
    public var eventTicket: PassFields?

    /// The fields of a generic pass.
    public var generic: PassFields?

    /// The fields of a store card.
    public var storeCard: PassFields?

    /// The fields of a poster generic pass (iOS 27), next to a classic style for older systems.
    public var posterGeneric: PassFields?

    // MARK: Keys seen in the wild but undocumented

    /// Seen in payment passes; undocumented, so do not write it.
    public var passLastModDate: String?

    /// Seen in payment passes; undocumented, so do not write it.
    public var isShellPass: Bool?

    /// Seen in payment passes; undocumented, so do not write it.
    public var revoked: Bool?

    /// Top-level keys Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates a pass of `style` with the required keys and the ones most passes use; set any
    /// other key through its property.
    public init(
        passTypeIdentifier: String,
        serialNumber: String,
        teamIdentifier: String,
        organizationName: String,
        description: String,
        style: PassStyle,
        fields: PassFields = PassFields(),
        logoText: String? = nil,
        foregroundColor: PassColor? = nil,
        backgroundColor: PassColor? = nil,
        labelColor: PassColor? = nil,
        barcodes: [Barcode]? = nil,
        locations: [Location]? = nil,
        relevantDates: [RelevantDate]? = nil,
        expirationDate: W3CDate? = nil,
        webServiceURL: String? = nil,
        authenticationToken: String? = nil,
        semantics: SemanticTags? = nil,
        userInfo: JSONValue? = nil,
        formatVersion: Int = 1
    ) {
        self.formatVersion = formatVersion
        self.passTypeIdentifier = passTypeIdentifier
        self.serialNumber = serialNumber
        self.teamIdentifier = teamIdentifier
        self.organizationName = organizationName
        self.description = description
        self.logoText = logoText
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.labelColor = labelColor
        self.barcodes = barcodes
        self.locations = locations
        self.relevantDates = relevantDates
        self.expirationDate = expirationDate
        self.webServiceURL = webServiceURL
        self.authenticationToken = authenticationToken
        self.semantics = semantics
        self.userInfo = userInfo
        unknownKeys = JSONObject()
        self[style: style] = fields
    }
}
