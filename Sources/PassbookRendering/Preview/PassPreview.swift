public import Foundation
public import Passbook

/// Draws a pass as Wallet shows it, front and back, as PNG, SVG or PDF.
///
/// ```swift
/// let package = try PassPackage(contentsOf: URL(fileURLWithPath: "Samples/passes/EventTicket.pass"))
/// let png = try PassPreview(package, options: PreviewOptions(scale: 3, language: "de")).render(.front)
/// ```
///
/// Rendering is synchronous CPU work; a `PassPreview` is a value and may be used from any thread.
public struct PassPreview: Sendable {
    /// The pass drawn.
    public var package: PassPackage
    /// Scale, language, locale, time zone and clock.
    public var options: PreviewOptions

    private var operation: String { "draw a preview of the pass \(package.pass.serialNumber)" }

    /// Prepares a preview of `package`.
    public init(_ package: PassPackage, options: PreviewOptions = PreviewOptions()) {
        self.package = package
        self.options = options
    }

    /// Draws one side.
    ///
    /// - Throws: ``PassbookError``: code `render` when the pass has no style or an image cannot be
    ///   read, `barcode` when its barcode message cannot be encoded in its format.
    public func render(_ side: PassSide, format: PreviewFormat = .png) throws(PassbookError) -> Data {
        try render([side], format: format)
    }

    /// Draws several sides next to each other, in the order given (front and back for `--both`).
    public func render(_ sides: [PassSide], format: PreviewFormat = .png) throws(PassbookError) -> Data {
        let canvas = try draw(sides, format: format)
        try canvas.checkStatus(operation)
        return format == .png ? try canvas.pngData(operation: operation) : try canvas.finishDocument(operation: operation)
    }

    /// Draws `sides` on a new canvas of `format`; with `recordingText`, the canvas keeps every piece
    /// of text it laid out (``TextRenderer/recorded``).
    func draw(_ sides: [PassSide], format: PreviewFormat = .png, recordingText: Bool = false) throws(PassbookError) -> Canvas {
        let sides = sides.isEmpty ? [.front] : sides
        let content = try PreviewContent(package: package, options: options)
        // Text is measured on a scratch canvas: without hinting, sizes do not depend on the surface.
        let scratch = try Canvas(raster: 1, 1, operation: operation)
        var heights: [Double] = []
        for side in sides {
            // Whole points, so @2x and @3x images are exactly two and three times the @1x one.
            switch side {
            case .front: heights.append(try Self.frontHeight(content, measuringWith: scratch).rounded(.up))
            case .back: heights.append(try BackRenderer(content: content).height(measuringWith: scratch).rounded(.up))
            }
        }
        let width = PreviewMetrics.width * Double(sides.count) + PreviewMetrics.sideGap * Double(sides.count - 1)
        let height = heights.max() ?? PreviewMetrics.minimumHeight
        let canvas: Canvas
        switch format {
        case .png:
            let scale = Double(options.scale)
            canvas = try Canvas(raster: Int((width * scale).rounded(.up)), Int((height * scale).rounded(.up)), operation: operation)
            canvas.scale(scale)
        case .svg:
            canvas = try Canvas(vector: .svg, width: width, height: height, operation: operation)
        case .pdf:
            canvas = try Canvas(vector: .pdf, width: width, height: height, operation: operation)
        }
        if recordingText { canvas.text.recorded = [] }
        for (index, side) in sides.enumerated() {
            try canvas.withState { () throws(PassbookError) in
                canvas.translate(Double(index) * (PreviewMetrics.width + PreviewMetrics.sideGap), 0)
                switch side {
                case .front: try Self.drawFront(content, on: canvas, height: heights[index])
                case .back: try BackRenderer(content: content).draw(on: canvas, height: heights[index])
                }
            }
        }
        return canvas
    }

    /// The height of the front in the layout drawn.
    private static func frontHeight(_ content: PreviewContent, measuringWith canvas: Canvas) throws(PassbookError) -> Double {
        switch content.layout {
        case .classic: try FrontRenderer(content: content).height(measuringWith: canvas)
        case .posterEventTicket, .posterGeneric: PosterRenderer(content: content).height(measuringWith: canvas)
        case .semanticBoardingPass: try SemanticBoardingRenderer(content: content).height(measuringWith: canvas)
        }
    }

    /// Draws the front in the layout drawn.
    private static func drawFront(_ content: PreviewContent, on canvas: Canvas, height: Double) throws(PassbookError) {
        switch content.layout {
        case .classic: try FrontRenderer(content: content).draw(on: canvas, height: height)
        case .posterEventTicket, .posterGeneric: try PosterRenderer(content: content).draw(on: canvas, height: height)
        case .semanticBoardingPass: try SemanticBoardingRenderer(content: content).draw(on: canvas, height: height)
        }
    }
}
