/// What a PNG file's `IHDR` chunk says: pixel size, bit depth and colour type.
///
/// Reading it needs no decoding, so it is cheap enough for every image of every pass.
public struct PNGHeader: Sendable, Hashable {
    /// The PNG colour types.
    public enum ColorType: UInt8, Sendable, Hashable, CustomStringConvertible {
        case grayscale = 0
        case truecolor = 2
        case indexed = 3
        case grayscaleAlpha = 4
        case truecolorAlpha = 6

        public var description: String {
            switch self {
            case .grayscale: "grayscale"
            case .truecolor: "RGB without alpha"
            case .indexed: "indexed (palette)"
            case .grayscaleAlpha: "grayscale with alpha"
            case .truecolorAlpha: "RGBA"
            }
        }
    }

    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bits per sample (1, 2, 4, 8 or 16).
    public var bitDepth: Int
    /// How pixels are stored.
    public var colorType: ColorType
    /// Whether the image is Adam7-interlaced.
    public var isInterlaced: Bool

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `bytes` start with the PNG signature.
    public static func hasSignature(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: signature)
    }

    /// Reads the header, or says why `bytes` are not a PNG file.
    public static func read(_ bytes: some Collection<UInt8>) -> Result<PNGHeader, ValueFormatError> {
        let data = Array(bytes.prefix(33))
        guard hasSignature(data) else {
            return .failure(ValueFormatError(message: Self.guessFormat(data).map { "it is a \($0) file, not a PNG" } ?? "it does not start with the PNG signature"))
        }
        guard data.count == 33, Array(data[12..<16]) == Array("IHDR".utf8) else {
            return .failure(ValueFormatError(message: "it is cut short before its IHDR header"))
        }
        func uint32(_ offset: Int) -> Int {
            data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = uint32(16)
        let height = uint32(20)
        guard width > 0, height > 0, let colorType = ColorType(rawValue: data[25]) else {
            return .failure(ValueFormatError(message: "its IHDR header is invalid"))
        }
        return .success(
            PNGHeader(width: width, height: height, bitDepth: Int(data[24]), colorType: colorType, isInterlaced: data[28] != 0)
        )
    }

    /// Names common formats people save with a `.png` name by mistake.
    static func guessFormat(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "GIF" }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) { return "WebP" }
        if bytes.starts(with: Array("%PDF".utf8)) { return "PDF" }
        if bytes.starts(with: Array("<svg".utf8)) || bytes.starts(with: Array("<?xml".utf8)) { return "SVG or XML" }
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { return "HEIC or MP4" }
        return nil
    }
}
