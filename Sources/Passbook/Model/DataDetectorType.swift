/// A kind of data that Wallet turns into a link in a back field (`dataDetectorTypes`).
///
/// Unknown strings are kept as they are; see ``OpenEnumeration``.
public struct DataDetectorType: OpenEnumeration {
    public let rawValue: String

    /// Creates a value from its JSON string, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Phone numbers.
    public static let phoneNumber = DataDetectorType(rawValue: "PKDataDetectorTypePhoneNumber")
    /// URLs.
    public static let link = DataDetectorType(rawValue: "PKDataDetectorTypeLink")
    /// Postal addresses.
    public static let address = DataDetectorType(rawValue: "PKDataDetectorTypeAddress")
    /// Dates and times that can become calendar events.
    public static let calendarEvent = DataDetectorType(rawValue: "PKDataDetectorTypeCalendarEvent")

    public static let knownValues: [DataDetectorType] = [.phoneNumber, .link, .address, .calendarEvent]
}
