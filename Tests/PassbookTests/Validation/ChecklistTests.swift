import Foundation
import Testing
@testable import Passbook

/// The defects people most often ship: those Wallet refuses must be clear errors, those it opens
/// must not be; and the design findings Apple's guidelines call for.
@Suite struct ChecklistTests {
    struct Defect: Sendable, CustomTestStringConvertible {
        let name: String
        let id: String
        let words: String
        let apply: @Sendable (inout ValidationFixture) throws -> Void
        var testDescription: String { name }

        /// The clean fixture with the defect, its report, and the defect's finding, whose message must
        /// name `words`.
        func finding() throws -> (report: ValidationReport, found: Diagnostic) {
            var fixture = try ValidationFixture.clean()
            try apply(&fixture)
            let report = fixture.validate()
            let found = try #require(report.diagnostics(for: id).first, "\(report.diagnostics.map(\.description))")
            #expect(found.message.contains(words), "\(found.message)")
            return (report, found)
        }
    }

    static let errors: [Defect] = [
        Defect(name: "missing icon", id: "images.icon.missing", words: "icon.png") { $0.files["icon.png"] = nil },
        Defect(name: "duplicate field key", id: "fields.key.duplicate", words: "already used") { $0.set("eventTicket.secondaryFields[0].key", "event") },
        Defect(name: "formatVersion missing", id: "structure.key.required", words: "formatVersion") { $0.set("formatVersion", nil) },
        Defect(name: "date without time zone", id: "dates.timezone.missing", words: "time zone") { $0.set("relevantDates[0].startDate", "2099-12-24T18:00:00") },
        Defect(name: "barcode with an unknown format", id: "barcodes.format.unknown", words: "PKBarcodeFormatQR") {
            $0.set("barcode", ["format": "QR", "message": "T-0001", "messageEncoding": "iso-8859-1"])
        },
        Defect(name: "token of 8 characters", id: "webservice.token.short", words: "at least 16") { $0.set("authenticationToken", "abcdefgh") },
        Defect(name: "serialNumber missing", id: "structure.key.required", words: "serialNumber") { $0.set("serialNumber", nil) },
        Defect(name: "no style key", id: "structure.style.missing", words: "no style key") { $0.set("eventTicket", nil) },
        Defect(name: "field without value", id: "fields.value.missing", words: "no value") { $0.set("eventTicket.primaryFields[0].value", nil) },
        Defect(name: "unknown textAlignment", id: "fields.enum.invalid", words: "center") { $0.set("eventTicket.secondaryFields[0].textAlignment", "center") },
    ]

    @Test(arguments: errors)
    func defectIsAClearError(_ defect: Defect) throws {
        let (report, found) = try defect.finding()
        #expect(!report.isValid)
        #expect(found.severity == .error)
    }

    /// Passes Wallet opens, though something in them is wrong: never an error, never invalid.
    static let opened: [Defect] = [
        Defect(name: "rgb out of range", id: "colors.invalid", words: "0 to 255") { $0.set("backgroundColor", "rgb(20, 40, 256)") },
        Defect(name: "Code 128 with €", id: "barcodes.message.unencodable", words: "U+20AC") {
            $0.set("barcodes[0].format", "PKBarcodeFormatCode128")
            $0.set("barcodes[0].message", "Ticket 5 €")
        },
        Defect(name: "Code 128 in the legacy barcode key", id: "barcodes.legacy.format", words: "without a barcode") {
            $0.set("barcode", ["format": "PKBarcodeFormatCode128", "message": "T-0001", "messageEncoding": "iso-8859-1"])
        },
        Defect(name: "token without webServiceURL", id: "webservice.token.unused", words: "ignores it") { $0.set("webServiceURL", nil) },
        Defect(name: "strip and thumbnail on an event ticket", id: "images.eventTicket.strip", words: "thumbnail") {
            $0.files["strip.png"] = try ValidationFixture.png(375, 98, [20, 40, 120, 255])
        },
        Defect(name: "11 locations", id: "relevance.locations.limit", words: "at most 10") {
            $0.set("locations", .array(Array(repeating: ["latitude": 48.1, "longitude": 11.5], count: 11)))
        },
        Defect(name: "relevantDates interval without end", id: "dates.relevantDates.interval", words: "endDate") { $0.set("relevantDates[0].endDate", nil) },
        Defect(name: "two style keys", id: "structure.style.multiple", words: "not documented") { $0.set("generic", ["primaryFields": []]) },
        Defect(name: "unreadable pass.strings", id: "localization.strings.invalid", words: "untranslated") { $0.files["de.lproj/pass.strings"] = Data("\"EVENT\" = ;".utf8) },
        Defect(name: "JPEG renamed to PNG", id: "images.png.invalid", words: "not a PNG") { $0.files["logo.png"] = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) },
    ]

    @Test(arguments: opened)
    func walletOpensItSoItIsAWarning(_ defect: Defect) throws {
        let (report, found) = try defect.finding()
        #expect(report.isValid, "\(report.errors.map(\.description))")
        #expect(found.severity == .warning)
    }

    static let design: [Defect] = [
        Defect(name: "white background", id: "design.background.white", words: "white") {
            for scale in ["", "@2x", "@3x"] { $0.files["background\(scale).png"] = nil }
            $0.set("backgroundColor", "rgb(255, 255, 255)")
            $0.set("foregroundColor", "rgb(0, 0, 0)")
            $0.set("labelColor", "rgb(60, 60, 60)")
        },
        Defect(name: "dark colored logo", id: "design.logo.notWhite", words: "colored or dark") {
            for scale in 1...3 { $0.files["logo\(scale == 1 ? "" : "@\(scale)x").png"] = try ValidationFixture.logo(120 * scale, 40 * scale, color: [90, 0, 0, 255]) }
        },
        Defect(name: "QR barcode", id: "design.barcode.square", words: "square") { $0.set("barcodes[0].format", "PKBarcodeFormatQR") },
        Defect(name: "500 KB background image", id: "design.images.weight", words: "KB") {
            $0.files["background@2x.png"] = try RuleCases.noise(360, 360)
        },
        Defect(name: "missing logoText", id: "design.logoText.missing", words: "logoText") { $0.set("logoText", nil) },
        Defect(name: "three header fields", id: "design.front.clutter", words: "3 header fields") {
            for index in 1...2 { $0.append("eventTicket.headerFields", RuleCases.field("extra\(index)")) }
        },
        Defect(name: "changeMessage without %@", id: "design.updates", words: "%@") { $0.set("eventTicket.auxiliaryFields[0].changeMessage", "Your seat changed") },
    ]

    @Test(arguments: design)
    func designRuleFires(_ defect: Defect) throws {
        #expect(try defect.finding().found.severity != .error)
    }
}
