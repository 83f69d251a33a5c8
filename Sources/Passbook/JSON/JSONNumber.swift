/// A JSON number that keeps its literal text, so a value read from a file is written back
/// exactly as it was (`-122.3748889`, `1`, `1.0` and `1e3` all stay as they are).
///
/// Two numbers are equal when their text is equal; compare ``doubleValue`` for numeric equality.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written in JSON.
    public let text: String

    /// Creates a number from an integer, written without a fraction (`12`).
    public init(_ value: Int) {
        text = String(value)
    }

    /// Creates a number from a double in its shortest round-trip form (`21.75`, `1.0`, `1e+20`).
    ///
    /// JSON has no way to write NaN or infinity, so passing one is a programming error.
    public init(_ value: Double) {
        precondition(value.isFinite, "JSON cannot represent \(value)")
        text = value.description
    }

    /// The number ``JSONValueEncoder`` writes for `value`: a whole value within 2^53 without a
    /// fraction (`100`, not `100.0`), any other in its shortest round-trip form; `nil` for NaN
    /// and infinity, which JSON cannot hold.
    init?(encoding value: Double) {
        guard value.isFinite else { return nil }
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            self.init(Int(value))
        } else {
            self.init(value)
        }
    }

    /// Creates a number from its JSON text, or returns `nil` when the text is not a JSON number.
    public init?(text: String) {
        guard JSONNumber.isValidLiteral(Array(text.utf8)) else { return nil }
        self.text = text
    }

    /// Creates a number from text already checked against the JSON number grammar.
    init(uncheckedText text: String) {
        self.text = text
    }

    /// The value as an `Int` when it is a whole number that fits (`3`, `3.0` and `3e0` give 3).
    public var intValue: Int? {
        if let exact = Int(text) { return exact }
        let double = doubleValue
        // Beyond 2^53 a double no longer names one integer, so refuse rather than guess.
        guard double.rounded() == double, abs(double) <= 9_007_199_254_740_992 else { return nil }
        return Int(exactly: double)
    }

    /// The value as a `Double`; very large literals give infinity.
    public var doubleValue: Double {
        Double(text) ?? .nan
    }

    /// Whether the literal has neither a fraction nor an exponent.
    public var isIntegerLiteral: Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    public var description: String { text }

    /// Checks `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?` (RFC 8259, section 6).
    static func isValidLiteral(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    public init(floatLiteral value: Double) {
        self.init(value)
    }
}
