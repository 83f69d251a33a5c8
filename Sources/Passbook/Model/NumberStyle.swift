/// How a field shows a number value (`numberStyle`).
///
/// Unknown strings are kept as they are; see ``OpenEnumeration``.
public struct NumberStyle: OpenEnumeration {
    public let rawValue: String

    /// Creates a value from its JSON string, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Decimal, such as 1,234.5.
    public static let decimal = NumberStyle(rawValue: "PKNumberStyleDecimal")
    /// Percent, such as 12%.
    public static let percent = NumberStyle(rawValue: "PKNumberStylePercent")
    /// Scientific, such as 1.2345E3.
    public static let scientific = NumberStyle(rawValue: "PKNumberStyleScientific")
    /// Spelled out, such as two hundred.
    public static let spellOut = NumberStyle(rawValue: "PKNumberStyleSpellOut")

    public static let knownValues: [NumberStyle] = [.decimal, .percent, .scientific, .spellOut]
}
