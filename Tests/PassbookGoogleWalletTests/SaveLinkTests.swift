import Foundation
import Passbook
@testable import PassbookGoogleWallet
import Testing
import PassbookTestSupport

/// Save links signed with a service account made here (an RSA key from the openssl command), then
/// checked by PyJWT, an implementation of its own, against the public key.
@Suite struct SaveLinkTests {
    struct Account {
        var folder: URL
        var keyFile: URL
        var publicKey: URL
        var account: GoogleServiceAccount
    }

    static let keyID = "5f0c9e8a3b7d41e2a6c1d0b9e8f7a6b5c4d3e2f1"
    static let email = "wallet-issuer@passbook-tests.iam.gserviceaccount.com"

    /// PyJWT checks the signature with the public key, the audience and the claims Google requires,
    /// and prints the header and the claims.
    static let verifier = """
        import json, sys, jwt
        token = sys.stdin.read().strip()
        key = open(sys.argv[1]).read()
        header = jwt.get_unverified_header(token)
        claims = jwt.decode(token, key, algorithms=["RS256"], audience="google", options={"require": ["iss", "aud", "iat"]})
        print(json.dumps({"header": header, "claims": claims}))
        """

    static func makeAccount(bits: Int = 2048) throws -> Account {
        let folder = try makeTemporaryFolder("passbook-google-tests")
        let keyPEM = folder.appendingPathComponent("key.pem")
        let publicPEM = folder.appendingPathComponent("public.pem")
        _ = try Shell.check(["openssl", "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:\(bits)", "-out", keyPEM.path])
        _ = try Shell.check(["openssl", "pkey", "-in", keyPEM.path, "-pubout", "-out", publicPEM.path])
        let pem = String(decoding: try Data(contentsOf: keyPEM), as: UTF8.self)
        let json: JSONValue = [
            "type": "service_account", "project_id": "passbook-tests", "private_key_id": .string(keyID),
            "private_key": .string(pem), "client_email": .string(email), "client_id": "100000000000000000001",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token",
        ]
        let keyFile = folder.appendingPathComponent("service-account.json")
        try JSONWriter().data(from: json).write(to: keyFile)
        return Account(folder: folder, keyFile: keyFile, publicKey: publicPEM, account: try GoogleServiceAccount(contentsOf: keyFile))
    }

    /// PyJWT's view of `jwt`: its header and claims.
    static func verify(_ jwt: String, publicKey: URL) throws -> (header: JSONValue, claims: JSONValue) {
        let output = try Shell.check(["python3", "-c", verifier, publicKey.path], input: Data(jwt.utf8))
        let decoded = try JSONParser().parse(output.stdoutData, file: "pyjwt").value
        return (decoded["header"] ?? .null, decoded["claims"] ?? .null)
    }

    /// Whether two JSON values are equal as JSON, numbers compared as numbers.
    static func sameJSON(_ a: JSONValue, _ b: JSONValue) throws -> Bool {
        let first = try JSONSerialization.jsonObject(with: JSONWriter().data(from: a)) as? NSObject
        let second = try JSONSerialization.jsonObject(with: JSONWriter().data(from: b)) as? NSObject
        return first != nil && first == second
    }

    @Test(arguments: TestSupport.templates)
    func pyJWTVerifiesTheLinkOfEveryTemplateAndItHoldsThePass(template: URL) async throws {
        let setup = try Self.makeAccount()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let package = try TestSupport.example(template)
        let google = try TestSupport.map(package)
        let signer = try GoogleSaveLinkSigner(serviceAccount: setup.account, origins: ["https://passes.example.com"])
        let link = try await signer.link(for: [google], issuedAt: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(link.url.absoluteString == "https://pay.google.com/gp/v/save/" + link.jwt)

        let (header, claims) = try Self.verify(link.jwt, publicKey: setup.publicKey)
        #expect(header["alg"] == "RS256")
        #expect(header["kid"] == .string(Self.keyID))
        #expect(claims["iss"] == .string(Self.email))
        #expect(claims["aud"] == "google")
        #expect(claims["typ"] == "savetowallet")
        #expect(claims["iat"] == 1_700_000_000)
        #expect(claims["origins"] == ["https://passes.example.com"])

        let payload = try #require(claims["payload"])
        let object = try #require(payload[google.vertical.objectsPayloadKey]?[0])
        #expect(try Self.sameJSON(object, .object(google.objectResource)))
        #expect(try Self.sameJSON(try #require(payload[google.vertical.classesPayloadKey]?[0]), .object(google.classResource)))
        // The decoded object is the Apple pass's: its serial number and every field with a value.
        #expect(object["id"]?.stringValue?.hasSuffix("." + package.pass.serialNumber) == true)
        let english = try package.strings(for: "en").map { try StringsFile(data: $0).table } ?? [:]
        let modules = object["textModulesData"]?.arrayValue ?? []
        let fields = PassFields.Group.allCases.flatMap { package.pass.fields?[$0] ?? [] }
        for field in fields where !field.value.description.isEmpty {
            let module = modules.first { $0["id"]?.stringValue == GoogleWalletIdentifier.moduleID(forFieldKey: field.key) }
            #expect(module != nil, "the field \(field.key) is in the saved object")
            let label = field.label.map { english[$0] ?? $0 }
            if let label, !label.isEmpty { #expect(module?["header"] == .string(label)) }
            if field.dateStyle == nil, field.timeStyle == nil, field.numberStyle == nil, field.currencyCode == nil {
                #expect(module?["body"] == .string(english[field.value.description] ?? field.value.description))
            } else {
                #expect(module?["body"]?.stringValue?.isEmpty == false)
            }
        }
    }

    @Test func anotherKeyDoesNotVerifyTheLink() async throws {
        let signing = try Self.makeAccount()
        let other = try Self.makeAccount()
        defer {
            try? FileManager.default.removeItem(at: signing.folder)
            try? FileManager.default.removeItem(at: other.folder)
        }
        let google = try TestSupport.map(PassPackage(pass: TestSupport.pass(style: .generic)))
        let link = try await GoogleSaveLinkSigner(serviceAccount: signing.account).link(for: [google])
        #expect(throws: Shell.Failure.self) { try Self.verify(link.jwt, publicKey: other.publicKey) }
        #expect(try Self.verify(link.jwt, publicKey: signing.publicKey).claims["origins"] == [])
    }

    @Test func passesThatShareAClassCarryItOnceAndClassesCanBeLeftOut() throws {
        let setup = try Self.makeAccount()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        var second = TestSupport.pass(style: .generic)
        second.serialNumber = "SERIAL-2"
        let passes = try [TestSupport.pass(style: .generic), second].map { try TestSupport.map(PassPackage(pass: $0)) }
        let payload = try GoogleSaveLinkSigner(serviceAccount: setup.account).payload(for: passes)
        #expect(payload["genericClasses"]?.arrayValue?.count == 1)
        #expect(payload["genericObjects"]?.arrayValue?.count == 2)
        let objectsOnly = try GoogleSaveLinkSigner(serviceAccount: setup.account, includesClasses: false).payload(for: passes)
        #expect(objectsOnly["genericClasses"] == nil)
    }

    @Test func keyFilesThatCannotSignAreRefused() throws {
        let setup = try Self.makeAccount(bits: 1024)
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        #expect(throws: PassbookError.self) { try GoogleSaveLinkSigner(serviceAccount: setup.account) }
        let wrongType = Data(#"{"type": "authorized_user", "client_email": "a@b", "private_key": "x"}"#.utf8)
        #expect(throws: PassbookError.self) { try GoogleServiceAccount(jsonData: wrongType) }
        let noKey = Data(#"{"type": "service_account", "client_email": "a@b"}"#.utf8)
        let error = #expect(throws: PassbookError.self) { try GoogleServiceAccount(jsonData: noKey) }
        #expect(error?.code == .invalidServiceAccount)
    }
}
