/// A color of a pass (`backgroundColor`, `foregroundColor`, `labelColor`, …).
///
/// Wallet documents only `rgb(r, g, b)`, so that is what is always written. Reading is lenient:
/// any whitespace inside `rgb( … )`, `rgba(r, g, b, a)` (the alpha is dropped) and hex `#RGB` or
/// `#RRGGBB` are accepted, and ``notation`` records which form was read so a validator can
/// warn about the undocumented ones.
public struct PassColor: Sendable, TextCodable {
    /// How a color was written in the file it was read from.
    public enum Notation: Sendable, Hashable {
        /// `rgb(r, g, b)`, the documented form.
        case rgb
        /// `rgba(r, g, b, a)`; the alpha is not kept.
        case rgba
        /// `#RGB` or `#RRGGBB`.
        case hex
    }

    /// The red component, 0 to 255.
    public var red: UInt8
    /// The green component, 0 to 255.
    public var green: UInt8
    /// The blue component, 0 to 255.
    public var blue: UInt8
    /// How the color was written when read; colors made in code are ``Notation/rgb``.
    /// It does not take part in equality.
    public var notation: Notation

    /// Creates a color from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        notation = .rgb
    }

    /// Reads a color, or returns `nil` when `text` is not one; ``parse(_:)`` says why.
    public init?(_ text: String) {
        guard case .success(let color) = PassColor.parse(text) else { return nil }
        self = color
    }

    /// The color as Wallet documents it: `rgb(23, 187, 82)`.
    public var description: String {
        "rgb(\(red), \(green), \(blue))"
    }

    /// Reads `rgb(r, g, b)`, `rgba(r, g, b, a)`, `#RGB` or `#RRGGBB`, or says what is wrong.
    public static func parse(_ text: String) -> Result<PassColor, ValueFormatError> {
        let trimmed = text.trimmingASCIIWhitespace()
        let failure = ValueFormatError(
            message: "expected a color like rgb(23, 187, 82) but found \"\(text)\""
        )
        if trimmed.hasPrefix("#") {
            return parseHex(trimmed.dropFirst()).map { .success($0) } ?? .failure(failure)
        }
        let lowered = trimmed.lowercased()
        let isRGBA = lowered.hasPrefix("rgba")
        guard isRGBA || lowered.hasPrefix("rgb") else { return .failure(failure) }
        let afterName = lowered.dropFirst(isRGBA ? 4 : 3).trimmingASCIIWhitespace()
        guard afterName.hasPrefix("("), afterName.hasSuffix(")"), afterName.count >= 2 else { return .failure(failure) }
        let parts = afterName.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingASCIIWhitespace() }
        guard parts.count == (isRGBA ? 4 : 3) else { return .failure(failure) }
        var components: [UInt8] = []
        for part in parts.prefix(3) {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return .failure(failure)
            }
            guard let value = Int(part), let component = UInt8(exactly: value) else {
                return .failure(
                    ValueFormatError(
                        message: "the color \"\(text)\" has the component \(part), but components go from 0 to 255"
                    )
                )
            }
            components.append(component)
        }
        if isRGBA {
            guard let alpha = Double(parts[3]), (0...1).contains(alpha) else {
                return .failure(
                    ValueFormatError(message: "the color \"\(text)\" has the alpha \(parts[3]); alpha goes from 0 to 1")
                )
            }
        }
        var color = PassColor(red: components[0], green: components[1], blue: components[2])
        color.notation = isRGBA ? .rgba : .rgb
        return .success(color)
    }

    private static func parseHex(_ digits: Substring) -> PassColor? {
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        var color = PassColor(
            red: UInt8(truncatingIfNeeded: value >> 16),
            green: UInt8(truncatingIfNeeded: value >> 8),
            blue: UInt8(truncatingIfNeeded: value)
        )
        color.notation = .hex
        return color
    }
}

extension PassColor: Hashable {
    public static func == (lhs: PassColor, rhs: PassColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
    }
}
