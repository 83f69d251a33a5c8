import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct PassVerifierTests {
    let pki: TestPKI

    init() throws {
        pki = try TestPKI.get()
    }

    static func verifier(_ pki: TestPKI, intermediates: [String] = []) throws -> PassVerifier {
        try Fixtures.verifier(pki, intermediates: intermediates)
    }

    /// Signs `manifest` with the `openssl cms` command, as other tools would.
    private func opensslSignature(_ manifest: Data, signer: String, key: String, certfile: String?, extra: [String] = []) throws -> Data {
        let folder = try makeTemporaryFolder()
        let input = folder.appendingPathComponent("manifest.json")
        let output = folder.appendingPathComponent("signature")
        try manifest.write(to: input)
        var arguments = [
            "openssl", "cms", "-sign", "-binary", "-outform", "DER", "-md", "sha256",
            "-signer", pki.url(signer).path, "-inkey", pki.url(key).path, "-in", input.path, "-out", output.path,
        ]
        if let certfile { arguments += ["-certfile", pki.url(certfile).path] }
        try Shell.check(arguments + extra)
        return try Data(contentsOf: output)
    }

    private func expectFailure(_ archive: Data, check id: String, containing text: String? = nil, verifier: PassVerifier? = nil) throws {
        let report = try (verifier ?? Self.verifier(pki)).verify(archive: archive)
        #expect(!report.isValid)
        let check = report.check(id)
        #expect(check?.verdict == .failed, "\(id): \(report.checks.map { "\($0.id)=\($0.verdict)" })")
        if let text {
            #expect(check?.detail.contains(text) == true, "\(check?.detail ?? "no check")")
        }
    }

    @Test func acceptsAPassItBuilt() throws {
        let report = try Self.verifier(pki).verify(archive: Fixtures.signedMinimalPass(pki).archive)
        #expect(report.isValid, "\(report.failures)")
        for id in ["archive.open", "archive.layout", "manifest.format", "manifest.complete", "manifest.entries-exist", "manifest.digests",
                   "pass.json", "signature.format", "signature.signer", "signature.valid", "signature.signing-time", "signature.chain",
                   "signature.intermediate", "certificate.pass-type", "certificate.identifiers"] {
            #expect(report.check(id)?.verdict == .passed, "\(id)")
        }
        // A test root is not Apple's: valid, but clearly not installable.
        #expect(report.check("signature.apple-root")?.verdict == .warning)
        #expect(report.signer?.digestAlgorithm == "sha256")
        #expect(report.signer?.chain.count == 3)
    }

    @Test func rejectsPassSignedForAnotherRoot() throws {
        let report = try PassVerifier().verify(archive: Fixtures.signedMinimalPass(pki).archive)
        #expect(report.check("signature.chain")?.verdict == .failed)
    }

    @Test func rejectsChangedFile() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { $0["icon.png"]?.append(0) }
        try expectFailure(archive, check: "manifest.digests", containing: "icon.png")
    }

    @Test func rejectsFileMissingFromManifest() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { $0["extra.png"] = Data([1, 2, 3]) }
        try expectFailure(archive, check: "manifest.complete", containing: "extra.png")
    }

    @Test func rejectsOSJunkMissingFromManifest() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { $0[".DS_Store"] = Data([0]) }
        try expectFailure(archive, check: "manifest.complete", containing: ".DS_Store")
        #expect(try Self.verifier(pki).verify(archive: archive).check("archive.os-junk")?.verdict == .warning)
    }

    @Test func rejectsManifestEntryWithoutFile() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { $0.removeValue(forKey: "logo.png") }
        try expectFailure(archive, check: "manifest.entries-exist", containing: "logo.png")
    }

    @Test func rejectsChangedManifest() throws {
        // The attacker changes a file and updates its digest: the manifest no longer matches the signature.
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["icon.png"]?.append(0)
            var digests = try Manifest(jsonData: files["manifest.json"] ?? Data()).digests
            digests["icon.png"] = Manifest.sha1(files["icon.png"] ?? Data())
            files["manifest.json"] = Manifest(digests: digests).jsonData()
        }
        let report = try Self.verifier(pki).verify(archive: archive)
        #expect(report.check("manifest.digests")?.verdict == .passed)
        try expectFailure(archive, check: "signature.valid")
    }

    @Test func rejectsSignatureFromAnotherKey() throws {
        // A stranger with a self-signed certificate claiming the same pass type ID re-signs a changed pass.
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["icon.png"]?.append(0)
            var digests = try Manifest(jsonData: files["manifest.json"] ?? Data()).digests
            digests["icon.png"] = Manifest.sha1(files["icon.png"] ?? Data())
            let manifest = Manifest(digests: digests).jsonData()
            files["manifest.json"] = manifest
            files["signature"] = try opensslSignature(manifest, signer: "stranger.pem", key: "other.key", certfile: nil)
        }
        let report = try Self.verifier(pki).verify(archive: archive)
        #expect(report.check("signature.valid")?.verdict == .passed)
        try expectFailure(archive, check: "signature.chain")
    }

    @Test func rejectsSignatureWithoutIntermediate() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "pass.pem", key: "pass.key", certfile: nil)
        }
        try expectFailure(archive, check: "signature.chain", containing: "does not embed the intermediate")
    }

    @Test func aSignatureWithoutTheIntermediateIsAWarningWhenAppleCompletesTheChain() throws {
        // Current iOS opens passes whose certificate names its Apple issuer's address and whose
        // signature embeds only the certificate; without the address, or for another issuer, it cannot.
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "aia-pass.pem", key: "pass.key", certfile: nil)
        }
        var verifier = try Self.verifier(pki, intermediates: ["wwdr.pem"])
        let notApple = verifier.verify(archive: archive)
        #expect(notApple.check("signature.intermediate")?.verdict == .failed)
        verifier.appleIntermediates = [try X509Certificate(contentsOf: pki.url("wwdr.pem")).derBytes]
        let report = verifier.verify(archive: archive)
        #expect(report.isValid, "\(report.failures)")
        let check = try #require(report.check("signature.intermediate"))
        #expect(check.verdict == .warning)
        #expect(check.detail.contains("http://certs.example.test/wwdrg4.der") && check.detail.contains("iOS 6"), "\(check.detail)")
        // The same signature from a certificate that names no address stays refused.
        let bare = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "pass.pem", key: "pass.key", certfile: nil)
        }
        #expect(verifier.verify(archive: bare).check("signature.intermediate")?.verdict == .failed)
        #expect(try X509Certificate(contentsOf: pki.url("aia-pass.pem")).caIssuers == ["http://certs.example.test/wwdrg4.der"])
        #expect(try X509Certificate(contentsOf: pki.url("pass.pem")).caIssuers.isEmpty)
    }

    @Test func acceptsSignatureEmbeddingAnOlderIntermediateWhenTheRightOneIsSupplied() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "pass.pem", key: "pass.key", certfile: "old-wwdr.pem")
        }
        try expectFailure(archive, check: "signature.chain")
        let report = try Self.verifier(pki, intermediates: ["wwdr.pem"]).verify(archive: archive)
        #expect(report.isValid, "\(report.failures)")
        #expect(report.check("signature.intermediate")?.verdict == .warning)
    }

    @Test func acceptsSignatureMadeByOpenSSL() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "pass.pem", key: "pass.key", certfile: "wwdr.pem")
        }
        let report = try Self.verifier(pki).verify(archive: archive)
        #expect(report.isValid, "\(report.failures)")
    }

    @Test func rejectsSignatureWithoutSigningTime() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "pass.pem", key: "pass.key", certfile: "wwdr.pem", extra: ["-noattr"])
        }
        try expectFailure(archive, check: "signature.signing-time")
    }

    @Test func rejectsPEMSignature() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "pass.pem", key: "pass.key", certfile: "wwdr.pem", extra: ["-outform", "PEM"])
        }
        try expectFailure(archive, check: "signature.format", containing: "PEM")
    }

    @Test func rejectsCertificateThatDoesNotMatchPassJSON() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            let text = String(decoding: files["pass.json"] ?? Data(), as: UTF8.self).replacingOccurrences(of: "TEAM123456", with: "OTHERTEAM1")
            files["pass.json"] = Data(text.utf8)
            var digests = try Manifest(jsonData: files["manifest.json"] ?? Data()).digests
            digests["pass.json"] = Manifest.sha1(files["pass.json"] ?? Data())
            let manifest = Manifest(digests: digests).jsonData()
            files["manifest.json"] = manifest
            files["signature"] = try opensslSignature(manifest, signer: "pass.pem", key: "pass.key", certfile: "wwdr.pem")
        }
        try expectFailure(archive, check: "certificate.identifiers", containing: "OTHERTEAM1")
    }

    @Test func rejectsPassSignedWithExpiredCertificate() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "expired.pem", key: "pass.key", certfile: "wwdr.pem")
        }
        try expectFailure(archive, check: "signature.chain", containing: "expired")
    }

    @Test func rejectsArchiveWithoutSignature() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { $0.removeValue(forKey: "signature") }
        try expectFailure(archive, check: "archive.layout", containing: "signature")
    }

    @Test func rejectsNonZip() throws {
        let report = try Self.verifier(pki).verify(archive: Data("<!DOCTYPE html><html>Not found</html>".utf8), name: "download.pkpass")
        #expect(report.check("archive.open")?.verdict == .failed)
        #expect(report.check("archive.open")?.detail.contains("HTML") == true)
        #expect(report.checks.count == 1)
    }

    @Test func acceptsAttachedSignatureWhoseContentIsTheManifest() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "pass.pem", key: "pass.key", certfile: "wwdr.pem", extra: ["-nodetach"])
        }
        let report = try Self.verifier(pki).verify(archive: archive)
        #expect(report.isValid, "\(report.failures)")
        #expect(report.check("signature.format")?.verdict == .warning)
        #expect(report.check("signature.format")?.detail.contains("detached") == true)
        #expect(report.check("signature.valid")?.verdict == .passed)
    }

    @Test func rejectsAttachedSignatureOverOtherContent() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(Data("{\"pass.json\":\"0000\"}".utf8), signer: "pass.pem", key: "pass.key", certfile: "wwdr.pem", extra: ["-nodetach"])
        }
        try expectFailure(archive, check: "signature.format", containing: "differs from manifest.json")
    }

    @Test func rejectsCertificateMarkedForAnotherPassType() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "other-type.pem", key: "pass.key", certfile: "wwdr.pem")
        }
        try expectFailure(archive, check: "certificate.pass-type", containing: "pass.com.example.other")
        // The UID and OU alone match, so only the extension tells.
        #expect(try Self.verifier(pki).verify(archive: archive).check("certificate.identifiers")?.verdict == .passed)
    }

    @Test func rejectsCertificateWithoutPassTypeExtension() throws {
        let archive = try Fixtures.rezip(Fixtures.signedMinimalPass(pki).archive) { files in
            files["signature"] = try opensslSignature(files["manifest.json"] ?? Data(), signer: "no-marker.pem", key: "pass.key", certfile: "wwdr.pem")
        }
        try expectFailure(archive, check: "certificate.pass-type", containing: "LeafMarkerOid")
    }

    @Test func rejectsBytesAppendedAfterTheArchive() throws {
        var archive = try Fixtures.signedMinimalPass(pki).archive
        archive.append(Data("<html><body>Warning: headers already sent</body></html>\n".utf8))
        try expectFailure(archive, check: "archive.extra-bytes", containing: "bytes follow the end")
        // Everything else still verifies: the archive itself is intact.
        let report = try Self.verifier(pki).verify(archive: archive)
        #expect(report.failures.map(\.id) == ["archive.extra-bytes"])
    }

    @Test func namesTheCAFlagWhenADevelopmentPassIsCheckedAgainstApple() throws {
        let report = try PassVerifier().verify(archive: Fixtures.signedMinimalPass(pki).archive)
        #expect(report.check("signature.chain")?.detail.contains("--ca") == true)
        #expect(report.check("signature.chain")?.detail.contains("--dev-certs FOLDER") == true)
    }

    /// A chain that ends at the development root the caller expects is what was asked for: no
    /// warning, but still the reminder that Wallet will not install the pass.
    @Test func anExpectedDevelopmentRootIsNoWarning() throws {
        var verifier = try Self.verifier(pki)
        verifier.expectedDevelopmentRoots = verifier.trustedRoots
        let report = verifier.verify(archive: try Fixtures.signedMinimalPass(pki).archive)
        #expect(report.isValid, "\(report.failures)")
        #expect(!report.checks.contains { $0.verdict == .warning }, "\(report.checks.filter { $0.verdict == .warning })")
        let anchor = try #require(report.check("signature.apple-root"))
        #expect(anchor.verdict == .passed)
        #expect(anchor.detail.contains("Wallet installs only passes whose chain ends at Apple Root CA"), "\(anchor.detail)")
    }

    @Test func readsAPassFromItsFile() throws {
        let file = try makeTemporaryFolder().appendingPathComponent("pass.pkpass")
        try Fixtures.signedMinimalPass(pki).archive.write(to: file)
        #expect(try Self.verifier(pki).verify(contentsOf: file).isValid)
        let missing = try Self.verifier(pki).verify(contentsOf: file.deletingLastPathComponent().appendingPathComponent("none.pkpass"))
        #expect(missing.check("archive.open")?.detail.contains("no such file") == true)
    }
}
