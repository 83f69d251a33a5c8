import Foundation
@testable import Passbook
import PassbookTestSupport

/// A small event-ticket template in memory, signed by the test PKI's pass type.
enum TemplateFixture {
    static let passJSON = """
        {
          "formatVersion": 1,
          "passTypeIdentifier": "\(TestPKI.passTypeIdentifier)",
          "teamIdentifier": "\(TestPKI.teamIdentifier)",
          "serialNumber": "{{serialNumber}}",
          "authenticationToken": "{{authenticationToken}}",
          "webServiceURL": "https://passes.example.com/",
          "organizationName": "Example Events",
          "description": "Ticket for the Example concert",
          "logoText": "Example",
          "backgroundColor": "rgb(20, 40, 120)",
          "foregroundColor": "rgb(255, 255, 255)",
          "labelColor": "rgb(220, 230, 255)",
          "expirationDate": "2099-12-31T23:59:00Z",
          "relevantDates": [{"startDate": "{{doors}}", "endDate": "2099-12-24T23:00:00+01:00"}],
          "locations": [{"latitude": "{{venue.latitude}}", "longitude": 11.575}],
          "barcodes": [{"format": "PKBarcodeFormatPDF417", "message": "{{code}}", "messageEncoding": "iso-8859-1", "altText": "{{code}}"}],
          "eventTicket": {
            "headerFields": [{"key": "date", "label": "DATE", "value": "{{doors}}", "dateStyle": "PKDateStyleShort"}],
            "primaryFields": [{"key": "holder", "label": "NAME", "value": "{{holder.name}}"}],
            "secondaryFields": [{"key": "tier", "label": "TIER", "value": "{{#vip}}VIP{{/vip}}{{^vip}}Standard{{/vip}}"}],
            "auxiliaryFields": [
              {"key": "seat", "label": "SEAT", "value": "{{seat}}", "changeMessage": "Seat changed to %@"},
              {"key": "points", "label": "POINTS", "value": "{{points}}"}
            ],
            "backFields": [{"key": "terms", "label": "TERMS", "value": "No refunds."}]
          }
        }
        """

    static let templateJSON = """
        {
          "name": "Test ticket",
          "summary": "A ticket for tests.",
          "style": "eventTicket",
          "data": [
            {"name": "holder.name", "type": "string", "required": true, "example": "Jane Appleseed"},
            {"name": "code", "type": "string", "required": true, "example": "T-0001"},
            {"name": "doors", "type": "date", "required": true, "example": "2099-12-24T19:00:00+01:00"},
            {"name": "venue.latitude", "type": "number", "required": true, "example": 48.137},
            {"name": "seat", "type": "string", "example": "A12"},
            {"name": "points", "type": "integer", "example": 250},
            {"name": "vip", "type": "boolean", "example": false}
          ]
        }
        """

    static let englishStrings = "\"NAME\" = \"Name\";\n\"Seat changed to %@\" = \"Seat changed to %@\";\n"
    static let germanStrings = "\"NAME\" = \"Name\";\n\"SEAT\" = \"Platz\";\n\"Seat changed to %@\" = \"Neuer Platz: %@\";\n\"greeting\" = \"Hallo {{holder.name}}\";\n"

    /// The template's files: the validation fixture's images, this pass.json and template.json.
    static func files(passJSON: String = passJSON, templateJSON: String = templateJSON) throws -> [String: Data] {
        var files = try ValidationFixture.clean().files.filter { PassFile(path: $0.key).kind == .image }
        files["pass.json"] = Data(passJSON.utf8)
        files["template.json"] = Data(templateJSON.utf8)
        files["en.lproj/pass.strings"] = Data(englishStrings.utf8)
        files["de.lproj/pass.strings"] = Data(germanStrings.utf8)
        return files
    }

    static func template() throws -> PassTemplate {
        try PassTemplate(name: "test-ticket", files: files())
    }

    /// A record with every required value.
    static func record(_ extra: [String: JSONValue] = [:], line: Int = 2) -> TemplateRecord {
        var values: [String: JSONValue] = [
            "holder.name": "Zoë Müller", "code": "C-1", "doors": "2099-12-24T19:00:00+01:00", "venue.latitude": "48.2",
        ]
        values.merge(extra) { $1 }
        return TemplateRecord(values: values, location: "record on line \(line) of people.csv", line: line)
    }
}
