import CCairo
import Foundation
import Passbook

/// A decoded bitmap: a PNG from a pass, or pixels drawn for blurring.
final class RasterImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Decodes PNG bytes; `name` says which file in errors.
    init(png: Data, name: String) throws(PassbookError) {
        let source = DataSource(png)
        let decoded = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(DataSource.read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let decoded else {
            throw PassbookError(.render, operation: "read the image \(name)", reason: "cairo returned no surface")
        }
        // The image owns the surface from here: a throw below frees it in deinit.
        surface = decoded
        width = Int(cairo_image_surface_get_width(decoded))
        height = Int(cairo_image_surface_get_height(decoded))
        let status = cairo_surface_status(decoded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PassbookError(
                .render,
                operation: "read the image \(name)",
                reason: "it is not a PNG cairo can read (\(String(cString: cairo_status_to_string(status))))",
                fix: "Save the image as PNG"
            )
        }
    }

    /// A blank ARGB image.
    init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(max(1, height)))
        self.width = max(1, width)
        self.height = max(1, height)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws into the image with a fresh context.
    func draw(_ body: (OpaquePointer) -> Void) {
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        body(context)
        cairo_surface_flush(surface)
    }

    /// Paints this image into another image's context at (`x`, `y`), scaled by `scale`, edges padded.
    func paint(into context: OpaquePointer, x: Double, y: Double, scale: Double) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, x, y)
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
    }

    /// Blurs the image in place with three box passes each way, close to a Gaussian of the same radius.
    func blur(radius: Int) {
        guard radius > 0 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stride * height)
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                for x in 0..<width { line[x] = pixels[y * stride + x] }
                Self.boxBlur(&line, count: width, radius: radius) { pixels[y * stride + $0] = $1 }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = pixels[y * stride + x] }
                Self.boxBlur(&line, count: height, radius: radius) { pixels[$0 * stride + x] = $1 }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A running-sum box filter over premultiplied ARGB pixels; edges repeat the border pixel.
    private static func boxBlur(_ line: inout [UInt32], count: Int, radius: Int, write: (Int, UInt32) -> Void) {
        var sums = [Int](repeating: 0, count: 4)
        func add(_ pixel: UInt32, _ sign: Int) {
            sums[0] += sign * Int(pixel >> 24 & 0xFF)
            sums[1] += sign * Int(pixel >> 16 & 0xFF)
            sums[2] += sign * Int(pixel >> 8 & 0xFF)
            sums[3] += sign * Int(pixel & 0xFF)
        }
        func at(_ index: Int) -> UInt32 { line[min(max(index, 0), count - 1)] }
        for index in -radius...radius { add(at(index), 1) }
        let window = 2 * radius + 1
        for index in 0..<count {
            let a = UInt32(sums[0] / window), r = UInt32(sums[1] / window), g = UInt32(sums[2] / window), b = UInt32(sums[3] / window)
            write(index, a << 24 | r << 16 | g << 8 | b)
            add(at(index - radius), -1)
            add(at(index + radius + 1), 1)
        }
    }
}
