import Foundation
import Passbook
import PassbookRendering
import Testing

/// The PNG and SVG writers: sizes, quiet zones, colours, and an SVG that holds exactly the modules.
@Suite struct BarcodeImageTests {
    @Test func pngSizeIsModulesPlusQuietZoneTimesScale() throws {
        let matrix = try BarcodeEncoder.encode(BarcodePayload(message: "SIZE", format: .qr))
        let png = try matrix.pngData(options: BarcodeImageOptions(moduleSize: 5, quietZone: 2))
        let size = try #require(PNGHeader(png))
        #expect(size.width == (matrix.width + 4) * 5)
        #expect(size.height == (matrix.height + 4) * 5)
        let standard = try #require(PNGHeader(try matrix.pngData(options: BarcodeImageOptions(moduleSize: 1))))
        #expect(standard.width == matrix.width + 2 * matrix.recommendedQuietZone)
    }

    @Test func linearCodesGetTheirBarHeight() throws {
        let matrix = try BarcodeEncoder.encode(BarcodePayload(message: "12345", format: .code128))
        #expect(matrix.height == 1)
        let png = try matrix.pngData(options: BarcodeImageOptions(moduleSize: 2, quietZone: 10, barHeight: 30))
        let size = try #require(PNGHeader(png))
        #expect(size.height == (30 + 20) * 2)
    }

    @Test func coloredCodesStillDecode() throws {
        let payload = try BarcodePayload(message: "COLOURS", format: .aztec)
        let options = BarcodeImageOptions(
            moduleSize: 4, foreground: PassColor(red: 20, green: 30, blue: 110), background: PassColor(red: 255, green: 244, blue: 200)
        )
        let decoded = try Python.decode(try BarcodeEncoder.encode(payload).pngData(options: options))
        #expect(decoded.first?.byteValues == payload.bytes)
    }

    @Test func outOfRangeModuleSizesAreRefused() throws {
        let matrix = try BarcodeEncoder.encode(BarcodePayload(message: "X", format: .qr))
        #expect(throws: PassbookError.self) { try matrix.pngData(options: BarcodeImageOptions(moduleSize: 0)) }
    }

    @Test(arguments: [Barcode.Format.qr, .pdf417, .code128])
    func svgHoldsExactlyTheModules(_ format: Barcode.Format) throws {
        let matrix = try BarcodeEncoder.encode(BarcodePayload(message: "SVG-0042", format: format))
        let options = BarcodeImageOptions(moduleSize: 3, quietZone: 4, foreground: PassColor(red: 1, green: 2, blue: 3))
        let svg = matrix.svg(options: options)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("fill=\"#010203\""))
        let barHeight = matrix.isLinear ? max(50, matrix.width / 4) : 1
        #expect(svg.contains("width=\"\((matrix.width + 8) * 3)\" height=\"\((matrix.height * barHeight + 8) * 3)\""))
        // Rebuild the grid from the path's rectangles: M x y h w v h h-w z.
        var grid = [Bool](repeating: false, count: matrix.width * matrix.height)
        let path = try #require(svg.split(separator: "d=\"").last?.split(separator: "\"").first)
        for command in path.split(separator: "M").map(String.init) {
            let numbers = command.split(whereSeparator: { "hvz ".contains($0) }).compactMap { Int($0) }
            try #require(numbers.count >= 3)
            let x = numbers[0] / 3 - 4, y = matrix.isLinear ? 0 : numbers[1] / 3 - 4, length = numbers[2] / 3
            for column in x..<(x + length) { grid[y * matrix.width + column] = true }
        }
        #expect(grid == matrix.modules)
    }
}

/// Width and height from a PNG's IHDR chunk.
func PNGHeader(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}
