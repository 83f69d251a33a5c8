import Passbook
import Testing

@testable import PassbookRendering

/// The top of the front as Wallet lays it out: header fields whole, the logo and logo text in what
/// they leave.
@Suite struct HeaderLayoutTests {
    static let airline: [(label: String, value: String)] = [("FLIGHT", "VY 8310"), ("DATE", "03/04"), ("SEAT", "14A")]

    /// The text drawn in the header band of the front.
    func headerText(_ package: PassPackage) throws -> [DrawnText] {
        try TestPasses.drawnText(package, .front).filter { $0.frame.y < PreviewMetrics.headerBottom }
    }

    @Test func headerFieldsBesideAWideLogoAreShownInFull() throws {
        let drawn = try headerText(TestPasses.wideLogoBoardingPass(headers: Self.airline))
        for (label, value) in Self.airline {
            for text in [label, value] {
                let piece = try #require(drawn.first { $0.text == text }, "\(text) is not drawn")
                #expect(!piece.isEllipsized, "\(text) is cut")
            }
        }
    }

    @Test func theLogoIsScaledIntoTheWidthTheFieldsLeave() throws {
        // Short fields leave room for Wallet's whole 160-point logo box; the logo keeps its 4.8:1.
        let roomy = try TestPasses.header(TestPasses.wideLogoBoardingPass(headers: Self.airline))
        let logo = try #require(roomy.logoFrame)
        #expect(logo.width == PreviewMetrics.logoMaxWidth)
        #expect(abs(logo.width / logo.height - 4.8) < 0.001)

        // Wider fields leave less: the logo shrinks to the space between the margin and the fields.
        let crowded = try TestPasses.header(
            TestPasses.wideLogoBoardingPass(headers: [("FLIGHT", "VY 8310"), ("DATE", "03/04/2027"), ("BOARDING", "10:45")])
        )
        let fields = try #require(crowded.fieldsFrame)
        let smaller = try #require(crowded.logoFrame)
        #expect(smaller.width < PreviewMetrics.logoMaxWidth)
        #expect(abs(smaller.maxX - (fields.x - HeaderLayout.fieldsGap)) < 0.001)
        #expect(abs(smaller.width / smaller.height - 4.8) < 0.001)
        #expect(smaller.height <= PreviewMetrics.logoHeight)
        #expect(fields.width == (try TestPasses.naturalWidth(crowded)))
    }

    @Test func logoTextTakesWhatIsLeftAndIsCutOnlyWhenItMust() throws {
        // Our boarding pass: a narrow logo, two short fields, room for "Northwind Air" whole.
        let sample = try headerText(Fixtures.ownPackage("BoardingPass"))
        #expect(sample.first { $0.text == "Northwind Air" }?.isEllipsized == false)

        // Beside a 160-point logo and a short field, a long logo text is cut, the field is not.
        let package = try TestPasses.wideLogoBoardingPass(headers: [("GATE", "D7")], logoText: "Northwind Air Regional Express")
        let drawn = try headerText(package)
        let logoText = try #require(drawn.first { $0.text == "Northwind Air Regional Express" })
        #expect(logoText.isEllipsized)
        #expect(drawn.first { $0.text == "D7" }?.isEllipsized == false)
        let header = try TestPasses.header(package)
        let logo = try #require(header.logoFrame)
        let fields = try #require(header.fieldsFrame)
        #expect(logoText.frame.x >= logo.maxX && logoText.frame.x + logoText.frame.width <= fields.x)
    }

    @Test func fieldsWiderThanTheCardShrinkAndStayOnIt() throws {
        let long: [(label: String, value: String)] = [
            ("DEPARTURE TERMINAL", "Terminal 2E Hall K"), ("BOARDING GROUP", "Priority Group 1"), ("CONFIRMATION", "Q7XK2P-88"),
        ]
        let header = try TestPasses.header(TestPasses.wideLogoBoardingPass(headers: long))
        let fields = try #require(header.fieldsFrame)
        #expect(fields.x >= PreviewMetrics.margin)
        #expect(fields.maxX <= PreviewMetrics.width - PreviewMetrics.margin)
        #expect(header.fields.valueStyle.size < 17)
        #expect(header.logoFrame == nil)
    }
}
