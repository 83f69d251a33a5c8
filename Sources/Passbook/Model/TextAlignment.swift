/// How a field's label and value are aligned (`textAlignment`).
///
/// Unknown strings are kept as they are; see ``OpenEnumeration``.
public struct TextAlignment: OpenEnumeration {
    public let rawValue: String

    /// Creates a value from its JSON string, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Left aligned.
    public static let left = TextAlignment(rawValue: "PKTextAlignmentLeft")
    /// Centred.
    public static let center = TextAlignment(rawValue: "PKTextAlignmentCenter")
    /// Right aligned.
    public static let right = TextAlignment(rawValue: "PKTextAlignmentRight")
    /// The script's natural alignment; the default.
    public static let natural = TextAlignment(rawValue: "PKTextAlignmentNatural")

    public static let knownValues: [TextAlignment] = [.left, .center, .right, .natural]
}
