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
        let pixels = image.rgba
        var seen = [Bool](repeating: false, count: 1 << 15)
        var colors = 0
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            let key = Int(pixels[offset] >> 3) << 10 | Int(pixels[offset + 1] >> 3) << 5 | Int(pixels[offset + 2] >> 3)
            if !seen[key] {
                seen[key] = true
                colors += 1
            }
        }
        colorCount = colors
        let map = LuminanceMap(image: image)
        textLuminance = map.histogram(
            rows: 0..<Int((Double(map.height) * Self.textHeight).rounded()),
            columns: 0..<Int((Double(map.width) * Self.textWidth).rounded())
        )
        edgeShare = map.edgeShare(rows: 0..<map.height)
    }
}
