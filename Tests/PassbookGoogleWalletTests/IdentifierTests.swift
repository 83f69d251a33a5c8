import PassbookGoogleWallet
import Testing

@Suite struct IdentifierTests {
    @Test func serialNumbersAreEscapedWithoutCollisions() {
        let id = GoogleWalletIdentifier.objectID(issuerID: "3388", passTypeIdentifier: "pass.com.example", serialNumber: "café 1")
        #expect(id == "3388.pass.com.example.caf_C3_A9_201")
        #expect(GoogleWalletIdentifier.isValid(id))
        let underscore = GoogleWalletIdentifier.objectID(issuerID: "3388", passTypeIdentifier: "pass.com.example", serialNumber: "a_20")
        let space = GoogleWalletIdentifier.objectID(issuerID: "3388", passTypeIdentifier: "pass.com.example", serialNumber: "a 0")
        #expect(underscore != space)
        let dotted = GoogleWalletIdentifier.objectID(issuerID: "3388", passTypeIdentifier: "pass.a", serialNumber: "b.c")
        let other = GoogleWalletIdentifier.objectID(issuerID: "3388", passTypeIdentifier: "pass.a.b", serialNumber: "c")
        #expect(dotted != other)
    }

    @Test func idsAndIssuerIDsAreChecked() {
        #expect(GoogleWalletIdentifier.isValid("3388000000022.class-1_a.b"))
        #expect(!GoogleWalletIdentifier.isValid("issuer.class"))
        #expect(!GoogleWalletIdentifier.isValid("3388.class 1"))
        #expect(!GoogleWalletIdentifier.isValid("3388."))
        #expect(GoogleWalletIdentifier.isValidIssuerID("3388000000022123456"))
        #expect(!GoogleWalletIdentifier.isValidIssuerID("33-88"))
    }
}
