import Passbook

/// The symbol Wallet draws between a boarding pass's origin and destination.
enum TransitIcon {
    /// Draws the symbol for `type` centred on (`x`, `y`), `size` points wide.
    static func draw(_ type: TransitType?, on canvas: Canvas, x: Double, y: Double, size: Double, color: RGBA) {
        let s = size / 2
        func polygon(_ points: [(Double, Double)]) {
            guard let first = points.first else { return }
            canvas.moveTo(x + first.0 * s, y + first.1 * s)
            for point in points.dropFirst() { canvas.lineTo(x + point.0 * s, y + point.1 * s) }
            canvas.closePath()
            canvas.fillPath(color)
        }
        func rounded(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius: Double) {
            canvas.roundedRectangle(CanvasRect(x: x + x0 * s, y: y + y0 * s, width: (x1 - x0) * s, height: (y1 - y0) * s), radius: radius * s)
        }
        switch type {
        case .air?:
            rounded(-0.95, -0.1, 1.0, 0.1, radius: 0.1)
            canvas.fillPath(color)
            polygon([(0.25, 0), (-0.2, -0.9), (-0.38, -0.9), (-0.12, 0)])
            polygon([(0.25, 0), (-0.2, 0.9), (-0.38, 0.9), (-0.12, 0)])
            polygon([(-0.62, 0), (-0.82, -0.42), (-0.95, -0.42), (-0.86, 0)])
            polygon([(-0.62, 0), (-0.82, 0.42), (-0.95, 0.42), (-0.86, 0)])
        case .train?, .bus?:
            let isTrain = type == .train
            rounded(isTrain ? -0.6 : -0.75, -0.9, isTrain ? 0.6 : 0.75, 0.6, radius: isTrain ? 0.35 : 0.15)
            // The windows and lamps are cut out, so the card colour shows through.
            rounded(isTrain ? -0.42 : -0.58, -0.65, isTrain ? 0.42 : 0.58, -0.05, radius: 0.08)
            canvas.arc(x - 0.35 * s, y + 0.3 * s, radius: 0.1 * s, from: 0, to: 2 * .pi)
            canvas.closePath()
            canvas.arc(x + 0.35 * s, y + 0.3 * s, radius: 0.1 * s, from: 0, to: 2 * .pi)
            canvas.closePath()
            canvas.fillPath(color, evenOdd: true)
            if isTrain {
                polygon([(-0.4, 0.6), (-0.25, 0.6), (-0.5, 0.95), (-0.65, 0.95)])
                polygon([(0.4, 0.6), (0.25, 0.6), (0.5, 0.95), (0.65, 0.95)])
            } else {
                rounded(-0.65, 0.6, -0.35, 0.9, radius: 0.05)
                canvas.fillPath(color)
                rounded(0.35, 0.6, 0.65, 0.9, radius: 0.05)
                canvas.fillPath(color)
            }
        case .boat?:
            polygon([(-0.95, 0.3), (0.95, 0.3), (0.65, 0.8), (-0.65, 0.8)])
            polygon([(0.05, -0.95), (0.05, 0.2), (0.75, 0.2)])
            polygon([(-0.05, -0.7), (-0.05, 0.2), (-0.6, 0.2)])
        default:
            rounded(-0.9, -0.09, 0.5, 0.09, radius: 0.05)
            canvas.fillPath(color)
            polygon([(0.35, -0.5), (0.95, 0), (0.35, 0.5)])
        }
    }
}
