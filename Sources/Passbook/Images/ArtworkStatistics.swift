/// What the poster rules need to know about the pixels of a poster's `artwork`: how light the art is
/// where the header and the title sit, and how much detail lies where the footer material and the
/// barcode cover it.
///
/// The regions are fractions of the art's height, after the poster layouts (the art drawn across the
/// card from the top): the header is the top 15 %, the title the band from 40 % to 62 % just above
/// the material, and the covered part everything below 62 %.
public struct ArtworkStatistics: Sendable, Hashable {
    /// How many luminance bins the histograms have.
    public static let bins = 32
    /// The header band, the title band and the covered part, as fractions of the height.
    public static let header = 0.0..<0.15
    public static let title = 0.40..<0.62
    public static let covered = 0.62..<1.0
    /// A luminance step (relative luminance) between neighbours that counts as an edge.
    public static let edgeStep = 0.1

    /// Relative luminance of the header band's pixels, in ``bins`` equal bins from 0 to 1.
    public var headerLuminance: [Int]
    /// The same for the title band.
    public var titleLuminance: [Int]
    /// Share of the covered part's pixels at an edge: a luminance step of at least ``edgeStep`` to
    /// the right or below.
    public var coveredEdgeShare: Double

    /// Measures `image`.
    public init(image: PNGImage) {
        let width = image.width, height = image.height
        var luminance = [Double](repeating: 0, count: width * height)
        let pixels = image.rgba
        for index in luminance.indices {
            let offset = index * 4
            luminance[index] = ColorMath.relativeLuminance(red: Int(pixels[offset]), green: Int(pixels[offset + 1]), blue: Int(pixels[offset + 2]))
        }
        func rows(_ band: Range<Double>) -> Range<Int> {
            Int((band.lowerBound * Double(height)).rounded())..<Int((band.upperBound * Double(height)).rounded())
        }
        func histogram(_ band: Range<Double>) -> [Int] {
            var bins = [Int](repeating: 0, count: Self.bins)
            for y in rows(band) {
                for x in 0..<width { bins[min(Self.bins - 1, Int(luminance[y * width + x] * Double(Self.bins)))] += 1 }
            }
            return bins
        }
        headerLuminance = histogram(Self.header)
        titleLuminance = histogram(Self.title)
        var edges = 0, counted = 0
        for y in rows(Self.covered) where y + 1 < height {
            for x in 0..<(width - 1) {
                let here = luminance[y * width + x]
                counted += 1
                if abs(here - luminance[y * width + x + 1]) >= Self.edgeStep || abs(here - luminance[(y + 1) * width + x]) >= Self.edgeStep { edges += 1 }
            }
        }
        coveredEdgeShare = counted == 0 ? 0 : Double(edges) / Double(counted)
    }

    /// Share of `histogram`'s pixels whose contrast with text of `luminance` is below `ratio`, the
    /// pixels' luminance first multiplied by `darkening` (1: as drawn; Wallet darkens the header).
    public static func share(of histogram: [Int], belowContrast ratio: Double, withText luminance: Double, darkening: Double = 1) -> Double {
        let total = histogram.reduce(0, +)
        guard total > 0 else { return 0 }
        var low = 0
        for (bin, count) in histogram.enumerated() {
            let pixel = (Double(bin) + 0.5) / Double(bins) * darkening
            if ColorMath.contrast(pixel, luminance) < ratio { low += count }
        }
        return Double(low) / Double(total)
    }
}
