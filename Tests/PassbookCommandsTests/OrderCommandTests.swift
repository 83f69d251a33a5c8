import Foundation
import Testing
import PassbookTestSupport

/// Orders through the command line: development order certificates, build, verify, inspect, validate.
@Suite(.serialized) struct OrderCommandTests {
    static let certs: Result<URL, any Error> = Result {
        let folder = try CLI.temporaryFolder().appendingPathComponent("order-certs")
        let made = try CLI.run(["certs", "dev", "--order-type-id", "order.com.example.shop", "--team-id", "ABCDE12345", "-o", folder.path])
        guard made.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: made.stderr]) }
        return folder
    }

    /// The real anybill order's source, made an open order of our order type.
    static func orderFolder() throws -> URL {
        let folder = try CLI.temporaryFolder().appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = TestPaths.repositoryRoot.appendingPathComponent("Tests/PassbookTests/Fixtures/Orders/anybill-receipt.order").path
        try Shell.check(["unzip", "-q", real, "order.json", "logo.jpg", "-d", folder.path])
        let url = folder.appendingPathComponent("order.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "order.com.anybill.receipt.default", with: "order.com.example.shop")
        try Data(text.utf8).write(to: url)
        return folder
    }

    @Test func anOrderIsBuiltVerifiedAndInspected() throws {
        let certs = try Self.certs.get()
        let facts = try CLI.run(["certs", "inspect", certs.appendingPathComponent("pass.pem").path])
        #expect(facts.stdout.contains("Kind:               Order Type ID certificate") && facts.stdout.contains("order.com.example.shop"), "\(facts.stdout)")
        let folder = try Self.orderFolder()
        #expect(try CLI.run(["validate", folder.path]).status == 0)
        let out = folder.deletingLastPathComponent().appendingPathComponent("Shop.order")
        let build = try CLI.run(["build", folder.path, "--dev-certs", certs.path], in: folder.deletingLastPathComponent())
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path), "\(build.stdout)")
        let verify = try CLI.run(["verify", out.path, "--dev-certs", certs.path])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("certificate.order-type") && verify.stdout.contains("SHA-256"), "\(verify.stdout)")
        let inspect = try CLI.run(["inspect", out.path])
        #expect(inspect.stdout.contains("Merchant:       michi_test_store") && inspect.stdout.contains("1 × T-Shirt, 19.99 EUR"), "\(inspect.stdout)")
        let json = try CLI.run(["inspect", out.path, "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        #expect(summary["kind"] as? String == "order" && summary["status"] as? String == "completed")
        // The real order, as published, verifies with Apple's certificates.
        let real = try CLI.run(["verify", TestPaths.repositoryRoot.appendingPathComponent("Tests/PassbookTests/Fixtures/Orders/anybill-receipt.order").path])
        #expect(real.status == 0, "\(real.stdout)")
    }

    @Test func initMakesAnOrderThatValidatesBuildsAndVerifies() throws {
        let certs = try Self.certs.get()
        let work = try CLI.temporaryFolder()
        let made = try CLI.run(["init", "Mine", "--order", "--order-type-id", "order.com.example.shop"], in: work)
        #expect(made.status == 0 && made.stderr.contains("certs dev --order-type-id order.com.example.shop"), "\(made.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: work.appendingPathComponent("Mine/order.json"))) as? [String: Any])
        #expect(json["orderTypeIdentifier"] as? String == "order.com.example.shop")
        #expect((json["orderIdentifier"] as? String)?.count == 36 && json["createdAt"] as? String == json["updatedAt"] as? String)
        #expect(try CLI.run(["validate", "Mine"], in: work).stderr.contains("Mine: valid, 0 errors, 0 warnings"))
        #expect(try CLI.run(["build", "Mine", "--dev-certs", certs.path, "-o", "Mine.order"], in: work).status == 0)
        #expect(try CLI.run(["verify", "Mine.order", "--dev-certs", certs.path], in: work).status == 0)
        let preview = try CLI.run(["preview", "Mine.order", "-o", "Mine.png", "--language", "de"], in: work)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(try CLI.run(["init", "Other", "--order", "--pass"], in: work).status != 0)
        // The example order is no pass template: init --list does not offer it.
        #expect(!(try CLI.run(["init", "--list"]).stdout.contains("order ")))
    }

    @Test func brokenOrdersAreRefusedNamingTheRule() throws {
        let certs = try Self.certs.get()
        let folder = try Self.orderFolder()
        let url = folder.appendingPathComponent("order.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"completed\"", with: "\"canceled\"")
        try Data(text.utf8).write(to: url)
        let validate = try CLI.run(["validate", folder.path])
        #expect(validate.status == 1 && validate.stderr.contains("error[order.value.enum]") && validate.stderr.contains("did you mean cancelled"), "\(validate.stderr)")
        let build = try CLI.run(["build", folder.path, "--dev-certs", certs.path, "-o", folder.deletingLastPathComponent().appendingPathComponent("x.order").path])
        #expect(build.status == 1 && build.stderr.contains("Not signed"), "\(build.stderr)")
        // A pass certificate cannot sign an order.
        let passCerts = try CommandLineTests.devCerts.get()
        try Data(text.replacingOccurrences(of: "\"canceled\"", with: "\"completed\"").utf8).write(to: url)
        let withPass = try CLI.run(["build", folder.path, "--dev-certs", passCerts.path, "-o", folder.deletingLastPathComponent().appendingPathComponent("y.order").path])
        #expect(withPass.status != 0 && withPass.stderr.contains("not an Order Type ID certificate"), "\(withPass.stderr)")
        let both = try CLI.run(["certs", "dev", "--pass-type-id", "pass.x", "--order-type-id", "order.x", "--team-id", "T", "-o", "/tmp/unused"])
        #expect(both.status != 0 && both.stderr.contains("not both"), "\(both.stderr)")
    }
}
