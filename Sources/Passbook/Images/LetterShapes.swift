/// A measured stand-in for reading text in a logo: the longest row of letter-like shapes in it.
///
/// The opaque pixels (alpha ≥ 50 %) are split into connected shapes; shapes smaller than 0.2 % of the
/// image (dots, specks) are left out. Measured from each shape in turn, a letter is between two thirds
/// and one and a half times its height (capitals beside lower case), no wider than 1.6 times its own
/// height, centred on the same line within half the height, and beside the others rather than over
/// them. Four or more such shapes in a row read as a word (``ValidationThresholds/logoLetterRow``);
/// marks, monograms and emblems have fewer, or shapes of other sizes and proportions.
public struct LetterShapes: Sendable, Hashable {
    /// How many letter-like shapes the longest row has.
    public var rowLength: Int

    /// Measures `image`.
    public init(image: PNGImage) {
        let boxes = Self.shapes(in: image)
        var best = 0
        for anchor in boxes {
            let height = Double(anchor.height)
            let row = boxes.filter { box in
                let ratio = Double(box.height) / height
                return ratio >= 0.67 && ratio <= 1.5 && Double(box.width) <= 1.6 * Double(box.height)
                    && abs(box.centerY - anchor.centerY) <= height / 2
            }.sorted { $0.minX < $1.minX }
            // Beside one another: each starts after the one before it ends.
            var count = 0
            var lastEnd = -1
            for box in row where box.minX > lastEnd {
                count += 1
                lastEnd = box.maxX
            }
            best = max(best, count)
        }
        rowLength = best
    }

    private struct Box {
        var minX: Int, minY: Int, maxX: Int, maxY: Int, area: Int
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        var centerY: Double { Double(minY + maxY) / 2 }
    }

    /// The bounding boxes of the connected opaque shapes, four-connected, specks left out.
    private static func shapes(in image: PNGImage) -> [Box] {
        let width = image.width, height = image.height
        let pixels = image.rgba
        var seen = [Bool](repeating: false, count: width * height)
        var boxes: [Box] = []
        var stack: [Int] = []
        let minimumArea = max(4, width * height / 500)
        for start in 0..<(width * height) where !seen[start] && pixels[start * 4 + 3] >= 128 {
            seen[start] = true
            stack.append(start)
            var box = Box(minX: width, minY: height, maxX: 0, maxY: 0, area: 0)
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                box.minX = min(box.minX, x)
                box.maxX = max(box.maxX, x)
                box.minY = min(box.minY, y)
                box.maxY = max(box.maxY, y)
                box.area += 1
                for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] where nx >= 0 && nx < width && ny >= 0 && ny < height {
                    let next = ny * width + nx
                    if !seen[next] && pixels[next * 4 + 3] >= 128 {
                        seen[next] = true
                        stack.append(next)
                    }
                }
            }
            if box.area >= minimumArea { boxes.append(box) }
        }
        return boxes
    }
}
