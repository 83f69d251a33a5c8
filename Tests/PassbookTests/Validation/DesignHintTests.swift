import Foundation
@testable import Passbook
import PassbookTestSupport
import Testing

/// The design hints of Apple's guidelines on made cases that break them, and calibrated against
/// Apple's samples and the shipped templates, which must get none of them.
@Suite struct DesignHintTests {
    static let newHints = [
        "design.artwork.safeArea", "design.artwork.contrast", "design.contrast.strip", "design.images.photo", "design.updates", "design.images.format",
        "design.logo.text", "design.text.truncation",
    ]

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A picture of a plastic card as a strip: colour shifting across the card, grain, and printed lines.
    static func cardPhoto(width: Int, height: Int) throws -> Data {
        var generator = SystemRandomNumberGenerator()
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let printed = (y / 6) % 4 == 1 && x % 40 < 30
                pixels[offset] = printed ? 30 : UInt8(x * 255 / width)
                pixels[offset + 1] = printed ? 30 : UInt8(y * 255 / height)
                pixels[offset + 2] = printed ? 40 : UInt8(Int.random(in: 60...200, using: &generator))
            }
        }
        return try PNGImage(width: width, height: height, rgba: pixels).pngData()
    }

    @Test func aStoreCardWithoutUpdatesIsNudged() throws {
        var fixture = try ValidationFixture.clean()
        RuleCases.restyle(&fixture, to: "storeCard")
        fixture.set("webServiceURL", nil)
        fixture.set("authenticationToken", nil)
        let found = fixture.validate().diagnostics(for: "design.updates")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("store card changes (balances, points, tiers)") == true)
    }

    @Test func anOpaqueBackgroundNeedsNoAlphaButALogoDoes() throws {
        var fixture = try ValidationFixture.clean()
        let navy = PNGImage(width: 360, height: 440, rgba: Array([[UInt8]](repeating: [20, 40, 120, 255], count: 360 * 440).joined()))
        fixture.files["background@2x.png"] = try navy.pngData(alpha: false)
        #expect(fixture.validate().diagnostics(for: "design.images.format").isEmpty)
        let logo = PNGImage(width: 240, height: 80, rgba: Array([[UInt8]](repeating: [255, 255, 255, 255], count: 240 * 80).joined()))
        fixture.files["logo@2x.png"] = try logo.pngData(alpha: false)
        let found = fixture.validate().diagnostics(for: "design.images.format")
        #expect(found.first?.files == ["logo@2x.png"])
    }

    @Test func whiteTextOverAWhiteStripIsCaughtAndOverADarkOneIsNot() throws {
        var fixture = try ValidationFixture.clean()
        RuleCases.restyle(&fixture, to: "coupon")
        fixture.files["strip@2x.png"] = try ValidationFixture.png(750, 288, [20, 40, 120, 255])
        #expect(fixture.validate().diagnostics(for: "design.contrast.strip").isEmpty)
        // White in the text region only: the mean of the whole strip would still pass.
        var pixels = [UInt8](repeating: 0, count: 750 * 288 * 4)
        for y in 0..<288 {
            for x in 0..<750 {
                let white = x < 480 && y < 180
                pixels.replaceSubrange((y * 750 + x) * 4..<(y * 750 + x + 1) * 4, with: white ? [245, 245, 245, 255] : [10, 10, 40, 255])
            }
        }
        fixture.files["strip@2x.png"] = try PNGImage(width: 750, height: 288, rgba: pixels).pngData()
        let found = fixture.validate().diagnostics(for: "design.contrast.strip")
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
    }

    @Test func aPhotographedCardAsTheStripIsCaught() throws {
        var fixture = try ValidationFixture.clean()
        RuleCases.restyle(&fixture, to: "storeCard")
        fixture.files["strip@2x.png"] = try Self.cardPhoto(width: 750, height: 288)
        let found = fixture.validate().diagnostics(for: "design.images.photo")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("looks like a photograph") == true)
    }

    /// A white word-mark set in a real font, as a designer would export it.
    @Test(arguments: ["ACME", "Lantern", "Northwind Air"])
    func aWhiteWordmarkLogoIsCaught(_ word: String) throws {
        let folder = try makeTemporaryFolder()
        let file = folder.appendingPathComponent("logo@3x.png")
        let script = """
            import sys
            from PIL import Image, ImageDraw, ImageFont
            image = Image.new("RGBA", (480, 150), (0, 0, 0, 0))
            font = ImageFont.truetype("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 64)
            ImageDraw.Draw(image).text((10, 30), sys.argv[2], font=font, fill=(255, 255, 255, 255))
            image.save(sys.argv[1])
            """
        _ = try Shell.check(["python3", "-c", script, file.path, word])
        var fixture = try ValidationFixture.clean()
        fixture.files["logo@3x.png"] = try Data(contentsOf: file)
        let found = fixture.validate().diagnostics(for: "design.logo.text")
        #expect(found.count == 1, "\(word)")
        #expect(found.first?.message.contains("logoText") == true)
    }

    /// A name the preview draws in full, shrunk a little, is not called cut; a longer one is.
    @Test func truncationIsMeasuredNotCounted() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("eventTicket.primaryFields[0].value", "Ingrid Solberg-Ålesund")
        #expect(fixture.validate().diagnostics(for: "design.text.truncation").isEmpty)
        fixture.set("eventTicket.primaryFields[0].value", "Ingrid Solberg-Ålesund and Wilhelmina Castellanos-Oyelaran")
        #expect(fixture.validate().diagnostics(for: "design.text.truncation").map(\.path) == ["eventTicket.primaryFields[0].value"])
        // Narrow letters fit where as many wide ones do not.
        fixture.set("eventTicket.primaryFields[0].value", .string(String(repeating: "il", count: 20)))
        #expect(fixture.validate().diagnostics(for: "design.text.truncation").isEmpty)
        fixture.set("eventTicket.primaryFields[0].value", .string(String(repeating: "WM", count: 20)))
        #expect(fixture.validate().diagnostics(for: "design.text.truncation").count == 1)
    }

    @Test func aRowIsCutOnlyWhenItsFieldsTogetherDoNotFit() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("eventTicket.auxiliaryFields", [
            RuleCases.field("a", "Balcony 2"), RuleCases.field("b", "C"), RuleCases.field("c", "14"),
        ])
        #expect(fixture.validate().diagnostics(for: "design.text.truncation").isEmpty)
        fixture.set("eventTicket.auxiliaryFields[0].value", "Upper balcony, left side, behind the sound desk")
        #expect(fixture.validate().diagnostics(for: "design.text.truncation").map(\.path) == ["eventTicket.auxiliaryFields[0].value"])
    }

    @Test func appleSamplesGetNoneOfTheNewHints() throws {
        for name in ["BoardingPass", "Coupon", "Event", "Generic", "StoreCard"] {
            let report = try PassValidator().validate(contentsOf: AppleSampleValidationTests.folder(name))
            let found = report.diagnostics.filter { Self.newHints.contains($0.id) }
            #expect(found.isEmpty, "\(name): \(found.map(\.description))")
        }
    }

    @Test(arguments: ["boarding-pass", "coupon", "event-ticket", "generic", "store-card", "rewards-card", "poster-event-ticket", "semantic-boarding-pass", "poster-generic"])
    func shippedTemplatesGetNoneOfTheNewHints(_ name: String) throws {
        let template = try PassTemplate(folder: Self.root.appendingPathComponent("Templates/\(name)"))
        let package = try template.render(template.exampleRecord)
        let report = PassValidator().validate(PassSource(name: name, origin: .folder, files: try package.contents()))
        let found = report.diagnostics.filter { Self.newHints.contains($0.id) }
        #expect(found.isEmpty, "\(found.map(\.description))")
        #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.diagnostics.map(\.description))")
    }
}
