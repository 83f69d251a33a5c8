import Foundation
import Testing
@testable import Passbook

/// The defects people most often ship, each of which must be a clear error, and the design
/// findings Apple's guidelines call for.
@Suite struct ChecklistTests {
    struct Defect: Sendable, CustomTestStringConvertible {
        let name: String
        let id: String
        let words: String
        let apply: @Sendable (inout ValidationFixture) throws -> Void
        var testDescription: String { name }
    }

    static let errors: [Defect] = [
        Defect(name: "missing icon", id: "images.icon.missing", words: "icon.png") { $0.files["icon.png"] = nil },
        Defect(name: "duplicate field key", id: "fields.key.duplicate", words: "already used") { $0.set("eventTicket.secondaryFields[0].key", "event") },
        Defect(name: "formatVersion missing", id: "structure.key.required", words: "formatVersion") { $0.set("formatVersion", nil) },
        Defect(name: "date without time zone", id: "dates.timezone.missing", words: "time zone") { $0.set("relevantDates[0].startDate", "2099-12-24T18:00:00") },
        Defect(name: "rgb out of range", id: "colors.invalid", words: "0 to 255") { $0.set("backgroundColor", "rgb(20, 40, 256)") },
        Defect(name: "Code 128 with €", id: "barcodes.message.unencodable", words: "U+20AC") {
            $0.set("barcodes[0].format", "PKBarcodeFormatCode128")
            $0.set("barcodes[0].message", "Ticket 5 €")
        },
        Defect(name: "barcode with an unknown format", id: "barcodes.format.unknown", words: "PKBarcodeFormatQR") {
            $0.set("barcode", ["format": "QR", "message": "T-0001", "messageEncoding": "iso-8859-1"])
        },
        Defect(name: "strip and thumbnail on an event ticket", id: "images.eventTicket.strip", words: "thumbnail") {
            $0.files["strip.png"] = try ValidationFixture.png(375, 98, [20, 40, 120, 255])
        },
        Defect(name: "11 locations", id: "relevance.locations.limit", words: "at most 10") {
            $0.set("locations", .array(Array(repeating: ["latitude": 48.1, "longitude": 11.5], count: 11)))
        },
        Defect(name: "token of 8 characters", id: "webservice.token.short", words: "at least 16") { $0.set("authenticationToken", "abcdefgh") },
    ]

    @Test(arguments: errors)
    func defectIsAClearError(_ defect: Defect) throws {
        var fixture = try ValidationFixture.clean()
        try defect.apply(&fixture)
        let report = fixture.validate()
        #expect(!report.isValid)
        let found = try #require(report.diagnostics(for: defect.id).first, "\(report.diagnostics.map(\.description))")
        #expect(found.severity == .error)
        #expect(found.message.contains(defect.words), "\(found.message)")
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
        Defect(name: "six secondary fields", id: "design.front.clutter", words: "6 secondaryFields") {
            for index in 1...5 { $0.append("eventTicket.secondaryFields", RuleCases.field("extra\(index)")) }
        },
        Defect(name: "changeMessage without %@", id: "design.updates", words: "%@") { $0.set("eventTicket.auxiliaryFields[0].changeMessage", "Your seat changed") },
    ]

    @Test(arguments: design)
    func designRuleFires(_ defect: Defect) throws {
        var fixture = try ValidationFixture.clean()
        try defect.apply(&fixture)
        let report = fixture.validate()
        let found = try #require(report.diagnostics(for: defect.id).first, "\(report.diagnostics.map(\.description))")
        #expect(found.severity != .error)
        #expect(found.message.contains(defect.words), "\(found.message)")
    }
}
