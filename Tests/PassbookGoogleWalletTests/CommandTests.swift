import Foundation
import Passbook
import Testing
import PassbookTestSupport

/// `passbook google` as a user runs it, when the executable is built beside the tests.
@Suite(.enabled(if: CLI.builtExecutable != nil, "the passbook executable is not built"))
struct CommandTests {
    private func passbook(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(arguments, executable: try #require(CLI.builtExecutable))
    }

    @Test func aTemplateGivesResourcesAndAVerifiedLinkAsJSON() throws {
        let setup = try SaveLinkTests.makeAccount()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let record = setup.folder.appendingPathComponent("record.json")
        try Data(#"{"serialNumber": "CLI-0001", "member": {"name": "Zoë Müller"}, "memberNumber": "TWC-9", "memberSince": "2025-02-01T09:00:00+01:00", "plan": "Flex Desk", "validUntil": "2027-12-31T23:59:00+00:00"}"#.utf8).write(to: record)
        let result = try passbook([
            "google", TestPaths.repositoryRoot.appendingPathComponent("Templates/generic").path, "--data", record.path,
            "--issuer-id", TestSupport.issuerID, "--service-account", setup.keyFile.path,
            "--image-base-url", "https://cdn.example.com/generic/", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONParser().parse(result.stdoutData, file: "stdout").value
        let object = try #require(document["passes"]?[0]?["genericObject"])
        #expect(object["id"] == .string("\(TestSupport.issuerID).pass.dev.passbook.samples.CLI-0001"))
        #expect(object["header"]?["defaultValue"]?["value"] == "Zoë Müller")
        #expect(document["passes"]?[0]?["schemaProblems"] == [])
        let jwt = try #require(document["jwt"]?.stringValue)
        #expect(document["saveURL"] == .string("https://pay.google.com/gp/v/save/" + jwt))
        let claims = try SaveLinkTests.verify(jwt, publicKey: setup.publicKey).claims
        #expect(claims["payload"]?["genericObjects"]?[0]?["id"] == object["id"])
    }

    @Test func textOutputPrintsTheJSONAndSaysWhatIsMissing() throws {
        let result = try passbook([
            "google", TestPaths.repositoryRoot.appendingPathComponent("Samples/passes/StoreCard.pass").path, "--issuer-id", TestSupport.issuerID,
        ])
        // Without image URLs the loyalty class lacks the logo Google requires.
        #expect(result.status == 1)
        #expect(try JSONParser().parse(result.stdoutData, file: "stdout").value["loyaltyObject"] != nil)
        #expect(result.stderr.contains("google.images-not-hosted"))
        #expect(result.stderr.contains("loyaltyClass.programLogo"))
        #expect(result.stderr.contains("no link signed"))
    }

    @Test func usageErrors() throws {
        let generic = TestPaths.repositoryRoot.appendingPathComponent("Templates/generic").path
        #expect(try passbook(["google", generic, "--issuer-id", "issuer"]).status == 64)
        let sample = TestPaths.repositoryRoot.appendingPathComponent("Samples/passes/Generic.pass").path
        #expect(try passbook(["google", sample, "--issuer-id", TestSupport.issuerID, "--data", "x.json"]).status == 64)
    }
}
