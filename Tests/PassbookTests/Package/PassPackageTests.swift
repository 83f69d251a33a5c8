import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct PassPackageTests {
    private func copyOfMinimalPass() throws -> URL {
        let folder = try makeTemporaryFolder().appendingPathComponent("Copy.pass")
        try FileManager.default.copyItem(at: Fixtures.minimalPass, to: folder)
        return folder
    }

    @Test func loadsFolderWithImagesAndLocalizations() throws {
        let package = try PassPackage(folder: Fixtures.minimalPass)
        #expect(package.pass.serialNumber == "TEST-0001")
        #expect(package.paths == ["de.lproj/pass.strings", "icon.png", "icon@2x.png", "icon@3x.png", "logo.png", "pass.json"])
        #expect(package.languages == ["de"])
        #expect(package.images.map(\.imageName) == ["icon", "icon", "icon", "logo"])
        #expect(package.images.map(\.scale) == [1, 2, 3, 1])
        #expect(package.strings(for: "de") != nil)
        #expect(package.diagnostics.isEmpty)
    }

    @Test func leavesOutOSJunkWithAWarning() throws {
        let folder = try copyOfMinimalPass()
        try Data([0]).write(to: folder.appendingPathComponent(".DS_Store"))
        try Data([0]).write(to: folder.appendingPathComponent("Thumbs.db"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("__MACOSX"), withIntermediateDirectories: true)
        try Data([0]).write(to: folder.appendingPathComponent("__MACOSX/._icon.png"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let package = try PassPackage(folder: folder)
        #expect(!package.paths.contains { $0.contains("DS_Store") || $0.contains("MACOSX") || $0.contains("Thumbs") || $0 == "manifest.json" })
        #expect(package.diagnostics.filter { $0.id == "package.os-junk" }.count == 3)
        #expect(package.diagnostics.contains { $0.id == "package.stale-signature" })
        #expect(package.diagnostics.allSatisfy { $0.severity == .warning })
    }

    /// Signing validates first: a pass Wallet would refuse (no icon) is not signed unless asked.
    @Test func signingRefusesAPassWalletWouldRefuse() throws {
        let pki = try TestPKI.get()
        var package = try PassPackage(folder: Fixtures.minimalPass)
        for path in package.files.keys where path.hasPrefix("icon") { package.files[path] = nil }
        let refused = #expect(throws: PassRefusedError.self) { try package.signed(with: Fixtures.identity(pki)) }
        #expect(refused?.report.isValid == false)
        #expect(refused?.description.contains("icon") == true, "\(refused?.description ?? "")")
        #expect(refused?.description.contains(".skip") == true)
        let folder = try makeTemporaryFolder()
        #expect(throws: PassRefusedError.self) { try package.write(to: folder.appendingPathComponent("x.pkpass"), signedWith: Fixtures.identity(pki)) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.pkpass").path))

        let signed = try package.signed(with: Fixtures.identity(pki), validation: .skip)
        #expect(try PassPackage(archive: signed.archive).files["icon.png"] == nil)
        let builder = try PassBuilder(files: package.files)
        #expect(throws: PassRefusedError.self) { try builder.build(package.pass, signedWith: Fixtures.identity(pki)) }
    }

    @Test func roundTripsThroughAnArchive() throws {
        let pki = try TestPKI.get()
        let original = try PassPackage(folder: Fixtures.minimalPass)
        let signed = try original.signed(with: Fixtures.identity(pki))
        let read = try PassPackage(archive: signed.archive)
        #expect(read.pass == original.pass)
        #expect(read.files == original.files)
    }

    @Test func refusesArchiveWithAWrapperFolder() throws {
        let archive = try ZipWriter.archive(
            [ZipWriter.Entry(name: "Minimal.pass/pass.json", data: Data("{}".utf8)), ZipWriter.Entry(name: "Minimal.pass/icon.png", data: Data([1]))],
            operation: "test"
        )
        let error = #expect(throws: PassbookError.self) { try PassPackage(archive: archive) }
        #expect(error?.code == .invalidPackage)
        #expect(error?.description.contains("wrapper folder") == true)
    }

    @Test func refusesFolderWithoutPassJSON() throws {
        let folder = try makeTemporaryFolder()
        let error = #expect(throws: PassbookError.self) { try PassPackage(folder: folder) }
        #expect(error?.description.contains("no pass.json") == true)
    }

    @Test func readsApplesBoardingPassWithItsTrailingCommaAndWritesStrictJSON() throws {
        let folder = AppleSamples.appleSamplesFolder().appendingPathComponent("BoardingPass.pass")
        let package = try PassPackage(folder: folder)
        let warning = try #require(package.diagnostics.first { $0.id == "json.trailing-comma" })
        #expect(warning.severity == .warning)
        #expect(warning.file == "pass.json")
        let written = try #require(try package.contents()["pass.json"])
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: written) }
        #expect(try JSONParser.parse(written, file: "pass.json").diagnostics.isEmpty)
    }

    @Test func readmeExampleBuildsAVerifiablePass() throws {
        let dev = try DevelopmentCertificates.generate(passTypeIdentifier: "pass.com.example.member", teamIdentifier: "ABCDE12345")
        let pass = Pass(
            passTypeIdentifier: "pass.com.example.member",
            serialNumber: "M-000123",
            teamIdentifier: "ABCDE12345",
            organizationName: "Example Gym",
            description: "Example Gym membership card",
            style: .generic,
            fields: PassFields(
                primaryFields: [PassField(key: "member", value: "Alex Doe", label: "MEMBER")],
                backFields: [PassField(key: "support", value: "help@example.com", label: "Support")]
            ),
            logoText: "Example Gym",
            foregroundColor: PassColor(red: 255, green: 255, blue: 255),
            backgroundColor: PassColor(red: 40, green: 44, blue: 90),
            barcodes: [Barcode(format: .qr, message: "M-000123", altText: "M-000123")]
        )
        let icon = try Data(contentsOf: Fixtures.minimalPass.appendingPathComponent("icon.png"))
        let signed = try PassPackage(pass: pass, files: ["icon.png": icon]).signed(with: dev.identity())
        let report = try PassVerifier(trustedRoots: [dev.caCertificate()]).verify(archive: signed.archive)
        #expect(report.isValid, "\(report.failures)")
        #expect(report.check("signature.apple-root")?.verdict == .warning)
        let json = try #require(try JSONSerialization.jsonObject(with: PassPackage(archive: signed.archive).contents()["pass.json"] ?? Data()) as? [String: Any])
        #expect(json["backgroundColor"] as? String == "rgb(40, 44, 90)")
        #expect((json["generic"] as? [String: Any])?["primaryFields"] != nil)
    }

    @Test func developmentCertificatesCarryThePassTypeMarkerAndVerifyWithOpenSSL() throws {
        let dev = try DevelopmentCertificates.generate(passTypeIdentifier: "pass.com.example.member", teamIdentifier: "ABCDE12345")
        let identity = try dev.identity()
        #expect(identity.certificate.hasPassTypeMarker)
        #expect(identity.certificate.userID == "pass.com.example.member")
        #expect(identity.certificate.organizationalUnit == "ABCDE12345")
        #expect(identity.certificate.issuingWWDRGeneration == nil)
        let folder = try makeTemporaryFolder()
        try dev.write(to: folder)
        let result = try Shell.run(["openssl", "verify", "-CAfile", folder.appendingPathComponent("dev-ca.pem").path, folder.appendingPathComponent("pass.pem").path])
        #expect(result.status == 0, "\(result.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("pass.key").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
