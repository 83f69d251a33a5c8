/// An image slot's recommended size in points, and which styles show it (spec §1.3).
public struct ImageSlot: Sendable, Hashable {
    /// How the size is meant.
    public enum Sizing: Sendable, Hashable {
        /// The image should be this size; Wallet scales and crops other sizes.
        case exact
        /// The image may be smaller but should not be larger.
        case maximum
        /// Only the aspect ratio matters; Wallet scales the image to fill.
        case aspectOnly
    }

    /// The slot name: `logo`, `strip`, ….
    public var name: String
    /// Width in points.
    public var width: Int
    /// Height in points.
    public var height: Int
    /// How the size is meant.
    public var sizing: Sizing

    /// The slot `name` as used by `style` (strips differ between event tickets and other styles).
    public static func named(_ name: String, style: PassStyle?) -> ImageSlot? {
        switch name {
        case "icon": ImageSlot(name: name, width: 38, height: 38, sizing: .exact)
        case "logo": ImageSlot(name: name, width: 160, height: 50, sizing: .maximum)
        case "primaryLogo": ImageSlot(name: name, width: 126, height: 30, sizing: .maximum)
        case "secondaryLogo": ImageSlot(name: name, width: 135, height: 12, sizing: .maximum)
        case "strip" where style == .eventTicket: ImageSlot(name: name, width: 375, height: 98, sizing: .exact)
        case "strip": ImageSlot(name: name, width: 375, height: 144, sizing: .exact)
        case "thumbnail": ImageSlot(name: name, width: 90, height: 90, sizing: .maximum)
        case "background": ImageSlot(name: name, width: 180, height: 220, sizing: .aspectOnly)
        case "artwork": ImageSlot(name: name, width: 358, height: 448, sizing: .exact)
        case "footer": ImageSlot(name: name, width: 286, height: 15, sizing: .maximum)
        case "personalizationLogo": ImageSlot(name: name, width: 150, height: 40, sizing: .exact)
        default: nil
        }
    }

    /// The slots a classic style shows.
    public static func slots(for style: PassStyle) -> Set<String> {
        switch style {
        case .boardingPass: ["icon", "logo", "footer"]
        case .coupon, .storeCard: ["icon", "logo", "strip"]
        case .eventTicket: ["icon", "logo", "strip", "background", "thumbnail"]
        case .generic: ["icon", "logo", "thumbnail"]
        }
    }
}
