/// What the design rules need to know about a strip or background image beyond its mean: how light
/// it is where the primary field is drawn over it, and how photo-like it is.
///
/// Text lands in the strip's leading two thirds and top two thirds: the primary value and its label
/// are drawn from the top-left corner, as in the preview.
public struct StripStatistics: Sendable, Hashable {
    /// The region under the primary field, as fractions of the width and height.
    public static let textWidth = 2.0 / 3
    public static let textHeight = 2.0 / 3

    /// Relative luminance of the pixels under the primary field, in ``ArtworkStatistics/bins`` bins.
    public var textLuminance: [Int]
    /// How many distinct colours the image has, counted at 5 bits per component: flat art has tens
    /// or hundreds, photographs thousands.
    public var colorCount: Int
    /// Share of pixels at an edge (a luminance step of ``ArtworkStatistics/edgeStep`` to the right or
    /// below): flat art and soft gradients have almost none, printed text and photographs more.
    public var edgeShare: Double

    /// Measures `image`.
    public init(image: PNGImage) {
        let width = image.width, height = image.height
        let pixels = image.rgba
        var luminance = [Double](repeating: 0, count: width * height)
        var seen = [Bool](repeating: false, count: 1 << 15)
        var colors = 0
        for index in luminance.indices {
            let offset = index * 4
            let red = Int(pixels[offset]), green = Int(pixels[offset + 1]), blue = Int(pixels[offset + 2])
            luminance[index] = ColorMath.relativeLuminance(red: red, green: green, blue: blue)
            let key = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
            if !seen[key] {
                seen[key] = true
                colors += 1
            }
        }
        colorCount = colors
        var bins = [Int](repeating: 0, count: ArtworkStatistics.bins)
        for y in 0..<Int((Double(height) * Self.textHeight).rounded()) {
            for x in 0..<Int((Double(width) * Self.textWidth).rounded()) {
                bins[min(ArtworkStatistics.bins - 1, Int(luminance[y * width + x] * Double(ArtworkStatistics.bins)))] += 1
            }
        }
        textLuminance = bins
        var edges = 0
        for y in 0..<max(0, height - 1) {
            for x in 0..<max(0, width - 1) {
                let here = luminance[y * width + x]
                if abs(here - luminance[y * width + x + 1]) >= ArtworkStatistics.edgeStep || abs(here - luminance[(y + 1) * width + x]) >= ArtworkStatistics.edgeStep { edges += 1 }
            }
        }
        edgeShare = width > 1 && height > 1 ? Double(edges) / Double((width - 1) * (height - 1)) : 0
    }
}
