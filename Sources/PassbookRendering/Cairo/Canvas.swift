import CCairo
package import Foundation
package import Passbook

/// A cairo surface and its drawing context: an image in memory, or an SVG or PDF document.
///
/// The same drawing code runs on every kind, so a preview looks the same in each format.
package final class Canvas {
    enum Kind {
        case raster
        case svg
        case pdf
    }

    let kind: Kind
    let surface: OpaquePointer
    let context: OpaquePointer
    /// Where SVG and PDF surfaces write; kept alive as long as the surface.
    private let sink = DataSink()
    private(set) lazy var text = TextRenderer(canvas: self)

    /// An ARGB image of `width × height` pixels, transparent.
    package init(raster width: Int, _ height: Int, operation: String) throws(PassbookError) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw PassbookError(.render, operation: operation, reason: "an image of \(width) × \(height) pixels is out of range")
        }
        kind = .raster
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        try checkStatus(operation)
    }

    /// An SVG or PDF document of `width × height` points.
    init(vector kind: Kind, width: Double, height: Double, operation: String) throws(PassbookError) {
        self.kind = kind
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch kind {
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(DataSink.write, closure, width, height)
        default:
            surface = cairo_svg_surface_create_for_stream(DataSink.write, closure, width, height)
        }
        context = cairo_create(surface)
        if kind == .pdf {
            // A fixed creation date keeps the same pass giving the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Passbook")
        }
        try checkStatus(operation)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// A canvas of `width` × `height` points in `format`: PNG at `scale` pixels per point, SVG and PDF in points.
    convenience init(_ format: PreviewFormat, width: Double, height: Double, scale: Int, operation: String) throws(PassbookError) {
        switch format {
        case .png:
            let factor = Double(scale)
            try self.init(raster: Int((width * factor).rounded(.up)), Int((height * factor).rounded(.up)), operation: operation)
            self.scale(factor)
        case .svg:
            try self.init(vector: .svg, width: width, height: height, operation: operation)
        case .pdf:
            try self.init(vector: .pdf, width: width, height: height, operation: operation)
        }
    }

    func checkStatus(_ operation: String) throws(PassbookError) {
        let status = cairo_status(context) != CAIRO_STATUS_SUCCESS ? cairo_status(context) : cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PassbookError(.render, operation: operation, reason: "cairo: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    // MARK: - Output

    /// The image as PNG; raster canvases only.
    package func pngData(operation: String) throws(PassbookError) -> Data {
        cairo_surface_flush(surface)
        let output = DataSink()
        let status = cairo_surface_write_to_png_stream(surface, DataSink.write, Unmanaged.passUnretained(output).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PassbookError(.render, operation: operation, reason: "cairo could not write the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return output.data
    }

    /// Ends an SVG or PDF document and returns its bytes.
    func finishDocument(operation: String) throws(PassbookError) -> Data {
        cairo_surface_finish(surface)
        try checkStatus(operation)
        return sink.data
    }

    // MARK: - State

    func save() { cairo_save(context) }
    func restore() { cairo_restore(context) }
    func scale(_ factor: Double) { cairo_scale(context, factor, factor) }
    func translate(_ x: Double, _ y: Double) { cairo_translate(context, x, y) }

    func withState<E: Error>(_ body: () throws(E) -> Void) throws(E) {
        cairo_save(context)
        defer { cairo_restore(context) }
        try body()
    }

    // MARK: - Paths

    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(context, x, y) }
    func lineTo(_ x: Double, _ y: Double) { cairo_line_to(context, x, y) }
    func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        cairo_curve_to(context, x1, y1, x2, y2, x, y)
    }
    func arc(_ x: Double, _ y: Double, radius: Double, from start: Double, to end: Double) {
        cairo_arc(context, x, y, radius, start, end)
    }
    func arcNegative(_ x: Double, _ y: Double, radius: Double, from start: Double, to end: Double) {
        cairo_arc_negative(context, x, y, radius, start, end)
    }
    func closePath() { cairo_close_path(context) }
    func newPath() { cairo_new_path(context) }
    func rectangle(_ rect: CanvasRect) { cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height) }

    func roundedRectangle(_ rect: CanvasRect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(context)
        arc(rect.maxX - r, rect.y + r, radius: r, from: -.pi / 2, to: 0)
        arc(rect.maxX - r, rect.maxY - r, radius: r, from: 0, to: .pi / 2)
        arc(rect.x + r, rect.maxY - r, radius: r, from: .pi / 2, to: .pi)
        arc(rect.x + r, rect.y + r, radius: r, from: .pi, to: 1.5 * .pi)
        closePath()
    }

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the current path; with `evenOdd`, overlapping sub-paths cut holes.
    func fillPath(_ color: RGBA, evenOdd: Bool = false) {
        setColor(color)
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
    }

    func strokePath(_ color: RGBA, width: Double) {
        setColor(color)
        cairo_set_line_width(context, width)
        cairo_stroke(context)
    }

    /// Clips to the current path.
    func clip() { cairo_clip(context) }

    func fill(_ rect: CanvasRect, color: RGBA) {
        rectangle(rect)
        fillPath(color)
    }

    /// Fills `rect` with a vertical gradient from `top` to `bottom`.
    func fillVerticalGradient(_ rect: CanvasRect, top: RGBA, bottom: RGBA) {
        guard let pattern = cairo_pattern_create_linear(0, rect.y, 0, rect.maxY) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        withState {
            rectangle(rect)
            cairo_set_source(context, pattern)
            cairo_fill(context)
        }
    }

    func fillRounded(_ rect: CanvasRect, radius: Double, color: RGBA) {
        roundedRectangle(rect, radius: radius)
        fillPath(color)
    }

    /// Fills rectangles without antialiasing, so barcode modules keep sharp edges in raster output.
    func fillCrisp(_ rects: [CanvasRect], color: RGBA) {
        withState {
            cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
            for rect in rects { rectangle(rect) }
            fillPath(color)
        }
    }

    func line(from start: (Double, Double), to end: (Double, Double), color: RGBA, width: Double) {
        moveTo(start.0, start.1)
        lineTo(end.0, end.1)
        strokePath(color, width: width)
    }

    // MARK: - Images

    /// Draws `image` scaled to fill `rect` exactly.
    func draw(_ image: RasterImage, in rect: CanvasRect, alpha: Double = 1) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        withState {
            cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
            cairo_clip(context)
            cairo_translate(context, rect.x, rect.y)
            cairo_scale(context, rect.width / Double(image.width), rect.height / Double(image.height))
            cairo_set_source_surface(context, image.surface, 0, 0)
            // Pad rather than fade to transparent at the edges when scaling.
            cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(context, alpha)
        }
    }
}
