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
        let map = LuminanceMap(image: image)
        headerLuminance = map.histogram(rows: map.rows(Self.header))
        titleLuminance = map.histogram(rows: map.rows(Self.title))
        coveredEdgeShare = map.edgeShare(rows: map.rows(Self.covered))
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
