import CPNG
public import Foundation

/// A decoded PNG image as 8-bit RGBA pixels, read and written through libpng.
public struct PNGImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels row by row, four bytes each (red, green, blue, alpha), not premultiplied.
    public let rgba: [UInt8]

    /// The largest image Passbook decodes, in pixels; a pass image is far smaller, and the limit
    /// keeps a hostile file from claiming gigabytes.
    public static let maximumPixels = 25_000_000

    /// Creates an image from pixels; `rgba` must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "RGBA buffer does not match the size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes a PNG file of any colour type and bit depth into 8-bit RGBA.
    public init(data: Data, name: String = "image") throws {
        let operation = "decode the PNG image \(name)"
        let header: PNGHeader
        switch PNGHeader.read(data) {
        case .success(let value): header = value
        case .failure(let error): throw PassbookError(.invalidImage, operation: operation, reason: error.message, fix: "Save the image as PNG")
        }
        guard header.width * header.height <= Self.maximumPixels else {
            throw PassbookError(
                .invalidImage, operation: operation,
                reason: "it is \(header.width) × \(header.height) pixels, more than Passbook decodes",
                fix: "Pass images are a few hundred pixels wide; scale it down"
            )
        }
        // libpng keeps reading from the buffer until finish_read, so both calls share one borrow.
        let decoded: Result<(Int, Int, [UInt8]), PassbookError> = data.withUnsafeBytes { raw in
            var image = png_image()
            image.version = CPNG_IMAGE_VERSION
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                defer { png_image_free(&image) }
                return .failure(PassbookError(.invalidImage, operation: operation, reason: Self.message(of: image), fix: "Re-export the image as PNG"))
            }
            defer { png_image_free(&image) }
            image.format = CPNG_FORMAT_RGBA
            let width = Int(image.width)
            let height = Int(image.height)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
            }
            guard finished != 0 else {
                return .failure(PassbookError(.invalidImage, operation: operation, reason: Self.message(of: image), fix: "Re-export the image as PNG"))
            }
            return .success((width, height, pixels))
        }
        let (width, height, pixels) = try decoded.get()
        self.init(width: width, height: height, rgba: pixels)
    }

    /// The image as an 8-bit PNG file, RGBA or, with `alpha: false`, RGB on the pixels' colors.
    public func pngData(alpha: Bool = true) throws -> Data {
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = CPNG_FORMAT_RGBA
        defer { png_image_free(&image) }
        var size = 0
        let stride = Int32(width * 4)
        if !alpha {
            // libpng drops the alpha channel when the output format has none.
            image.format = CPNG_FORMAT_RGB
            return try PNGImage(width: width, height: height, rgba: rgba).rgbData(&image)
        }
        // The first call only measures.
        guard rgba.withUnsafeBytes({ png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, stride, nil) }) != 0 else {
            throw PassbookError(.invalidImage, operation: "encode a PNG image", reason: Self.message(of: image))
        }
        var output = Data(count: size)
        let written = output.withUnsafeMutableBytes { out in
            rgba.withUnsafeBytes { png_image_write_to_memory(&image, out.baseAddress, &size, 0, $0.baseAddress, stride, nil) }
        }
        guard written != 0 else {
            throw PassbookError(.invalidImage, operation: "encode a PNG image", reason: Self.message(of: image))
        }
        return output.prefix(size)
    }

    private func rgbData(_ image: inout png_image) throws -> Data {
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for index in stride(from: 0, to: rgba.count, by: 4) { rgb += rgba[index..<index + 3] }
        var size = 0
        let rowBytes = Int32(width * 3)
        guard rgb.withUnsafeBytes({ png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, rowBytes, nil) }) != 0 else {
            throw PassbookError(.invalidImage, operation: "encode a PNG image", reason: Self.message(of: image))
        }
        var output = Data(count: size)
        let written = output.withUnsafeMutableBytes { out in
            rgb.withUnsafeBytes { png_image_write_to_memory(&image, out.baseAddress, &size, 0, $0.baseAddress, rowBytes, nil) }
        }
        guard written != 0 else {
            throw PassbookError(.invalidImage, operation: "encode a PNG image", reason: Self.message(of: image))
        }
        return output.prefix(size)
    }

    private static func message(of image: png_image) -> String {
        var copy = image
        let text = withUnsafeBytes(of: &copy.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng could not read it" : "libpng says: \(text)"
    }
}

extension PassbookError.Code {
    /// An image cannot be read or is not the format its name says.
    public static let invalidImage = PassbookError.Code(rawValue: "invalid-image")
}
