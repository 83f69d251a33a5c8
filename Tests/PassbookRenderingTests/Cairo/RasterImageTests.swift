import Foundation
import Passbook
import Testing

@testable import PassbookRendering

@Suite struct RasterImageTests {
    /// An image that is not a PNG is refused with its name, and the surface cairo made for the
    /// failure is the image's to free.
    @Test func aFileThatIsNotAPNGIsRefusedByName() throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46])
        #expect {
            _ = try RasterImage(png: jpeg, name: "logo@2x.png")
        } throws: { error in
            (error as? PassbookError).map { "\($0)".contains("logo@2x.png") && "\($0)".contains("Save the image as PNG") } ?? false
        }
    }

    @Test func aPNGDecodesToItsSize() throws {
        let png = try PNGImage(width: 3, height: 2, rgba: Array(repeating: 200, count: 3 * 2 * 4)).pngData()
        let image = try RasterImage(png: png, name: "icon.png")
        #expect(image.width == 3 && image.height == 2)
    }
}
