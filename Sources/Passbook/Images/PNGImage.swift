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
        try Self.checkHeader(data, operation: operation)
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

    /// Why libpng cannot decode `data`, or `nil` when it reads every row. Cheaper than decoding:
    /// the rows are read as stored, without conversion to RGBA.
    public static func decodingProblem(of data: Data, name: String = "image") -> String? {
        do {
            try checkHeader(data, operation: "decode the PNG image \(name)")
        } catch let error as PassbookError {
            return error.reason
        } catch {
            return "\(error)"
        }
        return data.withUnsafeBytes { raw -> String? in
            var message = [CChar](repeating: 0, count: 256)
            let failed = message.withUnsafeMutableBufferPointer {
                CPNG_check(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, $0.baseAddress)
            }
            guard failed != 0 else { return nil }
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.isEmpty ? "libpng could not read it" : "libpng says: \(text)"
        }
    }

    /// Refuses what is not a PNG, or one larger than Passbook decodes.
    private static func checkHeader(_ data: Data, operation: String) throws {
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
    }

    /// The image as an 8-bit PNG file, RGBA or, with `alpha: false`, RGB on the pixels' colors.
    public func pngData(alpha: Bool = true) throws -> Data {
        var image = png_image()
        image.version = CPNG_IMAGE_VERSION
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = alpha ? CPNG_FORMAT_RGBA : CPNG_FORMAT_RGB
        defer { png_image_free(&image) }
        guard !alpha else { return try Self.write(&image, pixels: rgba, rowBytes: width * 4) }
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for index in stride(from: 0, to: rgba.count, by: 4) { rgb += rgba[index..<index + 3] }
        return try Self.write(&image, pixels: rgb, rowBytes: width * 3)
    }

    /// Encodes `pixels` laid out as `image.format` says.
    private static func write(_ image: inout png_image, pixels: [UInt8], rowBytes: Int) throws -> Data {
        var size = 0
        let stride = Int32(rowBytes)
        // The first call only measures.
        guard pixels.withUnsafeBytes({ png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, stride, nil) }) != 0 else {
            throw PassbookError(.invalidImage, operation: "encode a PNG image", reason: message(of: image))
        }
        var output = Data(count: size)
        let written = output.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { png_image_write_to_memory(&image, out.baseAddress, &size, 0, $0.baseAddress, stride, nil) }
        }
        guard written != 0 else {
            throw PassbookError(.invalidImage, operation: "encode a PNG image", reason: message(of: image))
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
