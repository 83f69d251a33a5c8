import Foundation
import Passbook
import PassbookGoogleWallet
import Testing
import PassbookTestSupport

/// What maps to what: one concept at a time on small passes, and the shipped samples.
@Suite struct MappingTests {
    private func map(_ pass: Pass, files: [String: Data] = [:], options: GoogleWalletOptions = TestSupport.options()) throws -> GoogleWalletPass {
        try GoogleWalletMapper(options: options).map(PassPackage(pass: pass, files: files))
    }

    @Test func stylesChooseTheVertical() {
        #expect(GoogleWalletMapper.vertical(for: TestSupport.pass(style: .generic)) == .generic)
        #expect(GoogleWalletMapper.vertical(for: TestSupport.pass(style: .eventTicket)) == .eventTicket)
        #expect(GoogleWalletMapper.vertical(for: TestSupport.pass(style: .boardingPass, transitType: .air)) == .flight)
        #expect(GoogleWalletMapper.vertical(for: TestSupport.pass(style: .boardingPass, transitType: .train)) == .transit)
        #expect(GoogleWalletMapper.vertical(for: TestSupport.pass(style: .storeCard)) == .loyalty)
        #expect(GoogleWalletMapper.vertical(for: TestSupport.pass(style: .coupon)) == .offer)
    }

    @Test func aTrainBoardingPassIsARailTransitTicket() throws {
        let google = try map(TestSupport.pass(style: .boardingPass, transitType: .train), files: ["logo.png": Data()])
        #expect(google.vertical == .transit)
        #expect(google.classResource["logo"]?["sourceUri"]?["uri"] == "https://cdn.example.com/passes/logo.png")
        #expect(google.classResource["transitType"] == "RAIL")
        #expect(google.objectResource["tripType"] == "ONE_WAY")
        #expect(google.objectResource["ticketLeg"]?["originName"]?["defaultValue"]?["value"] == "AMS")
        #expect(TestSupport.errors(google.schemaDiagnostics()).isEmpty, "\(TestSupport.errors(google.schemaDiagnostics()))")
        let bus = try map(TestSupport.pass(style: .boardingPass, transitType: .boat))
        #expect(bus.classResource["transitType"] == "FERRY")
    }

    @Test func fieldsBecomeTextModulesAndTheFrontBecomesCardRows() throws {
        let google = try map(TestSupport.pass(style: .generic))
        let modules = google.objectResource["textModulesData"]?.arrayValue ?? []
        #expect(modules.compactMap { $0["id"]?.stringValue } == ["gate", "from", "to", "name", "seat", "terms"])
        #expect(modules.first?["header"] == "GATE")
        #expect(modules.first?["body"] == "B12")
        // The first primary field is the generic card's title: label over value.
        #expect(google.objectResource["header"]?["defaultValue"]?["value"] == "AMS")
        #expect(google.objectResource["subheader"]?["defaultValue"]?["value"] == "Amsterdam")
        #expect(google.objectResource["cardTitle"]?["defaultValue"]?["value"] == "Example Travel")
        let paths = JSONWriter().string(from: .object(google.classResource))
        #expect(paths.contains("object.textModulesData['gate']"))
        #expect(paths.contains("object.textModulesData['seat']"))
        #expect(!paths.contains("object.textModulesData['from']"))
    }

    @Test func barcodesColoursStateAndDates() throws {
        var pass = TestSupport.pass(style: .generic)
        pass.barcodes = [
            // Google's interleaved 2 of 5 is ITF-14, so a shorter message has no Google barcode.
            Barcode(format: .interleaved2of5, message: "1234"),
            Barcode(format: .pdf417, message: "M1JANSSEN", messageEncoding: "utf-8", altText: "Q7XK2P"),
            Barcode(format: .code128, message: "123"),
        ]
        pass.voided = true
        pass.expirationDate = W3CDate("2027-03-14T11:55+00:00")
        pass.relevantDates = [RelevantDate(startDate: W3CDate("2027-03-14T07:10:00+01:00"), endDate: W3CDate("2027-03-14T10:10:00+01:00"))]
        pass.groupingIdentifier = "trip-1"
        let second = try map(pass)
        #expect(second.objectResource["barcode"] == ["type": "PDF_417", "value": "M1JANSSEN", "renderEncoding": "UTF_8", "alternateText": "Q7XK2P"])
        #expect(second.diagnostics.contains { $0.id == "google.unmapped.barcodes" && $0.message.contains("PKBarcodeFormatI2of5, PKBarcodeFormatCode128") })
        #expect(second.objectResource["hexBackgroundColor"] == "#0054a6")
        #expect(second.objectResource["state"] == "COMPLETED")
        #expect(second.objectResource["validTimeInterval"] == ["end": ["date": "2027-03-14T11:55:00+00:00"]])
        #expect(second.objectResource["groupingInfo"] == ["groupingId": "trip-1"])
        #expect(second.diagnostics.contains { $0.id == "google.unmapped.relevant-dates" && $0.path == "relevantDates" })
    }

    @Test func conceptsWithoutCounterpartAreReported() throws {
        var pass = TestSupport.pass(style: .generic)
        pass.beacons = [Beacon(proximityUUID: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")]
        pass.nfc = NFC(message: "member-1", encryptionPublicKey: "MDkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDIgAC")
        pass.foregroundColor = PassColor(red: 255, green: 255, blue: 255)
        pass.webServiceURL = "https://example.com/passes/"
        pass.authenticationToken = "vxwxd7J8AlNNFPS8k0a0FfUFtq0ewzFdc"
        pass.fields?.headerFields?[0].changeMessage = "Gate changed to %@"
        pass.fields?.auxiliaryFields?[0].textAlignment = .right
        pass.locations = [Location(latitude: 52.31, longitude: 4.77, relevantText: "Near the airport")]
        let files = ["icon.png": Data(), "icon@2x.png": Data(), "logo@2x.png": Data(), "de.lproj/logo.png": Data()]
        let google = try map(pass, files: files, options: TestSupport.options(images: false))
        let ids = Set(google.diagnostics.map(\.id))
        for id in [
            "google.unmapped.beacons", "google.unmapped.nfc", "google.unmapped.text-colors", "google.unmapped.web-service",
            "google.unmapped.change-message", "google.unmapped.text-alignment", "google.unmapped.location-text",
            "google.unmapped.image-icon", "google.unmapped.localized-images", "google.images-not-hosted", "google.unmapped.description",
        ] {
            #expect(ids.contains(id), "\(id) missing from \(ids.sorted())")
        }
        #expect(google.objectResource["merchantLocations"] == [["latitude": 52.31, "longitude": 4.77]])
        #expect(google.objectResource["logo"] == nil)
        #expect(google.diagnostics.first { $0.id == "google.images-not-hosted" }?.files == ["logo@2x.png"])
    }

    @Test func imagesAreNamedByTheirLargestScale() throws {
        let files = ["logo.png": Data(), "logo@3x.png": Data(), "logo@2x.png": Data(), "strip@2x.png": Data(), "thumbnail.png": Data()]
        let options = GoogleWalletOptions(issuerID: TestSupport.issuerID, imageBaseURL: URL(string: "https://cdn.example.com/t/"))
        let google = try map(TestSupport.pass(style: .storeCard), files: files, options: options)
        #expect(google.classResource["programLogo"]?["sourceUri"]?["uri"] == "https://cdn.example.com/t/logo@3x.png")
        #expect(google.objectResource["heroImage"]?["sourceUri"]?["uri"] == "https://cdn.example.com/t/strip@2x.png")
        #expect(google.objectResource["imageModulesData"]?[0]?["mainImage"]?["sourceUri"]?["uri"] == "https://cdn.example.com/t/thumbnail.png")
    }

    @Test func translationsBecomeTranslatedValuesAndDatesAreFormattedPerLanguage() throws {
        let google = try TestSupport.map(try PassPackage(folder: TestPaths.repositoryRoot.appendingPathComponent("Samples/passes/Generic.pass")))
        let modules = google.objectResource["textModulesData"]?.arrayValue ?? []
        let plan = try #require(modules.first { $0["id"] == "plan" })
        #expect(plan["header"] == "PLAN")
        #expect(plan["localizedHeader"]?["translatedValues"] == [["language": "de", "value": "TARIF"]])
        #expect(plan["localizedBody"]?["translatedValues"] == [["language": "de", "value": "Flex-Arbeitsplatz"]])
        let since = try #require(modules.first { $0["id"] == "memberSince" })
        let english = try #require(since["body"]?.stringValue)
        let german = try #require(since["localizedBody"]?["translatedValues"]?[0]?["value"]?.stringValue)
        #expect(!english.contains("T"), "a date is shown formatted, not as ISO 8601: \(english)")
        #expect(english != german)
    }

    @Test func theBoardingPassTemplateIsAFlightWithItsSemantics() throws {
        let google = try TestSupport.map(try TestSupport.example(TestPaths.repositoryRoot.appendingPathComponent("Templates/boarding-pass")))
        let flight = google.classResource
        #expect(flight["flightHeader"]?["carrier"]?["carrierIataCode"] == "NW")
        #expect(flight["flightHeader"]?["flightNumber"] == "482")
        #expect(flight["origin"]?["airportIataCode"] == "AMS")
        #expect(flight["origin"]?["gate"] == "D7")
        #expect(flight["destination"]?["airportIataCode"] == "LIS")
        #expect(flight["localScheduledDepartureDateTime"] == "2027-03-14T09:40:00")
        #expect(flight["localBoardingDateTime"] == "2027-03-14T09:05:00")
        #expect(google.objectResource["passengerName"] == "Mira Janssen")
        #expect(google.objectResource["reservationInfo"]?["confirmationCode"] == "Q7XK2P")
        #expect(google.objectResource["boardingAndSeatingInfo"]?["seatNumber"] == "14A")
        #expect(google.objectResource["barcode"]?["type"] == "PDF_417")
        #expect(google.objectResource["notifyPreference"] == "NOTIFY_ON_UPDATE")
    }

    @Test func theEventTicketTemplateCarriesTheEventSeatAndHolder() throws {
        let google = try TestSupport.map(try TestSupport.example(TestPaths.repositoryRoot.appendingPathComponent("Templates/event-ticket")))
        #expect(google.classResource["eventName"]?["defaultValue"]?["value"] != nil)
        #expect(google.classResource["venue"]?["name"] != nil)
        #expect(google.classResource["dateTime"]?["start"] != nil)
        #expect(google.objectResource["seatInfo"] != nil)
        #expect(google.objectResource["ticketHolderName"] != nil)
        #expect(google.diagnostics.contains { $0.id == "google.unmapped.image-background" })
    }

    @Test func theStoreCardTemplateShowsItsBalanceAsPoints() throws {
        let google = try TestSupport.map(try TestSupport.example(TestPaths.repositoryRoot.appendingPathComponent("Templates/store-card")))
        #expect(google.objectResource["loyaltyPoints"]?["balance"]?["money"]?["currencyCode"] != nil)
        #expect(google.objectResource["loyaltyPoints"]?["label"] == "GIFT BALANCE")
        #expect(google.objectResource["secondaryLoyaltyPoints"]?["balance"]?["int"] != nil)
        #expect(google.classResource["programName"] != nil)
    }

    @Test func theCouponTemplateTitleIsItsOffer() throws {
        let google = try TestSupport.map(try TestSupport.example(TestPaths.repositoryRoot.appendingPathComponent("Templates/coupon")))
        let title = try #require(google.classResource["title"]?.stringValue)
        #expect(title.contains("OFF ANY HANDCRAFTED DRINK"))
        #expect(google.classResource["provider"] != nil)
        #expect(google.classResource["redemptionChannel"] == "BOTH")
    }

    @Test func passesWithTheSameClassContentShareAClassAndOthersDoNot() throws {
        let template = try PassTemplate(folder: TestPaths.repositoryRoot.appendingPathComponent("Templates/generic"))
        var first = template.exampleRecord
        first.serialNumber = "A-1"
        var second = template.exampleRecord
        second.serialNumber = "A-2"
        let a = try TestSupport.map(try template.render(first))
        let b = try TestSupport.map(try template.render(second))
        #expect(a.classID == b.classID)
        #expect(a.objectID != b.objectID)
        let other = try TestSupport.map(try TestSupport.example(TestPaths.repositoryRoot.appendingPathComponent("Templates/coupon")))
        #expect(other.classID != a.classID)
        let fixed = try GoogleWalletMapper(options: GoogleWalletOptions(issuerID: TestSupport.issuerID, classSuffix: "members 2027")).map(try template.render(first))
        #expect(fixed.classID == "\(TestSupport.issuerID).members_202027")
    }

    @Test func aWrongIssuerIDIsRefused() {
        #expect(throws: PassbookError.self) {
            try GoogleWalletMapper(options: GoogleWalletOptions(issuerID: "my-issuer")).map(PassPackage(pass: TestSupport.pass(style: .generic)))
        }
    }
}
