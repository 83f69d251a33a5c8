public import Foundation
public import Passbook

extension BarcodeMatrix {
    /// The height a 1D code's bars get when `options` say nothing, in modules.
    func barHeight(_ options: BarcodeImageOptions) -> Int {
        options.barHeight ?? max(50, width / 4)
    }

    /// The drawn size in modules, quiet zone included.
    func drawnSize(_ options: BarcodeImageOptions) -> (width: Int, height: Int, quiet: Int) {
        let quiet = max(0, options.quietZone ?? recommendedQuietZone)
        let rows = isLinear ? barHeight(options) : height
        return (width + 2 * quiet, rows + 2 * quiet, quiet)
    }

    /// The code as a PNG image.
    ///
    /// - Throws: ``PassbookError`` when the options are out of range or cairo fails.
    public func pngData(options: BarcodeImageOptions = BarcodeImageOptions()) throws(PassbookError) -> Data {
        let operation = "write the \(format.displayName) code as PNG"
        guard (1...100).contains(options.moduleSize) else {
            throw PassbookError(.barcode, operation: operation, reason: "a module size of \(options.moduleSize) pixels is out of range", fix: "Use 1 to 100")
        }
        let size = drawnSize(options)
        let module = options.moduleSize
        let canvas = try Canvas(raster: size.width * module, size.height * module, operation: operation)
        canvas.fill(CanvasRect(x: 0, y: 0, width: Double(size.width * module), height: Double(size.height * module)), color: RGBA(options.background))
        draw(on: canvas, at: (Double(size.quiet * module), Double(size.quiet * module)), moduleWidth: Double(module), moduleHeight: Double(module), barHeight: Double(barHeight(options) * module), color: RGBA(options.foreground))
        return try canvas.pngData(operation: operation)
    }

    /// The code as an SVG document, one path of dark modules on a background rectangle.
    public func svg(options: BarcodeImageOptions = BarcodeImageOptions()) -> String {
        let size = drawnSize(options)
        let module = max(1, options.moduleSize)
        var path = ""
        let rows = isLinear ? 1 : height
        for y in 0..<rows {
            for run in darkRuns(inRow: y) {
                let x = (run.start + size.quiet) * module
                let top = (y + size.quiet) * module
                let h = isLinear ? barHeight(options) * module : module
                path += "M\(x) \(top)h\(run.length * module)v\(h)h-\(run.length * module)z"
            }
        }
        let w = size.width * module
        let h = size.height * module
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" shape-rendering="crispEdges">
            <rect width="\(w)" height="\(h)" fill="\(options.background.hex)"/>
            <path fill="\(options.foreground.hex)" d="\(path)"/>
            </svg>

            """
    }

    /// Draws the modules (no quiet zone, no background) with their top-left corner at `origin`.
    func draw(on canvas: Canvas, at origin: (x: Double, y: Double), moduleWidth: Double, moduleHeight: Double, barHeight: Double, color: RGBA) {
        var rects: [CanvasRect] = []
        let rows = isLinear ? 1 : height
        for y in 0..<rows {
            for run in darkRuns(inRow: y) {
                rects.append(
                    CanvasRect(
                        x: origin.x + Double(run.start) * moduleWidth,
                        y: origin.y + Double(y) * moduleHeight,
                        width: Double(run.length) * moduleWidth,
                        height: isLinear ? barHeight : moduleHeight
                    )
                )
            }
        }
        canvas.fillCrisp(rects, color: color)
    }
}

extension PassColor {
    /// `#RRGGBB`.
    var hex: String {
        "#" + [red, green, blue].map { String($0, radix: 16, uppercase: false).leftPadded(to: 2) }.joined()
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
