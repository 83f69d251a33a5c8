import Foundation
import Passbook
import PassbookTestSupport
import Testing
@testable import PassbookServer

/// Where pushes go for the certificate the service signs with: Apple's APNs refuses any pass
/// certificate its WWDR authority did not issue, so a development one sends nothing there unless
/// a server or a token key was chosen.
@Suite struct APNsChoiceTests {
    @Test func aDevelopmentCertificateHoldsPushesUnlessAServerIsChosen() throws {
        let development = try ServerPKI.get().identity().certificate
        #expect(development.issuingWWDRGeneration == nil)

        let held = APNsConfiguration().adjusted(for: development)
        #expect(!held.configuration.enabled)
        #expect(held.notice?.contains("passbook apns-test-server") == true)

        var standIn = APNsConfiguration()
        standIn.baseURL = "https://127.0.0.1:2197"
        #expect(standIn.adjusted(for: development).configuration.enabled)
        #expect(standIn.adjusted(for: development).notice == nil)

        // Production named on purpose is a choice too, as is the variable that names it.
        var production = APNsConfiguration()
        production.baseURL = APNsConfiguration.production
        #expect(production.adjusted(for: development).configuration.enabled)
        let fromEnvironment = try APNsConfiguration(environment: ["PASSBOOK_APNS_URL": "production"])
        #expect(fromEnvironment.adjusted(for: development).configuration.enabled)

        var token = APNsConfiguration()
        token.tokenKeyFile = URL(fileURLWithPath: "/keys/AuthKey.p8")
        #expect(token.adjusted(for: development).configuration.enabled)

        var off = APNsConfiguration()
        off.enabled = false
        #expect(off.adjusted(for: development).notice == nil)
    }

    /// A certificate issued by Apple's WWDR authority (here one named so, made with openssl) pushes
    /// to production as before.
    @Test func aCertificateOfAppleWWDRPushesToProduction() throws {
        let folder = try makeTemporaryFolder("passbook-apns-choice")
        let steps: [[String]] = [
            ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-keyout", "wwdr.key", "-out", "wwdr.pem",
             "-subj", "/CN=Apple Worldwide Developer Relations Certification Authority/OU=G4/O=Apple Inc./C=US"],
            ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", "pass.key", "-out", "pass.csr", "-subj", "/UID=pass.com.example.apple/CN=Pass Type ID: pass.com.example.apple/OU=APPLE12345"],
            ["x509", "-req", "-in", "pass.csr", "-CA", "wwdr.pem", "-CAkey", "wwdr.key", "-CAcreateserial", "-days", "2", "-out", "pass.pem"],
        ]
        for step in steps { _ = try ServerPKI.openssl(step, in: folder) }
        let certificate = try X509Certificate(contentsOf: folder.appendingPathComponent("pass.pem"))
        #expect(certificate.issuingWWDRGeneration == "G4")
        let kept = APNsConfiguration().adjusted(for: certificate)
        #expect(kept.configuration.enabled)
        #expect(kept.configuration.baseURL == APNsConfiguration.production)
        #expect(kept.notice == nil)
    }
}
