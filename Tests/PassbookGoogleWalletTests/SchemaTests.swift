import Foundation
import Passbook
@testable import PassbookGoogleWallet
import Testing
import PassbookTestSupport

/// The checker against Google's discovery document, on resources made by hand.
@Suite struct SchemaTests {
    let schema = WalletObjectsSchema.shared

    @Test func theCompiledInDocumentReadsAndItsRevisionIsInTheGuide() throws {
        #expect(schema.schemaNames.contains("GenericObject"))
        #expect(schema.schemaNames.contains("FlightClass"))
        let guide = String(decoding: try Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Sources/Passbook/Passbook.docc/GoogleWallet.md")), as: UTF8.self)
        #expect(guide.contains("revision \(schema.revision)"), "the Google Wallet article names the revision of the discovery document kept in the repository")
    }

    @Test func aMinimalObjectPasses() {
        let object: JSONValue = [
            "id": "3388000000022123456.object-1", "classId": "3388000000022123456.class-1",
            "cardTitle": ["defaultValue": ["language": "en", "value": "Example"]],
            "header": ["defaultValue": ["language": "en", "value": "Member"]],
            "state": "ACTIVE",
        ]
        #expect(schema.check(object, against: "GenericObject", path: "genericObject").isEmpty)
    }

    @Test func unknownKeysWrongTypesAndValuesAreErrors() {
        let object: JSONValue = [
            "id": "3388000000022123456.object-1", "classId": "3388000000022123456.class-1",
            "cardTitle": ["defaultValue": ["language": "en", "value": "Example"], "colour": "red"],
            "header": "not a LocalizedString",
            "state": "VOIDED",
            "barcode": ["type": "QR", "value": "x"],
            "textModulesData": [["id": "a.b", "body": 12]],
            "groupingInfo": ["sortIndex": "first"],
        ]
        let findings = schema.check(object, against: "GenericObject", path: "genericObject")
        let byPath = Dictionary(findings.map { ($0.path ?? "", $0.id) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["genericObject.cardTitle.colour"] == "google.schema.unknown-key")
        #expect(byPath["genericObject.header"] == "google.schema.type")
        #expect(byPath["genericObject.state"] == "google.schema.enum")
        #expect(byPath["genericObject.barcode.type"] == "google.schema.enum")
        #expect(byPath["genericObject.textModulesData[0].id"] == "google.schema.id")
        #expect(byPath["genericObject.textModulesData[0].body"] == "google.schema.type")
        #expect(byPath["genericObject.groupingInfo.sortIndex"] == "google.schema.type")
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func missingRequiredPropertiesAndBadIDsAreErrors() {
        let flightClass: JSONValue = ["id": "not-an-issuer.flight", "issuerName": "Northwind Air", "reviewStatus": "UNDER_REVIEW"]
        let findings = schema.check(flightClass, against: "FlightClass", path: "flightClass")
        let paths = Set(findings.map { $0.path ?? "" })
        #expect(paths.isSuperset(of: ["flightClass.id", "flightClass.origin", "flightClass.destination", "flightClass.flightHeader", "flightClass.localScheduledDepartureDateTime"]))
        #expect(findings.first { $0.path == "flightClass.id" }?.id == "google.schema.id")
        #expect(findings.first { $0.path == "flightClass.origin" }?.id == "google.schema.required")
    }

    @Test func deprecatedPropertiesAndValuesAreWarnings() {
        let object: JSONValue = [
            "id": "3388000000022123456.o", "classId": "3388000000022123456.c", "state": "active",
            "locations": [["latitude": 52.3, "longitude": 4.7]],
        ]
        let findings = schema.check(object, against: "OfferObject", path: "offerObject")
        #expect(findings.contains { $0.path == "offerObject.state" && $0.id == "google.schema.deprecated" && $0.severity == .warning })
        #expect(findings.allSatisfy { $0.severity != .error })
    }

    @Test func numbersWrittenAsStringsMustBeNumbers() {
        let money: JSONValue = ["currencyCode": "EUR", "micros": "12.5"]
        let findings = schema.check(money, against: "Money", path: "money")
        #expect(findings.map(\.id) == ["google.schema.format"])
    }

    @Test func theObjectMustNameItsClassAndTheCardItsModules() {
        let google = GoogleWalletPass(
            vertical: .generic,
            classResource: ["id": "3388000000022123456.c", "classTemplateInfo": CardTemplate.classTemplateInfo(rows: [["gate"]])],
            objectResource: [
                "id": "3388000000022123456.o", "classId": "3388000000022123456.other",
                "cardTitle": ["defaultValue": ["language": "en", "value": "x"]], "header": ["defaultValue": ["language": "en", "value": "y"]],
            ]
        )
        let ids = google.schemaDiagnostics().map(\.id)
        #expect(ids.contains("google.schema.class-id"))
        #expect(ids.contains("google.schema.field-reference"))
    }
}
