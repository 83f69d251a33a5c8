/// How a run of text looks: font size in points, weight and colour.
struct TextStyle {
    enum Weight {
        case light, regular, medium, semibold, bold
    }

    var size: Double
    var weight: Weight
    var color: RGBA

    init(size: Double, weight: Weight = .regular, color: RGBA) {
        self.size = size
        self.weight = weight
        self.color = color
    }

    /// The same font in another colour.
    func colored(_ color: RGBA) -> TextStyle {
        TextStyle(size: size, weight: weight, color: color)
    }

    /// The same font at another size.
    func sized(_ size: Double) -> TextStyle {
        TextStyle(size: size, weight: weight, color: color)
    }

    /// The font families asked of fontconfig, in order: Inter is close to Wallet's San Francisco,
    /// DejaVu Sans covers Arabic, Hebrew, Greek and Cyrillic where Inter has no glyphs.
    static let families = "Inter, DejaVu Sans"
}
