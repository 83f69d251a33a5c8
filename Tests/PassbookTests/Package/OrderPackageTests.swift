import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

/// Wallet orders made by the pipeline that makes passes, checked by openssl, and real orders verified.
@Suite struct OrderPackageTests {
    static let orderType = "order.com.example.shop"

    static func fixture(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "order", subdirectory: "Fixtures/Orders") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    static let certificates: Result<DevelopmentCertificates, any Error> = Result {
        try DevelopmentCertificates.generate(orderTypeIdentifier: orderType, teamIdentifier: "ABCDE12345")
    }

    static func build(_ files: [String: Data], signingTime: Date = Date()) throws -> SignedPackage {
        let pipeline = try PackagePipeline(kind: .order, identity: certificates.get().identity())
        return try pipeline.run(.source(PassSource(name: "Shop", origin: .memory, files: files)), signingTime: signingTime)
    }

    static func entries(_ archive: Data) throws -> [String: Data] {
        Dictionary(try ZipReader().entries(of: archive, what: "order").map { ($0.name, $0.data) }) { first, _ in first }
    }

    @Test(arguments: ["anybill-receipt", "anybill-receipt-e058d12"])
    func aRealOrderVerifies(_ name: String) throws {
        let report = try PassVerifier().verify(archive: Self.fixture(name), name: "\(name).order")
        #expect(report.isValid, "\(report.failures.map { "\($0.id): \($0.detail)" })")
        #expect(report.check("manifest.format")?.title.contains("SHA-256") == true)
        #expect(report.check("order.json")?.verdict == .passed, "\(report.check("order.json")?.detail ?? "")")
        #expect(report.check("certificate.order-type")?.verdict == .passed)
        #expect(report.check("certificate.pass-type") == nil)
        // Its signature embeds WWDR G3 beside a G4-issued leaf; Wallet completes the chain with G4.
        #expect(report.check("signature.intermediate")?.verdict == .warning)
        #expect(report.signer?.subject.contains("order.com.anybill.receipt.default") == true)
    }

    @Test func aRealOrderValidatesWithoutErrors() throws {
        let archive = try ZipReader().read(Self.fixture("anybill-receipt"), what: "anybill-receipt.order")
        let report = OrderValidator().validate(try PassSource(archive: archive, name: "anybill-receipt.order"))
        #expect(report.isValid, "\(report.errors.map(\.description))")
    }

    @Test func theBuiltOrderIsSignedAsWalletReadsOrders() throws {
        let files = OrderValidatorTests.validFiles()
        let signed = try Self.build(files)
        let entries = try Self.entries(signed.archive)
        #expect(Set(entries.keys) == Set(files.keys).union(["manifest.json", "signature"]))
        let manifest = try #require(try JSONSerialization.jsonObject(with: entries["manifest.json"]!) as? [String: String])
        #expect(Set(manifest.keys) == Set(files.keys))
        for (path, digest) in manifest {
            #expect(digest == ManifestDigest.sha256.hex(entries[path]!) && digest.count == 64, "\(path)")
        }
        // An independent reader: openssl checks the detached CMS over manifest.json and the chain to the CA.
        let folder = try makeTemporaryFolder("passbook-order")
        for (path, data) in entries where !path.contains("/") { try data.write(to: folder.appendingPathComponent(path)) }
        try Data(Self.certificates.get().caCertificatePEM.utf8).write(to: folder.appendingPathComponent("ca.pem"))
        let verified = try Shell.run(
            ["openssl", "cms", "-verify", "-binary", "-inform", "DER", "-in", "signature", "-content", "manifest.json", "-CAfile", "ca.pem", "-purpose", "any", "-out", "/dev/null"],
            in: folder
        )
        #expect(verified.status == 0, "\(verified.stderr)")
        let printed = try Shell.check(["openssl", "cms", "-cmsout", "-print", "-inform", "DER", "-in", "signature"], in: folder).stdout
        // SHA-256, a signing time, and detached: no content inside the signature.
        #expect(printed.contains("sha256") && printed.contains("signingTime") && printed.contains("eContent: <ABSENT>"), "\(printed.prefix(3000))")
        // Passbook's own verifier agrees.
        let report = try PassVerifier(trustedRoots: [Self.certificates.get().caCertificate()]).verify(archive: signed.archive, name: "Shop.order")
        #expect(report.isValid, "\(report.failures.map { "\($0.id): \($0.detail)" })")
        #expect(report.check("certificate.order-type")?.verdict == .passed)
        #expect(signed.kind == .order && signed.identifiers.serialNumber == "7f3c2a10-5b1e-4c55-9d0a-2f6f1b8e4a11")
    }

    @Test func anOrderIsReproducibleAtOneSigningTime() throws {
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try Self.build(OrderValidatorTests.validFiles(), signingTime: time).archive == Self.build(OrderValidatorTests.validFiles(), signingTime: time).archive)
    }

    @Test func onlyAnOrderTypeCertificateForThisOrderTypeSigns() throws {
        let files = OrderValidatorTests.validFiles()
        let passCertificates = try DevelopmentCertificates.generate(passTypeIdentifier: "pass.com.example.shop", teamIdentifier: "ABCDE12345")
        let withPass = try PackagePipeline(kind: .order, identity: passCertificates.identity())
        let passError = try #require(throws: PassbookError.self) { try withPass.run(.source(PassSource(name: "Shop", origin: .memory, files: files))) }
        #expect(passError.description.contains("not an Order Type ID certificate"), "\(passError)")
        let other = try DevelopmentCertificates.generate(orderTypeIdentifier: "order.com.example.other", teamIdentifier: "ABCDE12345")
        let withOther = try PackagePipeline(kind: .order, identity: other.identity())
        let otherError = try #require(throws: PassbookError.self) { try withOther.run(.source(PassSource(name: "Shop", origin: .memory, files: files))) }
        #expect(otherError.description.contains("order.com.example.other"), "\(otherError)")
        let facts = try X509Certificate(bytes: Data(Self.certificates.get().passCertificatePEM.utf8))
        #expect(facts.isOrderTypeCertificate && !facts.hasPassTypeMarker && facts.orderTypeMarkerIdentifier == Self.orderType)
        #expect(!(try X509Certificate(bytes: Data(passCertificates.passCertificatePEM.utf8))).isOrderTypeCertificate)
    }

    @Test func anInvalidOrderIsNotSigned() throws {
        let refused = try #require(throws: PassRefusedError.self) { try Self.build(OrderValidatorTests.edited("\"status\": \"open\"", "\"status\": \"canceled\"")) }
        #expect(refused.report.diagnostics.contains { $0.id == "order.value.enum" })
    }

    @Test func theVerifierRefusesWhatWalletRefuses() throws {
        let signed = try Self.build(OrderValidatorTests.validFiles())
        let verifier = try PassVerifier(trustedRoots: [Self.certificates.get().caCertificate()])
        // One byte of order.json changed after signing.
        let changed = try Fixtures.rezip(signed.archive) { $0["order.json"]!.append(0x20) }
        #expect(verifier.verify(archive: changed).check("manifest.digests")?.detail.contains("SHA-256 differs") == true)
        // A manifest of SHA-1 digests, as pass code writes them.
        let sha1 = try Fixtures.rezip(signed.archive) { files in
            var object = JSONObject()
            for path in files.keys.sorted() where !["manifest.json", "signature"].contains(path) { object[path] = .string(Manifest.sha1(files[path]!)) }
            files["manifest.json"] = JSONWriter.write(.object(object))
        }
        let sha1Report = verifier.verify(archive: sha1)
        #expect(sha1Report.check("manifest.format")?.verdict == .failed)
        #expect(sha1Report.check("manifest.format")?.detail.contains("SHA-1") == true, "\(sha1Report.check("manifest.format")?.detail ?? "")")
        // A file added after signing.
        let added = try Fixtures.rezip(signed.archive) { $0["extra.png"] = Data([0x89, 0x50, 0x4E, 0x47]) }
        #expect(verifier.verify(archive: added).check("manifest.complete")?.verdict == .failed)
    }

    @Test func theKindSaysEveryParameterOfAnOrder() {
        let order = PackageKind.order
        #expect(order.documentName == "order.json" && order.manifestDigest == .sha256 && order.fileExtension == "order")
        #expect(order.mimeType == "application/vnd.apple.finance.order" && order.stringsFileName == "order.strings")
        #expect(PackageKind.pass.documentName == "pass.json" && PackageKind.pass.manifestDigest == .sha1 && PackageKind.pass.stringsFileName == "pass.strings")
        #expect(PackageKind.of(files: ["order.json", "logo.png"]) == .order)
        #expect(PackageKind.of(files: ["pass.json", "order.json"]) == .pass)
    }
}
