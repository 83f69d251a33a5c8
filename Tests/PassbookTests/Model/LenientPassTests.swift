import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    /// Viewers read what is there: missing required keys become empty and are listed, values that do
    /// not fit are left out with a note, and only data that is not a JSON object fails.
    @Suite struct LenientPassTests {
        static let withoutIdentifiers = #"""
            {"formatVersion": 1, "passTypeIdentifier": "pass.com.example", "organizationName": "Example",
             "description": "Ticket", "foregroundColor": "blue", "locations": [{"latitude": "north", "longitude": 11.5}],
             "generic": {"primaryFields": [{"key": "name", "value": "Alex"}, {"key": "broken"}],}}
            """#

        @Test func missingRequiredKeysBecomeEmptyAndAreListed() throws {
            let read = try LenientPass(jsonData: Data(Self.withoutIdentifiers.utf8))
            #expect(read.missingKeys == ["serialNumber", "teamIdentifier"])
            #expect(read.missingSummary == "missing: serialNumber, teamIdentifier")
            #expect(read.pass.serialNumber.isEmpty && read.pass.teamIdentifier.isEmpty)
            #expect(read.pass.emptyRequiredKeys == ["serialNumber", "teamIdentifier"])
            #expect(read.pass.organizationName == "Example")
            #expect(read.diagnostics.contains { $0.id == "structure.key.required" && $0.message.hasPrefix("missing: serialNumber, teamIdentifier") })
        }

        @Test func valuesThatDoNotFitAreLeftOutWithANote() throws {
            let read = try LenientPass(jsonData: Data(Self.withoutIdentifiers.utf8))
            #expect(read.pass.foregroundColor == nil)
            #expect(read.pass.locations?.isEmpty == true)
            #expect(read.pass.generic?.primaryFields?.map(\.key) == ["name"])
            let skipped = Set(read.diagnostics.filter { $0.id == "structure.decode" }.compactMap(\.path))
            #expect(skipped == ["locations[0].latitude", "locations[0]", "generic.primaryFields[1]"], "\(skipped)")
            // A color is a warning, as validation calls it.
            #expect(read.diagnostics.filter { $0.id == "colors.invalid" }.map(\.path) == ["foregroundColor"])
            // The trailing comma is reported as the strict reader reports it.
            #expect(read.diagnostics.contains { $0.id == "json.trailing-comma" })
        }

        @Test func aWrongTypedRequiredKeyIsMissingToo() throws {
            let read = try LenientPass(jsonData: Data(#"{"serialNumber": 12, "generic": {}}"#.utf8))
            #expect(read.missingKeys == Pass.requiredKeys)
            #expect(read.pass.emptyRequiredKeys == Pass.requiredKeys)
            #expect(read.pass.style == .generic)
        }

        @Test func strictReadingStillRefusesThem() throws {
            #expect(throws: PassbookError.self) { try Pass.decode(jsonData: Data(Self.withoutIdentifiers.utf8)) }
        }

        @Test(arguments: ["not json", "[1, 2]", ""])
        func onlyWhatIsNotAJSONObjectFails(_ text: String) {
            #expect(throws: PassbookError.self) { try LenientPass(jsonData: Data(text.utf8)) }
        }
    }
}
