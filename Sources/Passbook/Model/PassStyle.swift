/// The classic style of a pass, named by the top-level key that holds its fields.
///
/// Exactly one of these keys must be present. The iOS 27 `posterGeneric` key is not a style of
/// its own here: it sits beside a classic style as ``Pass/posterGeneric``.
public enum PassStyle: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Travel tickets; needs a ``PassFields/transitType``.
    case boardingPass
    /// Offers and discounts.
    case coupon
    /// Tickets for events.
    case eventTicket
    /// Anything else.
    case generic
    /// Loyalty, gift and points cards.
    case storeCard

    /// The top-level key that holds the style's fields.
    public var key: String {
        rawValue
    }

    public var description: String {
        rawValue
    }
}
