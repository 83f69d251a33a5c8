import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct SigningIdentityTests {
    let pki: TestPKI

    init() throws {
        pki = try TestPKI.get()
    }

    private func pass(passTypeIdentifier: String = TestPKI.passTypeIdentifier, teamIdentifier: String = TestPKI.teamIdentifier) throws -> Pass {
        var pass = try PassPackage(folder: Fixtures.minimalPass).pass
        pass.passTypeIdentifier = passTypeIdentifier
        pass.teamIdentifier = teamIdentifier
        return pass
    }

    @Test func loadsPEMCertificateAndKey() throws {
        let identity = try Fixtures.identity(pki)
        #expect(identity.certificate.userID == TestPKI.passTypeIdentifier)
        #expect(identity.certificate.organizationalUnit == TestPKI.teamIdentifier)
        #expect(identity.certificate.hasPassTypeMarker)
        #expect(identity.intermediate.commonName == "Test WWDR G4")
        #expect(try identity.check(for: pass()).isEmpty)
    }

    @Test func loadsDERCertificate() throws {
        let identity = try SigningIdentity(certificateFile: pki.url("pass.cer"), privateKeyFile: pki.url("pass.key"), intermediatesFile: pki.url("wwdr.cer"))
        #expect(identity.certificate.userID == TestPKI.passTypeIdentifier)
    }

    @Test(arguments: ["pass-encrypted.key", "pass-pkcs8-encrypted.key"])
    func loadsEncryptedKeyWithItsPassword(keyFile: String) throws {
        let identity = try SigningIdentity(
            certificateFile: pki.url("pass.pem"), privateKeyFile: pki.url(keyFile),
            keyPassword: TestPKI.password, intermediatesFile: pki.url("wwdr.pem")
        )
        #expect(identity.certificate.commonName == "Pass Type ID: \(TestPKI.passTypeIdentifier)")
    }

    @Test(arguments: [nil, "wrong password"] as [String?])
    func refusesEncryptedKeyWithoutTheRightPassword(password: String?) throws {
        let error = #expect(throws: PassbookError.self) {
            try SigningIdentity(certificateFile: pki.url("pass.pem"), privateKeyFile: pki.url("pass-encrypted.key"), keyPassword: password, intermediatesFile: pki.url("wwdr.pem"))
        }
        #expect(error?.code == .wrongPassword)
    }

    @Test func loadsModernPKCS12() throws {
        let identity = try SigningIdentity(pkcs12File: pki.url("modern.p12"), password: TestPKI.password)
        #expect(identity.certificate.userID == TestPKI.passTypeIdentifier)
        // The .p12 bundles the intermediate, so no --wwdr is needed.
        #expect(identity.intermediate.commonName == "Test WWDR G4")
    }

    @Test func loadsLegacyKeychainStylePKCS12() throws {
        // Make sure the fixture really uses the legacy algorithms Keychain Access exports.
        let info = try Shell.run(["openssl", "pkcs12", "-info", "-noout", "-legacy", "-passin", "pass:\(TestPKI.password)", "-in", pki.url("legacy.p12").path])
        #expect((info.stdout + info.stderr).contains("pbeWithSHA1And40BitRC2-CBC"))
        #expect((info.stdout + info.stderr).contains("MAC: sha1"))
        let identity = try SigningIdentity(pkcs12File: pki.url("legacy.p12"), password: TestPKI.password, intermediatesFile: pki.url("wwdr.pem"))
        #expect(identity.certificate.userID == TestPKI.passTypeIdentifier)
    }

    @Test(arguments: ["modern.p12", "legacy.p12"])
    func refusesPKCS12WithWrongPassword(file: String) throws {
        let error = #expect(throws: PassbookError.self) {
            try SigningIdentity(pkcs12File: pki.url(file), password: "nope")
        }
        #expect(error?.code == .wrongPassword)
        #expect(error?.description.contains("password") == true)
    }

    @Test func refusesKeyThatDoesNotMatchTheCertificate() throws {
        let error = #expect(throws: PassbookError.self) {
            try SigningIdentity(certificateFile: pki.url("pass.pem"), privateKeyFile: pki.url("other.key"), intermediatesFile: pki.url("wwdr.pem"))
        }
        #expect(error?.code == .keyMismatch)
    }

    @Test func refusesWhenNoIntermediateIssuedTheCertificate() throws {
        let error = #expect(throws: PassbookError.self) {
            try SigningIdentity(certificateFile: pki.url("pass.pem"), privateKeyFile: pki.url("pass.key"))
        }
        #expect(error?.code == .missingIntermediate)
        #expect(error?.description.contains("--wwdr") == true)
    }

    @Test func refusesExpiredCertificate() throws {
        let identity = try SigningIdentity(certificateFile: pki.url("expired.pem"), privateKeyFile: pki.url("pass.key"), intermediatesFile: pki.url("wwdr.pem"))
        let error = #expect(throws: PassbookError.self) { try identity.check(for: pass()) }
        #expect(error?.code == .certificateNotValidNow)
        #expect(error?.description.contains("expired on 2021-01-01") == true)
    }

    @Test func warnsWhenCertificateExpiresWithinThirtyDays() throws {
        let identity = try SigningIdentity(certificateFile: pki.url("expiring.pem"), privateKeyFile: pki.url("pass.key"), intermediatesFile: pki.url("wwdr.pem"))
        let warnings = try identity.check(for: pass())
        #expect(warnings.map(\.id) == ["certificate.expires-soon"])
        #expect(warnings.first?.severity == .warning)
    }

    @Test func refusesPassTypeIdentifierThatDiffersFromTheCertificate() throws {
        let identity = try Fixtures.identity(pki)
        let error = #expect(throws: PassbookError.self) { try identity.check(for: pass(passTypeIdentifier: "pass.com.example.other")) }
        #expect(error?.code == .identifierMismatch)
        #expect(error?.description.contains("pass.com.example.other") == true)
    }

    @Test func refusesTeamIdentifierThatDiffersFromTheCertificate() throws {
        let identity = try Fixtures.identity(pki)
        let error = #expect(throws: PassbookError.self) { try identity.check(for: pass(teamIdentifier: "OTHERTEAM1")) }
        #expect(error?.code == .identifierMismatch)
    }

    @Test func signingRefusesMismatchedPassBeforeSigning() throws {
        var package = try PassPackage(folder: Fixtures.minimalPass)
        package.pass.teamIdentifier = "OTHERTEAM1"
        let error = #expect(throws: PassbookError.self) { try package.signed(with: Fixtures.identity(pki)) }
        #expect(error?.code == .identifierMismatch)
    }
}
