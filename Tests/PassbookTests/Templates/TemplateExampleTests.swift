import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

/// A record's pass takes from the example the members and `.strings` files whose values are the
/// examples': what it gives must be what rendering everything gives, byte for byte.
@Suite struct TemplateExampleTests {
    /// The fixture with a section over a dotted optional value holding names read by their last
    /// part, an inverted section, and a `.strings` text with sections.
    static let passJSON = TemplateFixture.passJSON.replacingOccurrences(
        of: #""backFields": [{"key": "terms", "label": "TERMS", "value": "No refunds."}]"#,
        with: #""backFields": [{"key": "terms", "label": "TERMS", "value": "{{#guest.name}}For {{name}} and {{holder.name}}{{/guest.name}}{{^seat}}, free seating{{/seat}}"}, {"key": "guest", "label": "GUEST", "value": "{{guest.name}}"}]"#
    )
    static let templateJSON = TemplateFixture.templateJSON.replacingOccurrences(
        of: #"{"name": "vip", "#, with: #"{"name": "guest.name", "type": "string", "example": "Max"}, {"name": "vip", "#
    )
    static let germanStrings = TemplateFixture.germanStrings + "\"vip\" = \"{{#vip}}VIP{{/vip}}{{^vip}}Standard{{/vip}}\";\n"

    static func template() throws -> PassTemplate {
        var files = try TemplateFixture.files(passJSON: passJSON, templateJSON: templateJSON)
        files["de.lproj/pass.strings"] = Data(germanStrings.utf8)
        return try PassTemplate(name: "test-ticket", files: files)
    }

    /// Records whose values are each the example's, another, or absent, drawn from a fixed seed.
    static func records(_ template: PassTemplate, count: Int) -> [TemplateRecord] {
        let others: [String: [JSONValue]] = [
            "holder.name": ["Zoë Müller", "A \"quoted\" \\ name"], "code": ["C-1", "T-0001 "], "doors": ["2099-12-25T19:00:00Z"],
            "venue.latitude": ["48.2", .number(48.137)], "seat": ["B7", ""], "points": ["1250", .number(250)], "vip": ["true", .bool(false)],
            "guest.name": ["Ann", ""],
        ]
        var generator = Fuzz.Generator(seed: 7)
        let example = template.exampleRecord
        return (0..<count).map { index in
            var values: [String: JSONValue] = ["serialNumber": .string("S-\(index)"), "authenticationToken": .string("token-\(index)-abcdefghijklmnop")]
            for variable in template.description.variables {
                let choices: [JSONValue?] = [example.values[variable.name]] + (others[variable.name] ?? []).map { .some($0) } + (variable.isRequired ? [] : [nil])
                if let value = choices[Int(generator.next() % UInt64(choices.count))] { values[variable.name] = value }
            }
            return TemplateRecord(values: values, location: "record \(index)")
        }
    }

    @Test func membersTakenFromTheExampleAreWhatRenderingGives() throws {
        let template = try Self.template()
        let example = try TemplateExample(template: template)
        var taken = 0
        for record in Self.records(template, count: 400) {
            let whole = try template.renderFiles(record)
            let reused = try template.renderFiles(record, reusing: example)
            #expect(reused.passJSON == whole.passJSON, "\(record.values)")
            #expect(JSONWriter().data(from: reused.passJSON) == JSONWriter().data(from: whole.passJSON), "\(record.values)")
            #expect(reused.files == whole.files, "\(record.values)")
            taken += reused.unchanged.count
        }
        #expect(taken > 400, "records that keep examples take members from the example")
    }

    @Test func issuedPassesAreWrittenAsRenderingEverythingWrites() throws {
        let template = try Self.template()
        let overrides: JSONObject = ["webServiceURL": "https://passes.example.com/service/"]
        let pki = try TestPKI.get()
        let issuer = try TemplateIssuer(template: template, identity: Fixtures.identity(pki), overrides: overrides)
        let verifier = try Fixtures.verifier(pki)
        var sharedStrings = 0
        for (index, record) in Self.records(template, count: 60).enumerated() {
            let call: JSONObject = index % 4 == 0 ? ["voided": true] : [:]
            let issued: TemplateIssuer.Issued
            do {
                issued = try issuer.issue(record, overrides: call)
            } catch {
                // A record this generator makes can be invalid (an empty barcode message): the
                // same record must then be refused by the full validator too.
                let package = try template.render(record)
                #expect(try !PassValidator().validate(package).isValid, "\(error)")
                continue
            }
            var expected = try template.renderFiles(record).passJSON.objectValue ?? JSONObject()
            for (key, value) in overrides { expected[key] = value }
            for (key, value) in call { expected[key] = value }
            #expect(issued.passJSON == JSONWriter(style: .pretty).data(from: .object(expected)), "\(record.values)")
            // The archive holds the files rendering gives, whether its .strings were the example's
            // (zipped once with the images) or its own, and it verifies.
            let archived = try PassPackage(archive: issued.archive).files
            let rendered = try template.renderFiles(record).files
            for path in template.recordFilePaths { #expect(archived[path] == rendered[path], "\(path) of \(record.values)") }
            if rendered["de.lproj/pass.strings"] == (try template.renderFiles(template.exampleRecord).files["de.lproj/pass.strings"]) { sharedStrings += 1 }
            #expect(verifier.verify(archive: issued.archive).isValid)
        }
        #expect(sharedStrings > 0 && sharedStrings < 60, "both kinds of records are issued")
    }

    /// A name inside a section could be read from the section's group first: the group's names
    /// count, though template.json does not let a name be a value and a group at once.
    @Test func dependenciesCoverNamesReadInsideSections() {
        let names = ["holder.name", "holder.email", "name", "seat", "venue.latitude", "serialNumber"]
        #expect(PassTemplate.dependencies(of: ["holder", "name"], among: names) == ["holder.email", "holder.name", "name"])
        #expect(PassTemplate.dependencies(of: ["venue.latitude"], among: names) == ["venue.latitude"])
        #expect(PassTemplate.dependencies(of: [], among: names) == [])
    }
}
