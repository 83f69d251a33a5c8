/// A layout Wallet may try before the classic style (`preferredStyleSchemes`).
///
/// Unknown strings are kept as they are; see ``OpenEnumeration``.
public struct StyleScheme: OpenEnumeration {
    public let rawValue: String

    /// Creates a value from its JSON string, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The poster event ticket layout (iOS 18), with the `eventTicket` style.
    public static let posterEventTicket = StyleScheme(rawValue: "posterEventTicket")
    /// The classic event ticket layout.
    public static let eventTicket = StyleScheme(rawValue: "eventTicket")
    /// The semantic airline boarding pass layout (iOS 26), with the `boardingPass` style.
    public static let semanticBoardingPass = StyleScheme(rawValue: "semanticBoardingPass")
    /// The classic boarding pass layout.
    public static let boardingPass = StyleScheme(rawValue: "boardingPass")

    public static let knownValues: [StyleScheme] = [
        .posterEventTicket, .eventTicket, .semanticBoardingPass, .boardingPass,
    ]
}
