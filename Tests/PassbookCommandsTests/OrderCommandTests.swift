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
        // The example order is no template: init --list does not offer it (the shop-order template it does).
        let listed = try CLI.run(["init", "--list"]).stdout.split(separator: "\n")
        #expect(!listed.contains { $0.hasPrefix("order ") } && listed.contains { $0.hasPrefix("shop-order ") })
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

    /// The order template: init with an order type, validate, one order from --set values, a batch
    /// of the sample data (every order verified, by passbook and by OpenSSL), a record that makes a
    /// broken order refused by its rule, resume, and bundles refused.
    @Test func anOrderTemplateBuildsOneOrderAndABatch() throws {
        let certs = try Self.certs.get()
        let work = try CLI.temporaryFolder()
        let made = try CLI.run(["init", "orders", "--style", "shop-order", "--order-type-id", "order.com.example.shop"], in: work)
        #expect(made.status == 0 && made.stderr.contains("certs dev --order-type-id order.com.example.shop"), "\(made.stderr)")
        #expect(try CLI.run(["init", "wrong", "--pass", "--style", "shop-order"], in: work).stderr.contains("order template"))
        #expect(try CLI.run(["init", "wrong", "--style", "event-ticket", "--order-type-id", "order.x"], in: work).status != 0)
        let validate = try CLI.run(["validate", "orders"], in: work)
        #expect(validate.status == 0, "\(validate.stderr)")

        let record = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/data/shop-order.jsonl"), encoding: .utf8).split(separator: "\n")[0]
        try Data(record.utf8).write(to: work.appendingPathComponent("record.json"))
        let one = try CLI.run(
            ["build", "orders", "--dev-certs", certs.path, "--data", "record.json", "--set", "orderNumber=ES-2001", "--set", "orderIdentifier=one", "-o", "one.order"], in: work
        )
        #expect(one.status == 0, "\(one.stderr)")
        let inspect = try CLI.run(["inspect", "one.order"], in: work)
        #expect(inspect.stdout.contains("ES-2001"), "\(inspect.stdout)")
        #expect(try CLI.run(["verify", "one.order", "--dev-certs", certs.path], in: work).status == 0)

        let data = TestPaths.repositoryRoot.appendingPathComponent("Samples/data/shop-order.csv").path
        let batch = try CLI.run(["batch", "orders", "--data", data, "--dev-certs", certs.path, "-o", "out"], in: work)
        #expect(batch.status == 0 && batch.stderr.contains("25 orders written"), "\(batch.stderr)")
        let orders = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("out").path).filter { $0.hasSuffix(".order") }.sorted()
        #expect(orders.count == 25 && orders.first == "es-2027-01001.order")
        for name in orders {
            #expect(try CLI.run(["verify", "out/\(name)", "--dev-certs", certs.path], in: work).status == 0, "\(name)")
        }
        let unpacked = work.appendingPathComponent("unpacked")
        try Shell.check(["unzip", "-q", work.appendingPathComponent("out/\(orders[0])").path, "-d", unpacked.path])
        try Shell.check([
            "openssl", "cms", "-verify", "-binary", "-inform", "DER", "-in", unpacked.appendingPathComponent("signature").path,
            "-content", unpacked.appendingPathComponent("manifest.json").path, "-CAfile", certs.appendingPathComponent("dev-ca.pem").path,
            "-purpose", "any", "-out", "/dev/null",
        ])
        let order = try JSONSerialization.jsonObject(with: Data(contentsOf: unpacked.appendingPathComponent("order.json"))) as? [String: Any]
        #expect(order?["orderIdentifier"] as? String == "es-2027-01001" && order?["orderTypeIdentifier"] as? String == "order.com.example.shop")
        // The empty tracking values of an order still processing leave no keys behind.
        let fulfillment = (order?["fulfillments"] as? [[String: Any]])?.first
        #expect(fulfillment?["status"] as? String == "processing" && fulfillment?["trackingNumber"] == nil)

        let resumed = try CLI.run(["batch", "orders", "--data", data, "--dev-certs", certs.path, "-o", "out", "--resume"], in: work)
        #expect(resumed.status == 0 && resumed.stderr.contains("25 kept"), "\(resumed.stderr)")
        let bad = work.appendingPathComponent("bad.csv")
        try Data("orderNumber,status,createdAt,customer.givenName,customer.familyName,item.title,item.quantity,item.price,total,shipment.status\nES-1,lost,2027-03-02T09:15:00Z,A,B,Mug,1,3.00,7.90,processing\n".utf8).write(to: bad)
        let refused = try CLI.run(["batch", "orders", "--data", bad.path, "--dev-certs", certs.path, "-o", "bad-out"], in: work)
        #expect(refused.status != 0 && refused.stderr.contains("bad.csv:2") && refused.stderr.contains("order.value.enum"), "\(refused.stderr)")
        #expect(try CLI.run(["batch", "orders", "--data", data, "--dev-certs", certs.path, "-o", "bundles", "--bundle"], in: work).stderr.contains("bundles (.pkpasses) hold passes only"))
    }
}
