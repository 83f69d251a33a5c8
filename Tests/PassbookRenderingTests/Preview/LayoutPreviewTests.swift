import Foundation
import Passbook
import PassbookRendering
import PassbookTestSupport
import Testing

/// The newer Wallet layouts, drawn from the shipped layout templates' examples: each in its own
/// layout and in its classic fallback, against the committed previews (made by `make previews`),
/// with their barcodes read back.
@Suite struct LayoutPreviewTests {
    static let templates: [(name: String, layout: PassLayout)] = [
        ("poster-event-ticket", .posterEventTicket), ("semantic-boarding-pass", .semanticBoardingPass), ("poster-generic", .posterGeneric),
    ]
    static var names: [String] { templates.map(\.name) }

    static func package(_ template: String) throws -> PassPackage {
        let made = try PassTemplate(folder: TestPaths.repositoryRoot.appendingPathComponent("Templates/\(template)"))
        return try made.render(made.exampleRecord)
    }

    static func options(scale: Int, layout: PassLayout? = nil) -> PreviewOptions {
        var options = PassPreviewTests.options(scale: scale)
        options.layout = layout
        return options
    }

    @Test(arguments: templates.map(\.name))
    func theTemplateResolvesToItsLayout(_ template: String) throws {
        let expected = try #require(Self.templates.first { $0.name == template }).layout
        #expect(StyleSchemeResolution(try Self.package(template)).layout == expected)
    }

    @Test(arguments: names)
    func theLayoutAndItsFallbackMatchTheirReferences(_ template: String) throws {
        let package = try Self.package(template)
        for (layout, suffix) in [(PassLayout?.none, "front"), (.classic, "classic")] {
            let png = try PassPreview(package, options: Self.options(scale: 2, layout: layout)).render(.front)
            let reference = TestPaths.repositoryRoot.appendingPathComponent("Samples/previews/\(template)-\(suffix).png")
            let difference = try Python.difference(expected: reference, actual: png)
            #expect(difference.sameSize, "\(suffix)")
            #expect(difference.cellsOver == 0, "\(suffix): max cell difference \(difference.maxCellDifference ?? -1)")
        }
    }

    @Test(arguments: names)
    func theBarcodeDecodesFromTheLayoutAndTheFallback(_ template: String) throws {
        let package = try Self.package(template)
        let barcode = try #require(package.pass.barcodes?.first)
        let payload = try BarcodePayload(barcode).bytes
        for layout in [PassLayout?.none, .classic] {
            // @2x and @3x, the scales of iPhones. At @1x a PDF417 module is one pixel, and zxing-cpp
            // misses the semantic boarding pass's code in the whole picture while it reads any crop
            // around the code: a limit of the detector, not of the drawing.
            for scale in [2, 3] {
                let png = try PassPreview(package, options: Self.options(scale: scale, layout: layout)).render(.front)
                #expect(try Python.decode(png).map(\.byteValues) == [payload], "\(layout?.rawValue ?? "resolved") @\(scale)x")
            }
        }
    }

    @Test(arguments: names)
    func theLayoutIsNotTheClassicDrawing(_ template: String) throws {
        let package = try Self.package(template)
        let resolved = try PassPreview(package, options: Self.options(scale: 1)).render(.front)
        let classic = try PassPreview(package, options: Self.options(scale: 1, layout: .classic)).render(.front)
        let difference = try Python.difference(expected: Scratch.file("png", contents: classic), actual: resolved)
        #expect(!difference.sameSize || (difference.cellsOver ?? 0) > 0)
    }

    /// A poster ticket that loses its artwork is drawn as Wallet then shows it: the classic ticket.
    @Test func aPosterTicketWithoutArtworkIsDrawnInTheClassicLayout() throws {
        var package = try Self.package("poster-event-ticket")
        for name in package.files.keys where name.hasPrefix("artwork") { package.files[name] = nil }
        let resolved = try PassPreview(package, options: Self.options(scale: 1)).render(.front)
        let classic = try PassPreview(package, options: Self.options(scale: 1, layout: .classic)).render(.front)
        #expect(resolved == classic)
    }

    /// Asking for a layout draws it even when the pass does not satisfy it, so an issuer sees what is off.
    @Test func aLayoutAskedForIsDrawnForAClassicPass() throws {
        let package = try Fixtures.ownPackage("EventTicket")
        let classic = try PassPreview(package, options: Self.options(scale: 1)).render(.front)
        let poster = try PassPreview(package, options: Self.options(scale: 1, layout: .posterEventTicket)).render(.front)
        #expect(classic != poster)
        #expect(try Python.decode(poster).map(\.byteValues) == [try BarcodePayload(#require(package.pass.barcodes?.first)).bytes])
    }
}
