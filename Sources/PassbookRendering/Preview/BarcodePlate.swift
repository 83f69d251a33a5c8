import Passbook

/// The white plate at the bottom of a pass's front: the barcode with its `altText` underneath.
struct BarcodePlate {
    let matrix: BarcodeMatrix
    let altText: String?
    /// Points per module, whole device pixels at the preview's scale so modules stay sharp.
    let moduleSize: Double
    /// The height of the area the code is centred in: the same at every scale, so a pass is as tall
    /// at @1x as at @3x.
    let codeHeight: Double
    let scale: Double
    let textStyle = TextStyle(size: 12, weight: .regular, color: RGBA(red: 0.2, green: 0.2, blue: 0.2))
    static let padding = 12.0
    static let squareSize = 140.0
    static let wideWidth = 290.0
    static let linearBarHeight = 64.0

    init(matrix: BarcodeMatrix, altText: String?, scale: Int) {
        self.matrix = matrix
        self.altText = altText.flatMap { $0.isEmpty ? nil : $0 }
        let scale = Double(scale)
        self.scale = scale
        let target = matrix.format.isSquare ? Self.squareSize : Self.wideWidth
        let ideal = target / Double(matrix.width)
        moduleSize = max(1, (ideal * scale).rounded(.down)) / scale
        codeHeight = matrix.isLinear ? Self.linearBarHeight : max(ideal, moduleSize) * Double(matrix.height)
    }

    /// The code's width as drawn at this scale.
    var drawnWidth: Double { moduleSize * Double(matrix.width) }

    func height(_ text: TextRenderer) -> Double {
        codeHeight + 2 * Self.padding + (altText.map { text.height(of: $0, textStyle, width: Self.wideWidth, maxLines: 1) + 2 } ?? 0)
    }

    /// Draws the plate centred on `centerX` with its top at `y`.
    func draw(_ canvas: Canvas, centerX: Double, y: Double) {
        let text = canvas.text
        // The plate hugs the code (and its text), whose width varies with the scale; its height does not.
        let inner = max(drawnWidth, min(Self.wideWidth, altText.map { text.measure($0, textStyle).width.rounded(.up) } ?? 0))
        let width = inner + 2 * Self.padding
        // On whole device pixels, so every module edge falls on a pixel edge.
        let left = ((centerX - width / 2) * scale).rounded() / scale
        let top = (y * scale).rounded() / scale
        let plate = CanvasRect(x: left, y: top, width: width, height: height(text))
        canvas.fillRounded(plate, radius: 6, color: .white)
        let drawnHeight = matrix.isLinear ? codeHeight : moduleSize * Double(matrix.height)
        let inset = (x: (((inner - drawnWidth) / 2) * scale).rounded() / scale, y: (((codeHeight - drawnHeight) / 2) * scale).rounded() / scale)
        matrix.draw(
            on: canvas, at: (plate.x + Self.padding + inset.x, top + Self.padding + inset.y),
            moduleWidth: moduleSize, moduleHeight: moduleSize, barHeight: codeHeight, color: .black
        )
        if let altText {
            text.draw(altText, textStyle, x: plate.x + Self.padding, y: top + Self.padding + codeHeight + 4, width: inner, align: .center)
        }
    }
}
