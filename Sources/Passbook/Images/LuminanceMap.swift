/// The relative luminance of every pixel of an image, and the measures the design rules take of
/// regions of it: a luminance histogram, and the share of pixels at an edge.
struct LuminanceMap {
    let width: Int
    let height: Int
    private let values: [Double]

    init(image: PNGImage) {
        width = image.width
        height = image.height
        let pixels = image.rgba
        values = (0..<(image.width * image.height)).map { index in
            ColorMath.relativeLuminance(red: Int(pixels[index * 4]), green: Int(pixels[index * 4 + 1]), blue: Int(pixels[index * 4 + 2]))
        }
    }

    /// The rows of `band`, a fraction of the height.
    func rows(_ band: Range<Double>) -> Range<Int> {
        Int((band.lowerBound * Double(height)).rounded())..<Int((band.upperBound * Double(height)).rounded())
    }

    /// How many pixels of the region fall in each of ``ArtworkStatistics/bins`` equal luminance bins.
    func histogram(rows: Range<Int>, columns: Range<Int>? = nil) -> [Int] {
        var bins = [Int](repeating: 0, count: ArtworkStatistics.bins)
        for y in rows {
            for x in columns ?? 0..<width {
                bins[min(ArtworkStatistics.bins - 1, Int(values[y * width + x] * Double(ArtworkStatistics.bins)))] += 1
            }
        }
        return bins
    }

    /// Share of the pixels of `rows` with a luminance step of at least ``ArtworkStatistics/edgeStep``
    /// to the right or below.
    func edgeShare(rows: Range<Int>) -> Double {
        var edges = 0, counted = 0
        for y in rows where y + 1 < height {
            for x in 0..<max(0, width - 1) {
                let here = values[y * width + x]
                counted += 1
                let step = ArtworkStatistics.edgeStep
                if abs(here - values[y * width + x + 1]) >= step || abs(here - values[(y + 1) * width + x]) >= step { edges += 1 }
            }
        }
        return counted == 0 ? 0 : Double(edges) / Double(counted)
    }
}
