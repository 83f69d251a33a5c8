/// The layout Wallet draws a pass in: the classic one of its style, or one of the newer layouts a
/// pass asks for and satisfies.
public enum PassLayout: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The layout of the pass's classic style key.
    case classic
    /// The poster event ticket (iOS 18): full-bleed artwork, event details from the semantic tags.
    case posterEventTicket
    /// The semantic airline boarding pass (iOS 26), drawn from the flight's semantic tags.
    case semanticBoardingPass
    /// The poster generic pass (iOS 27): artwork with the `posterGeneric` key's fields.
    case posterGeneric

    public var description: String { rawValue }

    /// The image slots the layout shows beyond its classic style's (spec §1.3.2).
    public var imageSlots: Set<String> {
        switch self {
        case .classic: []
        case .posterEventTicket: ["primaryLogo", "secondaryLogo", "artwork"]
        case .semanticBoardingPass: ["primaryLogo"]
        case .posterGeneric: ["primaryLogo", "artwork"]
        }
    }
}
