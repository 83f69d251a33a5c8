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
        try Self.render([self], sides: sides, format: format)
    }

    /// Draws several passes next to each other, each with `sides` (the passes of a bundle, as
    /// `passbook preview` shows one); the first pass's scale is used for all.
    public static func render(_ previews: [PassPreview], sides: [PassSide], format: PreviewFormat = .png) throws(PassbookError) -> Data {
        guard let first = previews.first else {
            throw PassbookError(.render, operation: "draw a preview", reason: "no pass was given")
        }
        let canvas = try draw(previews, sides, format: format)
        try canvas.checkStatus(first.operation)
        return format == .png ? try canvas.pngData(operation: first.operation) : try canvas.finishDocument(operation: first.operation)
    }

    /// Draws `sides` on a new canvas of `format`; with `recordingText`, the canvas keeps every piece
    /// of text it laid out (``TextRenderer/recorded``).
    func draw(_ sides: [PassSide], format: PreviewFormat = .png, recordingText: Bool = false) throws(PassbookError) -> Canvas {
        try Self.draw([self], sides, format: format, recordingText: recordingText)
    }

    /// Draws each pass's `sides`, all in one row.
    static func draw(_ previews: [PassPreview], _ sides: [PassSide], format: PreviewFormat, recordingText: Bool = false) throws(PassbookError) -> Canvas {
        let sides = sides.isEmpty ? [.front] : sides
        let operation = previews[0].operation
        var panels: [(content: PreviewContent, side: PassSide, height: Double)] = []
        // Text is measured on a scratch canvas: without hinting, sizes do not depend on the surface.
        let scratch = try Canvas(raster: 1, 1, operation: operation)
        for preview in previews {
            let content = try PreviewContent(package: preview.package, options: preview.options)
            scratch.text.language = content.textLanguage
            for side in sides {
                // Whole points, so @2x and @3x images are exactly two and three times the @1x one.
                let height: Double = switch side {
                case .front: try frontHeight(content, measuringWith: scratch).rounded(.up)
                case .back: try BackRenderer(content: content).height(measuringWith: scratch).rounded(.up)
                }
                panels.append((content, side, height))
            }
        }
        let width = PreviewMetrics.width * Double(panels.count) + PreviewMetrics.sideGap * Double(panels.count - 1)
        let height = panels.map(\.height).max() ?? PreviewMetrics.minimumHeight
        let canvas = try Canvas(format, width: width, height: height, scale: previews[0].options.scale, operation: operation)
        if recordingText { canvas.text.recorded = [] }
        for (index, panel) in panels.enumerated() {
            canvas.text.language = panel.content.textLanguage
            try canvas.withState { () throws(PassbookError) in
                canvas.translate(Double(index) * (PreviewMetrics.width + PreviewMetrics.sideGap), 0)
                switch panel.side {
                case .front: try drawFront(panel.content, on: canvas, height: panel.height)
                case .back: try BackRenderer(content: panel.content).draw(on: canvas, height: panel.height)
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
