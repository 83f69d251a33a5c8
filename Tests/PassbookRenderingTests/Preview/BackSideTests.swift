import Foundation
import Passbook
import Testing

@testable import PassbookRendering

/// The back as Wallet shows it: links from `<a href>` and the data detectors in the link colour,
/// markup never shown as text, and an event ticket's background image blurred behind it.
@Suite struct BackSideTests {
    /// The laid-out value that contains `text`, and the pass's link colour.
    func drawnValue(containing text: String, _ fields: [PassField]) throws -> (value: DrawnText, link: String) {
        let package = try TestPasses.genericPass(backFields: fields)
        let drawn = try TestPasses.drawnText(package, .back)
        let value = try #require(drawn.first { $0.text.contains(text) }, "no text contains \(text): \(drawn.map(\.text))")
        return (value, PreviewTheme(package.pass).link.hex)
    }

    /// The pieces of a drawn value in the link colour.
    func links(_ drawn: (value: DrawnText, link: String)) -> [String] {
        drawn.value.coloredRuns.filter { $0.color.hex == drawn.link }.map(\.text)
    }

    @Test func anAnchorShowsItsTextAsALinkNotItsTag() throws {
        let field = PassField(
            key: "manage", value: "Manage your booking online", label: "Manage booking",
            attributedValue: "<a href=\"https://vueling.example/manage\">Book now</a> or <b>change</b> your seat &amp; bags."
        )
        let drawn = try drawnValue(containing: "Book now", [field])
        #expect(drawn.value.text == "Book now or change your seat & bags.")
        #expect(links(drawn) == ["Book now"])
        #expect(drawn.value.coloredRuns.count == 1)
    }

    @Test func htmlInAPlainValueIsShownAsWalletShowsIt() throws {
        let drawn = try drawnValue(containing: "Book", [PassField(key: "raw", value: "<a href='https://x.example'>Book now</a>")])
        #expect(drawn.value.text == "Book now")
        #expect(links(drawn) == ["Book now"])
    }

    @Test func detectedURLsPhoneNumbersAndDatesAreLinks() throws {
        let field = PassField(key: "contact", value: "Call +34 931 518 158 or visit https://vueling.example/help.\nDeparture 14 March 2027 at 11:55")
        let drawn = try drawnValue(containing: "Call", [field])
        #expect(links(drawn) == ["+34 931 518 158", "https://vueling.example/help", "14 March 2027 at 11:55"])
    }

    @Test func anEmptyDataDetectorTypesListDetectsNothing() throws {
        var field = PassField(key: "contact", value: "Call +34 931 518 158 or visit https://vueling.example/help.")
        field.dataDetectorTypes = []
        let drawn = try drawnValue(containing: "Call", [field])
        #expect(drawn.value.text == "Call +34 931 518 158 or visit https://vueling.example/help.")
        #expect(drawn.value.coloredRuns.isEmpty)
        field.dataDetectorTypes = [.phoneNumber]
        #expect(links(try drawnValue(containing: "Call", [field])) == ["+34 931 518 158"])
    }

    @Test func passTextCannotAddMarkup() throws {
        let field = PassField(
            key: "evil", value: "x",
            attributedValue: "<span foreground='red' size='xx-large'>big</span> <u>u</u> </span><b> a < b & c > d &#60;i&#62;"
        )
        let drawn = try drawnValue(containing: "big", [field])
        #expect(drawn.value.text == "big u  a < b & c > d <i>")
        #expect(drawn.value.coloredRuns.isEmpty)
    }

    /// The standard deviation of brightness in the strip left of the fields panel, from the PNG.
    func marginSpread(_ package: PassPackage) throws -> Double {
        let png = try PassPreview(package, options: PassPreviewTests.options(scale: 1)).render(.back)
        let image = try PNGImage(data: png)
        var values: [Double] = []
        for y in 80..<400 {
            for x in 3..<14 {
                let offset = (y * image.width + x) * 4
                values.append(Double(image.rgba[offset]) * 0.3 + Double(image.rgba[offset + 1]) * 0.59 + Double(image.rgba[offset + 2]) * 0.11)
            }
        }
        let mean = values.reduce(0, +) / Double(values.count)
        return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
    }

    @Test func theBackOfATicketWithABackgroundImageShowsItBlurred() throws {
        let ticket = try Fixtures.ownPackage("EventTicket")
        var plain = ticket
        for name in ticket.files.keys where name.hasPrefix("background") { plain.files[name] = nil }
        let flat = try marginSpread(plain)
        let blurred = try marginSpread(ticket)
        #expect(flat < 0.5, "the back without a background image is one colour")
        #expect(blurred > 3, "the blurred image varies down the card")
    }
}
