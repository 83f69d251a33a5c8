import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

/// Checks built passes with tools that share no code with Passbook: `openssl cms`, `sha1sum`, `unzip`.
@Suite struct SignedPassTests {
    let pki: TestPKI

    init() throws {
        pki = try TestPKI.get()
    }

    @Test func signatureVerifiesWithOpenSSLCMS() throws {
        let signed = try Fixtures.signedMinimalPass(pki)
        let contents = try Fixtures.unzip(signed.archive)
        let result = try Shell.run([
            "openssl", "cms", "-verify", "-binary", "-inform", "DER",
            "-in", contents.appendingPathComponent("signature").path,
            "-content", contents.appendingPathComponent("manifest.json").path,
            "-CAfile", pki.url("root.pem").path, "-purpose", "any", "-out", "/dev/null",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Verification successful"))
    }

    @Test func tamperedManifestFailsOpenSSLCMS() throws {
        let signed = try Fixtures.signedMinimalPass(pki)
        let contents = try Fixtures.unzip(signed.archive)
        let manifest = contents.appendingPathComponent("manifest.json")
        try (Data("{\"pass.json\":\"0000000000000000000000000000000000000000\"}".utf8)).write(to: manifest)
        let result = try Shell.run([
            "openssl", "cms", "-verify", "-binary", "-inform", "DER", "-in", contents.appendingPathComponent("signature").path,
            "-content", manifest.path, "-CAfile", pki.url("root.pem").path, "-purpose", "any", "-out", "/dev/null",
        ])
        #expect(result.status != 0)
    }

    @Test func signatureHasTheStructureWalletExpects() throws {
        let signed = try Fixtures.signedMinimalPass(pki)
        let folder = try makeTemporaryFolder()
        let file = folder.appendingPathComponent("signature")
        try signed.signature.write(to: file)
        let printed = try Shell.check(["openssl", "cms", "-cmsout", "-print", "-inform", "DER", "-in", file.path]).stdout
        #expect(printed.contains("contentType: pkcs7-signedData"))
        #expect(printed.contains("eContentType: pkcs7-data"))
        #expect(printed.contains("eContent: <ABSENT>"))  // detached
        #expect(printed.contains("algorithm: sha256"))
        #expect(printed.contains("signingTime"))
        #expect(printed.contains("messageDigest"))
        // Signer and intermediate embedded.
        #expect(printed.contains("CN=Pass Type ID: \(TestPKI.passTypeIdentifier)") || printed.contains("CN = Pass Type ID: \(TestPKI.passTypeIdentifier)"))
        #expect(printed.contains("Test WWDR G4"))
        let certificates = try Shell.check(["openssl", "pkcs7", "-inform", "DER", "-in", file.path, "-print_certs", "-noout"]).stdout
        #expect(certificates.components(separatedBy: "subject=").count - 1 == 2)
    }

    @Test func manifestDigestsMatchSha1sum() throws {
        let signed = try Fixtures.signedMinimalPass(pki)
        let contents = try Fixtures.unzip(signed.archive)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: contents.appendingPathComponent("manifest.json"))) as? [String: String]
        let digests = try #require(manifest)
        let listing = try Shell.check(["find", ".", "-type", "f", "!", "-name", "manifest.json", "!", "-name", "signature"], in: contents).stdout
        let files = listing.split(separator: "\n").map { String($0.dropFirst(2)) }.sorted()
        #expect(files == digests.keys.sorted())
        #expect(files.contains("de.lproj/pass.strings"))
        for file in files {
            let sum = try Shell.check(["sha1sum", file], in: contents).stdout.split(separator: " ").first.map(String.init)
            #expect(digests[file] == sum, "\(file)")
        }
    }

    @Test func archiveHasNoWrapperFolderAndAFixedOrder() throws {
        let signed = try Fixtures.signedMinimalPass(pki)
        let names = try ZipReader().entries(of: signed.archive, what: "test").map(\.name)
        #expect(names.suffix(3) == ["pass.json", "manifest.json", "signature"])
        #expect(Array(names.dropLast(3)) == names.dropLast(3).sorted())
        #expect(names.contains("icon.png"))
        #expect(!names.contains { $0.hasSuffix("/") })
        let listing = try Shell.check(["unzip", "-Z1", Fixtures.unzipSource(signed.archive).path]).stdout
        #expect(listing.split(separator: "\n").map(String.init) == names)
    }

    @Test func sameInputAndSigningTimeGiveIdenticalArchives() throws {
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        let first = try Fixtures.signedMinimalPass(pki, signingTime: time)
        let second = try Fixtures.signedMinimalPass(pki, signingTime: time)
        #expect(first.archive == second.archive)
        let third = try Fixtures.signedMinimalPass(pki, signingTime: time.addingTimeInterval(60))
        #expect(first.manifest == third.manifest)
        #expect(first.signature != third.signature)
        // Apart from the signature, every entry is byte-identical.
        let a = try ZipReader().entries(of: first.archive, what: "a").filter { $0.name != "signature" }
        let b = try ZipReader().entries(of: third.archive, what: "b").filter { $0.name != "signature" }
        #expect(a == b)
    }

    @Test func writtenPassJSONIsStrictAndKeepsUnknownKeys() throws {
        let signed = try Fixtures.signedMinimalPass(pki)
        let entries = try ZipReader().entries(of: signed.archive, what: "test")
        let json = try #require(entries.first { $0.name == "pass.json" }?.data)
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        #expect(object?["x-custom"] != nil)
        #expect(object?["serialNumber"] as? String == "TEST-0001")
    }

    @Test func writeGoesThroughATemporaryFile() throws {
        let folder = try makeTemporaryFolder()
        let target = folder.appendingPathComponent("out.pkpass")
        try PassPackage(folder: Fixtures.minimalPass).write(to: target, signedWith: Fixtures.identity(pki))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["out.pkpass"])
        #expect(try PassVerifierTests.verifier(pki).verify(contentsOf: target).isValid)
    }
}

extension Fixtures {
    /// Writes an archive to a temporary file for tools that read files.
    static func unzipSource(_ archive: Data) throws -> URL {
        let file = try makeTemporaryFolder().appendingPathComponent("pass.pkpass")
        try archive.write(to: file)
        return file
    }
}
