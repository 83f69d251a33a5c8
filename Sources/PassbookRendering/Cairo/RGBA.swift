import Foundation
import Passbook

/// A colour with opacity, components from 0 to 1, as cairo takes them.
struct RGBA: Sendable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: PassColor, alpha: Double = 1) {
        self.init(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255, alpha: alpha)
    }

    func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    static let white = RGBA(red: 1, green: 1, blue: 1)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    /// `#RRGGBB`, as Pango markup takes a colour; opacity is left out.
    var hex: String {
        func byte(_ c: Double) -> String {
            let value = Int((min(max(c, 0), 1) * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// This colour moved `amount` (0 to 1) of the way towards `other`.
    func mixed(with other: RGBA, _ amount: Double) -> RGBA {
        RGBA(
            red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount, alpha: alpha
        )
    }

    /// The WCAG contrast ratio between this colour and `other`, from 1 to 21.
    func contrast(with other: RGBA) -> Double {
        let (lighter, darker) = luminance > other.luminance ? (luminance, other.luminance) : (other.luminance, luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// How far apart two colours are, as a straight line through RGB (0 to √3), opacity left out.
    func distance(to other: RGBA) -> Double {
        ((red - other.red) * (red - other.red) + (green - other.green) * (green - other.green) + (blue - other.blue) * (blue - other.blue)).squareRoot()
    }

    /// Relative luminance (WCAG), to choose between light and dark details.
    var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}
