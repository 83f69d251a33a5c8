import Foundation
import Testing
@testable import Passbook

@Suite struct PassTemplateTests {
    @Test func rendersPlaceholdersWithTypesAndSections() throws {
        let template = try TemplateFixture.template()
        let package = try template.render(TemplateFixture.record(["seat": "B7", "points": "1250", "vip": "yes"]))
        let json = try package.pass.jsonValue
        #expect(json["serialNumber"]?.stringValue?.count == 26)
        #expect(json["authenticationToken"]?.stringValue?.count == 32)
        #expect(json["locations"]?[0]?["latitude"] == .number(JSONNumber(text: "48.2")!))
        let fields = try #require(json["eventTicket"]?.objectValue)
        #expect(fields["primaryFields"]?[0]?["value"] == "Zoë Müller")
        #expect(fields["secondaryFields"]?[0]?["value"] == "VIP")
        #expect(fields["auxiliaryFields"]?[0]?["value"] == "B7")
        #expect(fields["auxiliaryFields"]?[1]?["value"] == .number(1250))
        #expect(json["barcodes"]?[0]?["message"] == "C-1")
        #expect(json["relevantDates"]?[0]?["startDate"] == "2099-12-24T19:00:00+01:00")
    }

    @Test func optionalFieldsDisappearAndInvertedSectionsShow() throws {
        let package = try TemplateFixture.template().render(TemplateFixture.record())
        let fields = try #require(package.pass.jsonValue["eventTicket"]?.objectValue)
        // seat and points are absent: both auxiliary fields are gone, and with them the array.
        #expect(fields["auxiliaryFields"] == nil)
        #expect(fields["secondaryFields"]?[0]?["value"] == "Standard")
    }

    /// A dotted name is looked up through its group ("guest" of "guest.name"), which a record has
    /// only when one of the group's names has a value.
    @Test func anOptionalDottedValueRendersOrRendersAway() throws {
        let json = TemplateFixture.passJSON.replacingOccurrences(of: #""value": "No refunds.""#, with: #""value": "{{guest.name}}""#)
        let description = TemplateFixture.templateJSON.replacingOccurrences(
            of: #"{"name": "vip", "#, with: #"{"name": "guest.name", "type": "string", "example": "Max"}, {"name": "vip", "#
        )
        let template = try PassTemplate(name: "t", files: TemplateFixture.files(passJSON: json, templateJSON: description))
        let fields = { (record: TemplateRecord) in try template.render(record).pass.jsonValue["eventTicket"] }
        #expect(try fields(TemplateFixture.record(["guest.name": "Max"]))?["backFields"]?[0]?["value"] == "Max")
        #expect(try fields(TemplateFixture.record())?["backFields"] == nil)
    }

    @Test func valuesAreWrittenAsTextNotHTML() throws {
        let name = #"Ana "Nana" <O'Neil> & Co \ 1"#
        let package = try TemplateFixture.template().render(TemplateFixture.record(["holder.name": .string(name)]))
        let json = try package.pass.jsonValue
        #expect(json["eventTicket"]?["primaryFields"]?[0]?["value"] == .string(name))
        // The bytes are strict JSON that another parser reads back to the same text.
        let parsed = try JSONSerialization.jsonObject(with: package.pass.jsonData()) as? [String: Any]
        let primary = ((parsed?["eventTicket"] as? [String: Any])?["primaryFields"] as? [[String: Any]])?.first
        #expect(primary?["value"] as? String == name)
    }

    @Test func serialAndTokenComeFromTheRecordWhenGiven() throws {
        let template = try TemplateFixture.template()
        var record = TemplateFixture.record()
        record.serialNumber = "S-42"
        record.authenticationToken = "0123456789abcdef0123"
        let pass = try template.render(record).pass
        #expect(pass.serialNumber == "S-42")
        #expect(pass.authenticationToken == "0123456789abcdef0123")
        let serials = Set((0..<200).map { _ in SerialNumbers.random() })
        #expect(serials.count == 200)
    }

    @Test func tokensAreLongUrlSafeAndUseEverySymbol() {
        let tokens = (0..<200).map { _ in SerialNumbers.token() }
        #expect(Set(tokens).count == 200)
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(alphabet.contains) })
        // 6,400 symbols drawn: each of the 64 turns up (a symbol missed would mean bits were lost).
        #expect(Set(tokens.joined()) == alphabet)
    }

    @Test func missingRequiredValueNamesTemplateValueAndRecord() throws {
        var record = TemplateFixture.record(line: 17)
        record.values["holder.name"] = nil
        record.values["code"] = ""
        let error = try #require(throws: PassbookError.self) { try TemplateFixture.template().render(record) }
        #expect(error.code == .invalidRecord)
        #expect(error.description.contains("test-ticket"))
        #expect(error.description.contains("line 17 of people.csv"))
        #expect(error.description.contains("holder.name, code"))
    }

    @Test(arguments: [
        ("venue.latitude", "north", "not a number"),
        ("points", "12.5", "not an integer"),
        ("vip", "maybe", "not a boolean"),
        ("doors", "2099-12-24T19:00:00", "time zone"),
    ])
    func wrongTypesAreErrors(name: String, value: String, expected: String) throws {
        let record = TemplateFixture.record([name: .string(value)])
        let error = try #require(throws: PassbookError.self) { try TemplateFixture.template().render(record) }
        #expect(error.code == .invalidRecord)
        #expect(error.description.contains(name))
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test func unknownPlaceholderIsRefusedWithASuggestion() throws {
        let json = TemplateFixture.passJSON.replacingOccurrences(of: "{{holder.name}}", with: "{{holder.nmae}}")
        let error = try #require(throws: PassbookError.self) {
            try PassTemplate(name: "test-ticket", files: TemplateFixture.files(passJSON: json))
        }
        #expect(error.code == .invalidTemplate)
        #expect(error.description.contains("eventTicket.primaryFields[0].value uses {{holder.nmae}}"))
        #expect(error.description.contains("Did you mean {{holder.name}}"))
    }

    @Test func malformedMustacheAndUnsupportedTagsAreRefused() throws {
        for broken in ["{{#vip}}VIP", "{{> partial}}", "{{holder.name"] {
            let json = TemplateFixture.passJSON.replacingOccurrences(of: "{{holder.name}}", with: broken)
            let error = try #require(throws: PassbookError.self, "\(broken)") {
                try PassTemplate(name: "test-ticket", files: TemplateFixture.files(passJSON: json))
            }
            #expect(error.code == .invalidTemplate)
            #expect(error.description.contains("eventTicket.primaryFields[0].value"), "\(error)")
        }
    }

    @Test func templateJSONProblemsAreClear() throws {
        let cases: [(String, String)] = [
            (#"{"data": [{"name": "a", "type": "colour", "example": "x"}]}"#, "unknown type \"colour\""),
            (#"{"data": [{"name": "a", "type": "number", "example": "x"}]}"#, "example of a"),
            (#"{"data": [{"name": "a"}]}"#, "no example"),
            (#"{"data": [{"name": "serialNumber", "example": "x"}]}"#, "built in"),
            (#"{"data": [{"name": "a", "example": "x"}, {"name": "a.b", "example": "y"}]}"#, "value and a group"),
            (#"{"name": "x"}"#, "no \"data\" array"),
        ]
        for (json, expected) in cases {
            let error = try #require(throws: PassbookError.self) { try TemplateDescription(data: Data(json.utf8), template: "t") }
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test func unusedDeclarationsAndAFixedSerialAreWarned() throws {
        var description = TemplateFixture.templateJSON
        description = description.replacingOccurrences(of: #"{"name": "vip""#, with: #"{"name": "unused", "type": "string", "example": "x"}, {"name": "vip""#)
        let json = TemplateFixture.passJSON.replacingOccurrences(of: #""serialNumber": "{{serialNumber}}""#, with: #""serialNumber": "FIXED""#)
        let template = try PassTemplate(name: "t", files: TemplateFixture.files(passJSON: json, templateJSON: description))
        #expect(template.diagnostics.map(\.id).sorted() == ["template.serial", "template.unused"])
    }

    @Test func stringsAreWrittenAsUTF16AndRenderedPerRecord() throws {
        let template = try TemplateFixture.template()
        #expect(template.recordFilePaths == ["de.lproj/pass.strings"])
        let package = try template.render(TemplateFixture.record())
        for language in ["en", "de"] {
            let data = try #require(package.strings(for: language))
            #expect(data.starts(with: [0xFF, 0xFE]), "\(language) is UTF-16LE with a byte order mark")
            #expect(try StringsFile(data: data).encoding == .utf16LittleEndian)
        }
        let german = try StringsFile(data: #require(package.strings(for: "de"))).table
        #expect(german["greeting"] == "Hallo Zoë Müller")
        #expect(german["SEAT"] == "Platz")
    }

    @Test func examplesRenderAValidPass() throws {
        let template = try TemplateFixture.template()
        let package = try template.render(template.exampleRecord)
        let report = try PassValidator().validate(package)
        #expect(report.isValid, "\(report.diagnostics)")
    }

    @Test func recordsFromNestedJSONAreFlattened() throws {
        let object = try JSONParser(mode: .strict).parse(Data(#"{"holder": {"name": "Kwame"}, "code": "X", "seat": null, "points": 3}"#.utf8), file: "x").value.objectValue!
        let record = try TemplateRecord(object: object)
        #expect(record.values == ["holder.name": "Kwame", "code": "X", "points": 3])
        let array = try JSONParser(mode: .strict).parse(Data(#"{"tags": [1]}"#.utf8), file: "x").value.objectValue!
        #expect(throws: PassbookError.self) { try TemplateRecord(object: array) }
    }
}
