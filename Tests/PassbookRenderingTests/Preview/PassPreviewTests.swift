import Foundation
import Passbook
import PassbookRendering
import Testing

/// Previews of Apple's samples and ours against committed references (made by `make previews`
/// with the same options), compared tolerantly so a font-rendering change passes but a missing
/// field does not.
@Suite struct PassPreviewTests {
    /// The options `make previews` uses.
    static func options(scale: Int, language: String? = nil) -> PreviewOptions {
        PreviewOptions(
            scale: scale, language: language, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt,
            now: W3CDate("2027-01-01T12:00:00Z")?.date ?? Date()
        )
    }

    struct Side: CustomTestStringConvertible, Sendable {
        var name: String
        var side: PassSide
        var testDescription: String { "\(name) \(side.rawValue)" }
        static func all(_ names: [String]) -> [Side] {
            names.flatMap { [Side(name: $0, side: .front), Side(name: $0, side: .back)] }
        }
    }

    /// Apple's samples at @1x, ours at @2x.
    @Test(arguments: Side.all(Fixtures.appleSamples.map { "Apple/\($0)" }) + Side.all(Fixtures.ownSamples))
    func sampleMatchesItsReference(_ sample: Side) throws {
        let isApple = sample.name.hasPrefix("Apple/")
        let name = isApple ? String(sample.name.dropFirst(6)) : sample.name
        let package = try isApple ? Fixtures.applePackage(name) : Fixtures.ownPackage(name)
        let png = try PassPreview(package, options: Self.options(scale: isApple ? 1 : 2)).render(sample.side)
        let reference = try isApple ? Fixtures.appleReference(name, side: sample.side.rawValue) : Fixtures.ownReference(name, side: sample.side.rawValue)
        let difference = try Python.difference(expected: reference, actual: png)
        #expect(difference.sameSize)
        #expect(difference.cellsOver == 0, "max cell difference \(difference.maxCellDifference ?? -1)")
    }

    /// The comparison is not blind: one field less is seen.
    @Test(arguments: [("BoardingPass", PassFields.Group.auxiliary), ("Coupon", .secondary), ("StoreCard", .header), ("Generic", .back)])
    func aMissingFieldFailsTheComparison(_ name: String, _ group: PassFields.Group) throws {
        var package = try Fixtures.ownPackage(name)
        package.pass.fields?[group]?.removeLast()
        let side: PassSide = group == .back ? .back : .front
        let png = try PassPreview(package, options: Self.options(scale: 2)).render(side)
        let difference = try Python.difference(expected: Fixtures.ownReference(name, side: side.rawValue), actual: png)
        #expect(!difference.sameSize || (difference.cellsOver ?? 0) > 0)
    }

    @Test(arguments: Fixtures.ownSamples)
    func theBarcodeInAPreviewDecodes(_ name: String) throws {
        let package = try Fixtures.ownPackage(name)
        let barcode = try #require(package.pass.barcodes?.first)
        for scale in [1, 2, 3] {
            let png = try PassPreview(package, options: Self.options(scale: scale)).render(.front)
            let decoded = try Python.decode(png)
            #expect(decoded.map(\.byteValues) == [try BarcodePayload(barcode).bytes], "@\(scale)x")
        }
    }

    @Test func fieldsBeyondWhatWalletShowsAreNotDrawn() throws {
        var package = try Fixtures.ownPackage("EventTicket")
        let before = try PassPreview(package, options: Self.options(scale: 2)).render(.front)
        // Wallet shows four secondary fields on an event ticket; a fifth is left out.
        package.pass.eventTicket?.secondaryFields? += [
            PassField(key: "s3", value: "Three", label: "THIRD"), PassField(key: "s4", value: "Four", label: "FOURTH"),
        ]
        let four = try PassPreview(package, options: Self.options(scale: 2)).render(.front)
        package.pass.eventTicket?.secondaryFields?.append(PassField(key: "s5", value: "Five", label: "FIFTH"))
        let five = try PassPreview(package, options: Self.options(scale: 2)).render(.front)
        #expect(four != before)
        #expect(five == four)
    }

    @Test func scalesGiveTheImageSizesOfAPass() throws {
        let package = try Fixtures.ownPackage("Coupon")
        let sizes = try [1, 2, 3].map { try #require(PNGHeader(PassPreview(package, options: Self.options(scale: $0)).render(.front))) }
        #expect(sizes[0].width == 375 && sizes[1].width == 750 && sizes[2].width == 1125)
        #expect(sizes[1].height == sizes[0].height * 2 && sizes[2].height == sizes[0].height * 3)
        let both = try #require(PNGHeader(PassPreview(package, options: Self.options(scale: 1)).render([.front, .back])))
        #expect(both.width == 375 * 2 + 24)
    }

    @Test func svgAndPDFComeFromTheSameDrawing() throws {
        let preview = PassPreview(try Fixtures.ownPackage("BoardingPass"), options: Self.options(scale: 2))
        let svg = String(decoding: try preview.render(.front, format: .svg), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"375pt\""))
        let pdf = try preview.render([.front, .back], format: .pdf)
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        #expect(try preview.render(.front, format: .pdf) == preview.render(.front, format: .pdf))
    }

    @Test func aLanguageShowsItsStringsAndImages() throws {
        var package = try Fixtures.ownPackage("Generic")
        let english = try PassPreview(package, options: Self.options(scale: 1)).render(.front)
        let german = try PassPreview(package, options: Self.options(scale: 1, language: "de")).render(.front)
        let englishFile = try Scratch.file("png", contents: english)
        #expect((try Python.difference(expected: englishFile, actual: german).cellsOver ?? 0) > 0)
        // A localized logo replaces the top-level one for that language only.
        package.files["de.lproj/logo.png"] = package.files["thumbnail.png"]
        let localizedLogo = try PassPreview(package, options: Self.options(scale: 1, language: "de")).render(.front)
        #expect(localizedLogo != german)
        #expect(try PassPreview(package, options: Self.options(scale: 1)).render(.front) == english)
    }

    @Test func rightToLeftTextIsLaidOut() throws {
        var package = try Fixtures.ownPackage("Generic")
        package.pass.generic?.primaryFields = [PassField(key: "member", value: "مرحبا بالعالم", label: "عضو")]
        let png = try PassPreview(package, options: Self.options(scale: 1)).render(.front)
        let reference = try Scratch.file("png", contents: try PassPreview(try Fixtures.ownPackage("Generic"), options: Self.options(scale: 1)).render(.front))
        #expect((try Python.difference(expected: reference, actual: png).cellsOver ?? 0) > 0)
    }

    @Test func aPassWithoutStyleOrWithABadBarcodeIsAnError() throws {
        var package = try Fixtures.ownPackage("Coupon")
        package.pass.barcodes = [Barcode(format: .code128, message: String(repeating: "A", count: 80))]
        do {
            _ = try PassPreview(package).render(.front)
            Issue.record("an 80-character Code 128 was drawn")
        } catch {
            #expect(error.code == .barcode)
        }
        package.pass.coupon = nil
        do {
            _ = try PassPreview(package).render(.front)
            Issue.record("a pass without a style was drawn")
        } catch {
            #expect(error.code == .render)
            #expect(error.fix?.contains("eventTicket") == true)
        }
        #expect(throws: PassbookError.self) { try PassPreview(try Fixtures.ownPackage("Coupon"), options: PreviewOptions(scale: 4)).render(.front) }
    }
}
