import Foundation
import Testing
@testable import Passbook

/// A misspelt key below the top level makes Wallet drop the value without a word: each one is a
/// warning at its path, naming the key meant.
@Suite struct NestedKeyTests {
    private func unknownKeyFindings(_ change: (inout ValidationFixture) -> Void) throws -> [Diagnostic] {
        var fixture = try ValidationFixture.clean()
        change(&fixture)
        return fixture.validate().diagnostics.filter { $0.id == "structure.key.unknown" }
    }

    @Test(arguments: [
        ("eventTicket.primaryFeilds", "primaryFields", "eventTicket"),
        ("eventTicket.secondaryFields[0].lable", "label", "eventTicket.secondaryFields[0]"),
        ("barcodes[0].messageEncodng", "messageEncoding", "barcodes[0]"),
        ("locations[0].lattitude", "latitude", "locations[0]"),
        ("semantics.eventNmae", "eventName", "semantics"),
        ("semantics.seats[0].seatRwo", "seatRow", "semantics.seats[0]"),
        ("nfc.mesage", "message", "nfc"),
        ("relevantDates[0].startdate", "startDate", "relevantDates[0]"),
    ])
    func aTypoBelowTheTopLevelIsAWarningNamingTheKeyMeant(path: String, meant: String, parent: String) throws {
        let findings = try unknownKeyFindings { fixture in
            if fixture.get("locations") == nil { fixture.set("locations", [["latitude": 1, "longitude": 2]]) }
            if fixture.get("nfc") == nil { fixture.set("nfc", ["message": "m", "encryptionPublicKey": .string(RuleCases.p256Key)]) }
            if fixture.get("relevantDates") == nil { fixture.set("relevantDates", [["startDate": "2027-01-01T10:00:00Z", "endDate": "2027-01-01T12:00:00Z"]]) }
            if fixture.get("semantics") == nil { fixture.set("semantics", ["eventName": "E", "seats": [["seatNumber": "1"]]]) }
            fixture.set(path, "x")
        }
        let finding = try #require(findings.first { $0.path == path }, "\(findings.map(\.description))")
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("did you mean \(meant)?"), "\(finding.message)")
        #expect(finding.message.contains(parent), "\(finding.message)")
        #expect(findings.count == 1, "\(findings.map(\.description))")
    }

    @Test func aKeyFarFromAnyKnownOneIsReportedWithoutAGuess() throws {
        let findings = try unknownKeyFindings { $0.set("eventTicket.primaryFields[0].internalCode", "A-1") }
        let finding = try #require(findings.first)
        #expect(finding.path == "eventTicket.primaryFields[0].internalCode")
        #expect(!finding.message.contains("did you mean"))
        #expect(finding.message.contains("userInfo"))
    }

    @Test func userInfoIsThePassOwnAndNotLookedInto() throws {
        let findings = try unknownKeyFindings { $0.set("userInfo", ["primaryFeilds": ["lable": "x"]]) }
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    /// Every key the format reference documents, at every level, is known: no warning at all.
    @Test func everyDocumentedKeyIsKnown() throws {
        let json = try JSONParser().parse(Data(ModelTests.PassKeyCoverageTests.passJSON.utf8), file: "pass.json").value
        var findings: [String] = []
        guard case .object(let object) = json else { Issue.record("not an object"); return }
        PassSchema.walk(object, { _, _, _ in }, unknown: { path, key, _ in findings.append(JSONPath.string(path + [.key(key)])) })
        #expect(findings.isEmpty, "\(findings)")
    }

    /// The schema's objects below the top level hold exactly the keys the model reads, so a
    /// closed schema and the warning agree with what passbook keeps.
    @Test func nestedObjectsAreClosedAtTheModelKeys() throws {
        guard case .object(let field) = PassSchema.field, case .object(let semantics) = PassSchema.semantics,
            case .object(let entry) = PassSchema.upcomingEntry
        else { Issue.record("not objects"); return }
        #expect(Set(field.keys) == Set(PassField.CodingKeys.allCases.map(\.stringValue)))
        #expect(Set(semantics.keys) == Set(SemanticTags.CodingKeys.allCases.map(\.stringValue)))
        #expect(Set(entry.keys) == Set(UpcomingPassInformationEntry.CodingKeys.allCases.map(\.stringValue)))
    }
}
