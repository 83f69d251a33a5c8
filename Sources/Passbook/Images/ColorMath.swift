import Foundation

/// WCAG 2 relative luminance and contrast, the measures the design rules use.
public enum ColorMath {
    /// Relative luminance of an sRGB color with 0…255 components, from 0 (black) to 1 (white).
    public static func relativeLuminance(red: Int, green: Int, blue: Int) -> Double {
        // Image rules call this for every pixel: a table of the 256 byte values gives the same
        // numbers as the formula without a pow() per component.
        guard (0...255).contains(red), (0...255).contains(green), (0...255).contains(blue) else {
            return relativeLuminance(red: Double(red), green: Double(green), blue: Double(blue))
        }
        let table = linearByByte
        return 0.2126 * table[red] + 0.7152 * table[green] + 0.0722 * table[blue]
    }

    /// Relative luminance of an sRGB color with 0…255 components (fractions allowed).
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// A 0…255 sRGB component as linear light.
    private static func linear(_ component: Double) -> Double {
        let value = component / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static let linearByByte: [Double] = (0...255).map { linear(Double($0)) }

    /// Relative luminance of a pass color.
    public static func relativeLuminance(_ color: PassColor) -> Double {
        relativeLuminance(red: Int(color.red), green: Int(color.green), blue: Int(color.blue))
    }

    /// WCAG contrast ratio between two luminances, from 1 to 21.
    public static func contrast(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
