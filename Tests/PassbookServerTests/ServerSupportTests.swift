import Foundation
import Passbook
import Testing
@testable import PassbookServer

@Suite("Server helpers") struct ServerSupportTests {
    @Test func httpDatesRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 784_111_777)
        #expect(HTTPDate.format(date) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == date)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("garbage") == nil)
    }

    @Test func constantTimeComparison() {
        #expect(ConstantTime.equals("abcdef0123456789", "abcdef0123456789"))
        #expect(!ConstantTime.equals("abcdef0123456788", "abcdef0123456789"))
        #expect(!ConstantTime.equals("abcdef", "abcdef0123456789"))
        #expect(!ConstantTime.equals("abcdef0123456789-longer", "abcdef0123456789"))
        #expect(!ConstantTime.equals("", "x"))
    }

    @Test func mergePatch() {
        let target: JSONObject = ["a": .string("x"), "b": .object(["c": .number(1), "d": .number(2)]), "e": .bool(true)]
        let patch: JSONObject = ["a": .null, "b": .object(["c": .null, "f": .string("new")]), "g": .number(3)]
        let merged = PassService.merge(target, patch)
        #expect(merged["a"] == nil)
        #expect(merged["b"] == .object(["d": .number(2), "f": .string("new")]))
        #expect(merged["e"] == .bool(true) && merged["g"] == .number(3))
    }

    @Test func postgresURLs() throws {
        _ = try PostgresConnections.configuration(url: "postgres://user:p%40ss@db.example.com:6543/passes?sslmode=disable", maximumConnections: 5)
        #expect(PostgresConnections.redacted("postgres://user:secret@h/db") == "postgres://user:***@h/db")
        #expect(throws: ServerError.self) { try PostgresConnections.configuration(url: "mysql://h/db", maximumConnections: 1) }
        #expect(throws: ServerError.self) { try PostgresConnections.configuration(url: "postgres://h/db?sslmode=maybe", maximumConnections: 1) }
    }

    @Test func openAPIDocumentIsJSONAndNamesEveryRoute() throws {
        guard case .object(let document) = try JSONParser().parse(Data(OpenAPIDocument.json.utf8), file: "openapi.json").value,
              case .object(let paths) = document["paths"] ?? .null
        else { Issue.record("the document is not an object with paths"); return }
        let routes = [
            "/health", "/health/live", "/metrics", "/api/v1/templates", "/api/v1/passes", "/api/v1/passes/{serial}", "/api/v1/passes/{serial}/void",
            "/api/v1/passes/{serial}/pass.pkpass", "/api/v1/passes/{serial}/preview.png", "/p/{serial}", "/p/{serial}/pass.pkpass",
            "/p/{serial}/preview.png", "/passes/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}",
            "/passes/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}", "/passes/v1/passes/{passTypeIdentifier}/{serialNumber}",
            "/passes/v1/log",
        ]
        #expect(Set(paths.keys) == Set(routes))
    }
}
