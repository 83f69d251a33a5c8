/// How a field shows a date or a time (`dateStyle`, `timeStyle`).
///
/// Unknown strings are kept as they are; see ``OpenEnumeration``.
public struct DateStyle: OpenEnumeration {
    public let rawValue: String

    /// Creates a value from its JSON string, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not shown.
    public static let none = DateStyle(rawValue: "PKDateStyleNone")
    /// Short, such as 11/23/37 or 3:30 PM.
    public static let short = DateStyle(rawValue: "PKDateStyleShort")
    /// Medium, such as Nov 23, 1937.
    public static let medium = DateStyle(rawValue: "PKDateStyleMedium")
    /// Long, such as November 23, 1937.
    public static let long = DateStyle(rawValue: "PKDateStyleLong")
    /// Full, such as Tuesday, April 12, 1952 AD.
    public static let full = DateStyle(rawValue: "PKDateStyleFull")

    public static let knownValues: [DateStyle] = [.none, .short, .medium, .long, .full]
}
