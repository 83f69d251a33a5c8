/// A rectangle in the canvas's user space (points for previews, pixels for barcodes).
struct CanvasRect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func insetBy(dx: Double, dy: Double) -> CanvasRect {
        CanvasRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
