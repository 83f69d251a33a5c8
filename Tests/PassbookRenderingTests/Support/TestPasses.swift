import Foundation
import Passbook

@testable import PassbookRendering

/// Passes shaped like published ones the samples do not cover, made from our samples, and what
/// drawing them lays out.
enum TestPasses {
    /// Our boarding pass with a wide logo (480 × 100 pixels @2x, as airlines ship them) and these
    /// header fields.
    static func wideLogoBoardingPass(headers: [(label: String, value: String)], logoText: String? = nil) throws -> PassPackage {
        var package = try Fixtures.ownPackage("BoardingPass")
        for name in ["logo.png", "logo@2x.png", "logo@3x.png"] { package.files[name] = nil }
        package.files["logo@2x.png"] = try solidPNG(width: 480, height: 100, rgba: [230, 60, 40, 255])
        package.pass.logoText = logoText
        package.pass.boardingPass?.headerFields = headers.enumerated().map { PassField(key: "h\($0.offset)", value: .string($0.element.value), label: $0.element.label) }
        return package
    }

    /// Our generic pass with these back fields.
    static func genericPass(backFields: [PassField]) throws -> PassPackage {
        var package = try Fixtures.ownPackage("Generic")
        package.pass.generic?.backFields = backFields
        return package
    }

    static func solidPNG(width: Int, height: Int, rgba: [UInt8]) throws -> Data {
        try PNGImage(width: width, height: height, rgba: Array((0..<width * height).map { _ in rgba }.joined())).pngData()
    }

    /// The text a side of `package` lays out at @2x, as Pango laid it out.
    static func drawnText(_ package: PassPackage, _ side: PassSide) throws -> [DrawnText] {
        let canvas = try PassPreview(package, options: PassPreviewTests.options(scale: 2)).draw([side], recordingText: true)
        return withExtendedLifetime(canvas) { canvas.text.recorded ?? [] }
    }

    /// The width the header fields of `header` need, unshrunk and uncut.
    static func naturalWidth(_ header: HeaderLayout) throws -> Double {
        let canvas = try Canvas(raster: 1, 1, operation: "measure a header")
        return withExtendedLifetime(canvas) { header.fields.naturalWidth(canvas.text) }
    }

    /// The header of `package`'s front, laid out.
    static func header(_ package: PassPackage) throws -> HeaderLayout {
        let content = try PreviewContent(package: package, options: PassPreviewTests.options(scale: 2))
        let canvas = try Canvas(raster: 1, 1, operation: "measure a header")
        return try withExtendedLifetime(canvas) { try FrontRenderer(content: content).header(canvas.text) }
    }
}
