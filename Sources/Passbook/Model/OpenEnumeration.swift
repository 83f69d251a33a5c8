/// A string from a documented list of values that stays open to values Wallet adds later.
///
/// Every enumerated string in `pass.json` (`transitType`, `dateStyle`, a barcode's `format`, …)
/// is modelled with this protocol rather than a Swift `enum`. Decoding accepts any string, so a
/// pass that uses a value from a newer system still reads and writes back unchanged; ``isKnown``
/// tells a validator whether the value is one Passbook knows, and
/// ``unknownValueMessage`` words the finding.
public protocol OpenEnumeration: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible
where RawValue == String {
    /// Creates a value from its JSON string, known or not.
    init(rawValue: String)

    /// The documented values, in documentation order.
    static var knownValues: [Self] { get }
}

extension OpenEnumeration {
    /// Whether the value is one of ``knownValues``.
    public var isKnown: Bool {
        Self.knownValues.contains(self)
    }

    public var description: String {
        rawValue
    }

    /// `expected one of PKDateStyleNone, PKDateStyleShort, … but found "Short"`, for reports.
    public var unknownValueMessage: String {
        "expected one of \(Self.knownValues.map(\.rawValue).joined(separator: ", ")) but found \"\(rawValue)\""
    }
}
