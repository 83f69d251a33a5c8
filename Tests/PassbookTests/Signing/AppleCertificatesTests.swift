import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct AppleCertificatesTests {
    @Test func embeddedCertificatesEqualTheShippedFiles() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Certificates")
        let pairs: [(String, String)] = [
            (AppleCertificates.wwdrG4PEM, "AppleWWDRCAG4.cer"),
            (AppleCertificates.rootCAPEM, "AppleIncRootCertificate.cer"),
            (AppleCertificates.wwdrG1PEM, "legacy/AppleWWDRCA.cer"),
            (AppleCertificates.wwdrG1Of2008PEM, "legacy/AppleWWDRCA-2008.cer"),
        ]
        for (pem, file) in pairs {
            let embedded = try X509Certificate(bytes: Data(pem.utf8))
            let shipped = try X509Certificate(contentsOf: folder.appendingPathComponent(file))
            #expect(embedded.derBytes == shipped.derBytes, "\(file)")
        }
    }

    @Test func wwdrG4IsIssuedByAppleRootAndNamesItsGeneration() throws {
        let g4 = try AppleCertificates.wwdrG4
        let root = try AppleCertificates.rootCA
        #expect(root.isIssuer(of: g4))
        #expect(root.isSelfSigned)
        #expect(g4.organizationalUnit == "G4")
        #expect(g4.serialNumber == "13DC77955271E53DC632E8CCFFE521F3CCC5CED2")
        #expect(g4.notAfter == Date(timeIntervalSince1970: 1_923_091_200))  // 2030-12-10T00:00:00Z
    }
}
