import Foundation
import Testing
@testable import Passbook

@Suite struct PNGImageTests {
    @Test func encodesAndDecodesPixelsExactly() throws {
        var pixels: [UInt8] = []
        for index in 0..<(7 * 5) {
            pixels += [UInt8(index * 7 % 256), UInt8(index * 13 % 256), UInt8(index), UInt8(255 - index)]
        }
        let data = try PNGImage(width: 7, height: 5, rgba: pixels).pngData()
        let header = try PNGHeader.read(data).get()
        #expect(header.width == 7 && header.height == 5 && header.colorType == .truecolorAlpha && header.bitDepth == 8)
        let decoded = try PNGImage(data: data)
        #expect(decoded.rgba == pixels)
    }

    @Test func writesRGBWithoutAlpha() throws {
        let data = try PNGImage(width: 2, height: 2, rgba: [UInt8](repeating: 9, count: 16)).pngData(alpha: false)
        #expect(try PNGHeader.read(data).get().colorType == .truecolor)
        #expect(try PNGImage(data: data).rgba == [9, 9, 9, 255, 9, 9, 9, 255, 9, 9, 9, 255, 9, 9, 9, 255])
    }

    @Test func namesWhatANonPNGIs() throws {
        guard case .failure(let error) = PNGHeader.read([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]) else {
            Issue.record("a JPEG read as PNG")
            return
        }
        #expect(error.message.contains("JPEG"))
    }

    @Test func refusesATruncatedPNG() throws {
        let data = try PNGImage(width: 40, height: 40, rgba: [UInt8](repeating: 90, count: 6400)).pngData()
        let error = #expect(throws: PassbookError.self) { try PNGImage(data: data.prefix(data.count / 2), name: "logo.png") }
        #expect(error?.code == .invalidImage)
        #expect(error?.operation.contains("logo.png") == true)
    }

    /// The cheap check reads rows as stored; its verdict must be the full decode's, on real images
    /// and on every kind of damage (cut short, flipped bytes in each chunk, wrong CRC).
    @Test func decodingCheckAgreesWithTheFullDecode() throws {
        var images: [Data] = []
        for sample in AppleSampleValidationTests.samples {
            let folder = try AppleSampleValidationTests.folder(sample)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".png") {
                images.append(try Data(contentsOf: folder.appendingPathComponent(name)))
            }
        }
        var pixels: [UInt8] = []
        for index in 0..<(33 * 21) { pixels += [UInt8(index % 256), UInt8(index * 3 % 256), 40, 200] }
        images.append(try PNGImage(width: 33, height: 21, rgba: pixels).pngData())
        images.append(try PNGImage(width: 33, height: 21, rgba: pixels).pngData(alpha: false))
        var damaged = 0
        var generator = SystemRandomNumberGenerator()
        for image in images {
            #expect(PNGImage.decodingProblem(of: image) == nil)
            var variants = [image.prefix(image.count / 2), image.prefix(image.count - 1), image.prefix(40)]
            for _ in 0..<12 {
                var copy = image
                let index = Int.random(in: 33..<copy.count, using: &generator)
                copy[copy.startIndex + index] ^= UInt8.random(in: 1...255, using: &generator)
                variants.append(copy)
            }
            for variant in variants {
                let problem = PNGImage.decodingProblem(of: Data(variant))
                let decoded = (try? PNGImage(data: Data(variant))) != nil
                #expect((problem == nil) == decoded, "check says \(problem ?? "decodable"), full decode \(decoded ? "succeeds" : "fails")")
                if problem != nil { damaged += 1 }
            }
        }
        #expect(damaged > images.count * 3, "the corruptions must reach the decoder")
    }

    @Test func contrastFollowsWCAG() {
        #expect(abs(ColorMath.contrast(ColorMath.relativeLuminance(red: 0, green: 0, blue: 0), ColorMath.relativeLuminance(red: 255, green: 255, blue: 255)) - 21) < 0.001)
        #expect(abs(ColorMath.contrast(ColorMath.relativeLuminance(red: 119, green: 119, blue: 119), 1) - 4.48) < 0.01)
    }

    /// The byte table the image rules use gives exactly the formula's numbers.
    @Test func luminanceTableMatchesTheFormula() {
        for value in 0...255 {
            let other = (value * 7 + 13) % 256
            let byTable = ColorMath.relativeLuminance(red: value, green: other, blue: 255 - value)
            let byFormula = ColorMath.relativeLuminance(red: Double(value), green: Double(other), blue: Double(255 - value))
            #expect(byTable == byFormula, "\(value)")
        }
        #expect(ColorMath.relativeLuminance(red: 300, green: 0, blue: 0) == ColorMath.relativeLuminance(red: 300.0, green: 0, blue: 0))
    }
}
