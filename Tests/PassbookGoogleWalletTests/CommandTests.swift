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

    /// `passbook batch --google-issuer-id …`: beside every pass its link, verified by PyJWT, naming
    /// the object of that pass and carrying its barcode.
    @Test func aBatchWritesALinkBesideEveryPass() throws {
        let setup = try SaveLinkTests.makeAccount()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let certs = setup.folder.appendingPathComponent("certs")
        #expect(try passbook(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "PASSBOOK01", "-o", certs.path]).status == 0)
        let out = setup.folder.appendingPathComponent("out")
        let result = try passbook([
            "batch", TestPaths.repositoryRoot.appendingPathComponent("Templates/generic").path,
            "--data", TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.csv").path, "-o", out.path, "--dev-certs", certs.path,
            "--quiet", "--google-issuer-id", TestSupport.issuerID, "--google-service-account", setup.keyFile.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let passes = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".pkpass") }.sorted()
        #expect(passes.count == 25)
        #expect(result.stderr.contains("25 Google Wallet links written"), "\(result.stderr)")
        for file in passes {
            let archive = try Data(contentsOf: out.appendingPathComponent(file))
            let apple = try PassSource(archive: archive).package().pass
            let link = try String(contentsOf: out.appendingPathComponent(String(file.dropLast(".pkpass".count)) + ".google.txt"), encoding: .utf8)
            let jwt = try #require(link.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "/save/").last)
            let object = try #require(SaveLinkTests.verify(jwt, publicKey: setup.publicKey).claims["payload"]?["genericObjects"]?[0])
            #expect(object["id"] == .string("\(TestSupport.issuerID).pass.dev.passbook.samples.\(apple.serialNumber)"))
            #expect(object["barcode"]?["value"]?.stringValue == apple.barcodes?.first?.message)
        }
        // Half a pair of Google options is a usage error, caught before any pass is made.
        let half = try passbook([
            "batch", TestPaths.repositoryRoot.appendingPathComponent("Templates/generic").path,
            "--data", TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.csv").path, "-o", out.path, "--dev-certs", certs.path,
            "--google-issuer-id", TestSupport.issuerID,
        ])
        #expect(half.status == 64 && half.stderr.contains("--google-service-account"), "\(half.stderr)")
    }

    @Test func usageErrors() throws {
        let generic = TestPaths.repositoryRoot.appendingPathComponent("Templates/generic").path
        #expect(try passbook(["google", generic, "--issuer-id", "issuer"]).status == 64)
        let sample = TestPaths.repositoryRoot.appendingPathComponent("Samples/passes/Generic.pass").path
        #expect(try passbook(["google", sample, "--issuer-id", TestSupport.issuerID, "--data", "x.json"]).status == 64)
    }
}
