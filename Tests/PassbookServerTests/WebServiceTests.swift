import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Passbook
import Testing
@testable import PassbookServer
import PassbookServerTesting

/// The service in this process, spoken to over HTTP the way Wallet and issuers do: the device
/// simulator on SQLite and on PostgreSQL, every status code of Apple's protocol and the issuer
/// API, and queued pushes surviving a restart.
@Suite("Web service") struct WebServiceTests {
    static let databases = TestDatabase.kinds

    @Test(arguments: databases) func deviceSimulatorPassesEveryStep(_ database: String) async throws {
        let (apns, apnsPort) = try await TestService.startAPNs()
        defer { Task { await apns.stop() } }
        try await TestService.run(database: database, apnsPort: apnsPort) { service in
            let steps = try await DeviceSimulator(baseURL: service.baseURL, apiKey: TestService.apiKey).run(apns: apns)
            #expect(steps.map(\.name).contains("receive the push at the test APNs server"))
            #expect(steps.map(\.name).contains("unregister the device"))
            #expect(steps.last?.name == "download the personalized pass")
            #expect(steps.count == 21)
            // Certificate authentication: the TLS handshake carried the pass certificate, no token.
            // (On the shared PostgreSQL, the store tests' queued pushes of another pass type may come too.)
            let ours = apns.pushes.filter { $0.topic == ServerPKI.passTypeIdentifier }
            #expect(!ours.isEmpty && ours.allSatisfy { $0.body == "{}" && $0.authorization == nil })
        }
    }

    @Test func applesProtocolAnswers() async throws {
        try await TestService.run { service in
            let pass = try await service.issue()
            let device = "device-\(UUID().uuidString.prefix(8))"
            let token = TestService.pushToken()
            let registration = pass.registration(device: device)
            let wrong = ["Authorization": "ApplePass not-\(pass.authenticationToken)"]

            // Every device endpoint refuses a wrong or missing token.
            for method in [HTTPMethod.POST, .DELETE] {
                #expect(try await service.call(method, registration, headers: wrong, json: ["pushToken": .string(token)]).status == 401)
                #expect(try await service.call(method, registration, json: ["pushToken": .string(token)]).status == 401)
            }
            #expect(try await service.call(.GET, pass.downloadPath, headers: wrong).status == 401)
            #expect(try await service.call(.GET, pass.downloadPath, headers: ["Authorization": pass.authenticationToken]).status == 401)

            // Register: 201, then 200; a bad body is 400 with a message.
            #expect(try await service.call(.GET, "/passes/v1/devices/\(device)/registrations/\(pass.passTypeIdentifier)").status == 204)
            let malformed = try await service.call(.POST, registration, headers: pass.apple, raw: Data(#"{"pushTok"#.utf8))
            #expect(malformed.status == 400 && malformed.text.contains("pushToken"))
            #expect(try await service.call(.POST, registration, headers: pass.apple, json: ["pushToken": "not hex"]).status == 400)
            #expect(try await service.register(pass, device: device, pushToken: token) == 201)
            #expect(try await service.register(pass, device: device, pushToken: token) == 200)

            // Unknown serials and pass types are answered as a wrong token is, word for word, so the
            // answers do not tell which serial numbers exist.
            let wrongToken = try await service.call(.GET, pass.downloadPath, headers: wrong)
            for unknown in [
                try await service.call(.GET, "/passes/v1/passes/\(pass.passTypeIdentifier)/no-such-serial", headers: pass.apple),
                try await service.call(.GET, "/passes/v1/passes/pass.com.example.other/\(pass.serialNumber)", headers: pass.apple),
                try await service.call(.POST, "/passes/v1/devices/\(device)/registrations/pass.com.example.other/\(pass.serialNumber)",
                                       headers: pass.apple, json: ["pushToken": .string(token)]),
                try await service.call(.DELETE, "/passes/v1/devices/\(device)/registrations/\(pass.passTypeIdentifier)/no-such-serial", headers: pass.apple),
            ] {
                #expect(unknown.status == 401 && unknown.body == wrongToken.body, "\(unknown.status) \(unknown.text)")
            }

            // Serial numbers: all without a tag, none since the newest (204), the pass again after an update.
            let list = try await service.call(.GET, "/passes/v1/devices/\(device)/registrations/\(pass.passTypeIdentifier)")
            #expect(list.status == 200)
            let first = try list.json()
            #expect(first["serialNumbers"] == .array([.string(pass.serialNumber)]))
            guard case .string(let tag) = first["lastUpdated"] ?? .null else { Issue.record("lastUpdated is not a string: \(list.text)"); return }
            let since = "/passes/v1/devices/\(device)/registrations/\(pass.passTypeIdentifier)?passesUpdatedSince=\(tag)"
            #expect(try await service.call(.GET, since).status == 204)

            // The latest pass: 200 with Last-Modified and the pass's own media type, then 304.
            let download = try await service.call(.GET, pass.downloadPath, headers: pass.apple)
            #expect(download.status == 200)
            #expect(download.headers.first(name: "content-type") == "application/vnd.apple.pkpass")
            let lastModified = try #require(download.headers.first(name: "last-modified"))
            #expect(HTTPDate.parse(lastModified) != nil)
            let notModified = try await service.call(.GET, pass.downloadPath, headers: pass.apple.merging(["If-Modified-Since": lastModified]) { $1 })
            #expect(notModified.status == 304 && notModified.body.isEmpty)
            try Self.verifySignature(download.body)

            let typo = try await service.call(.PATCH, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer, json: ["data": ["event": ["performr": "x"]]])
            #expect(typo.status == 422 && typo.text.contains("Did you mean event.performer?"))
            let updated = try await service.update(pass, data: ["event": .object(["performer": "Moved to the main hall"])])
            #expect(updated["pushesQueued"] == .number(1))
            #expect(updated["version"] == .number(2))
            let changed = try await service.call(.GET, since)
            #expect(changed.status == 200)
            #expect(try changed.json()["serialNumbers"] == .array([.string(pass.serialNumber)]))
            let newer = try await service.call(.GET, pass.downloadPath, headers: pass.apple.merging(["If-Modified-Since": lastModified]) { $1 })
            #expect(newer.status == 200 && newer.headers.first(name: "last-modified") != lastModified)
            let json = try Self.files(of: newer.body)["pass.json"] ?? Data()
            #expect(String(decoding: json, as: UTF8.self).contains("Moved to the main hall"))

            // Unregister, after which the device has nothing to list.
            #expect(try await service.call(.DELETE, registration, headers: pass.apple).status == 200)
            #expect(try await service.call(.GET, "/passes/v1/devices/\(device)/registrations/\(pass.passTypeIdentifier)").status == 204)

            // The log endpoint takes Wallet's messages and refuses what is not its format.
            #expect(try await service.call(.POST, "/passes/v1/log", json: ["logs": ["Web service error for pass.com.example: bad"]]).status == 200)
            #expect(try await service.call(.POST, "/passes/v1/log", raw: Data("logs".utf8)).status == 400)
            #expect(try await service.metric("passbook_device_log_messages_total") == 1)
        }
    }

    @Test func issuerAPIAnswers() async throws {
        try await TestService.run { service in
            #expect(try await service.call(.GET, "/api/v1/passes", headers: ["Authorization": "Bearer wrong"]).status == 401)
            let missing = try await service.call(.GET, "/api/v1/templates")
            #expect(missing.status == 401 && missing.headers.first(name: "www-authenticate")?.hasPrefix("Bearer") == true)
            let malformed = try await service.call(.POST, "/api/v1/passes", headers: service.bearer, raw: Data(#"{"template":"#.utf8))
            #expect(malformed.status == 400)
            #expect(try malformed.json()["error"]?.objectValue?["message"].map { "\($0)" }?.contains("not JSON") == true)
            #expect(try await service.call(.POST, "/api/v1/passes", headers: service.bearer, json: ["template": "no-such-template"]).status == 422)
            let incomplete = try await service.call(.POST, "/api/v1/passes", headers: service.bearer, json: ["template": "event-ticket", "data": [:]])
            #expect(incomplete.status == 400 || incomplete.status == 422)

            let pass = try await service.issue(template: "generic")
            let path = "/api/v1/passes/\(URLPath.segment(pass.serialNumber))"
            let shown = try await service.call(.GET, path, headers: service.bearer)
            #expect(shown.status == 200)
            #expect(try shown.json()["version"] == .number(1))
            let archive = try await service.call(.GET, path + "/pass.pkpass", headers: service.bearer)
            #expect(archive.headers.first(name: "content-type") == "application/vnd.apple.pkpass")
            #expect(archive.headers.first(name: "content-disposition")?.hasPrefix("attachment; filename=") == true)
            try Self.verifySignature(archive.body)
            let preview = try await service.call(.GET, path + "/preview.png", headers: service.bearer)
            #expect(preview.headers.first(name: "content-type") == "image/png" && preview.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))

            let listed = try await service.call(.GET, "/api/v1/passes?template=generic&limit=10", headers: service.bearer)
            #expect(listed.status == 200 && listed.text.contains(pass.serialNumber))
            #expect(try await service.call(.GET, "/api/v1/passes?limit=0", headers: service.bearer).status == 400)

            let voided = try await service.call(.POST, path + "/void", headers: service.bearer)
            #expect(voided.status == 200)
            #expect(try voided.json()["voided"] == .bool(true))
            let voidedPass = try PassSource(archive: try await service.call(.GET, path + "/pass.pkpass", headers: service.bearer).body).package().pass
            #expect(voidedPass.voided == true)

            #expect(try await service.call(.GET, "/api/v1/passes/no-such-serial", headers: service.bearer).status == 404)
            #expect(try await service.call(.GET, "/health").status == 200)
            #expect(try await service.call(.GET, "/health/live").status == 200)
            #expect(try await service.metric("passbook_passes_issued_total") == 1)
        }
    }

    @Test func queuedPushesSurviveARestart() async throws {
        let database = try await TestDatabase.url("sqlite")
        let tokens = (0..<3).map { _ in TestService.pushToken() }
        // The same public address in both lives, wherever each listens: a new webServiceURL would
        // have the pass signed and pushed again.
        let configure: (inout ServerConfiguration) throws -> Void = {
            $0.databaseURL = database
            $0.publicURL = TestService.fixedPublicURL
        }
        // First life: pushes are queued but not sent.
        try await TestService.run(configure: configure) { service in
            let pass = try await service.issue()
            for (index, token) in tokens.enumerated() {
                #expect(try await service.register(pass, device: "restart-\(index)", pushToken: token) == 201)
            }
            #expect(try await service.update(pass, data: ["event": .object(["performer": "Rescheduled"])])["pushesQueued"] == .number(3))
        }
        // Second life, on the same database, with APNs reachable: every queued push is sent.
        let (apns, apnsPort) = try await TestService.startAPNs()
        defer { Task { await apns.stop() } }
        try await TestService.run(apnsPort: apnsPort, configure: configure) { service in
            let pushes = await apns.wait(timeout: 20) { pushes in Set(tokens).isSubset(of: pushes.map(\.deviceToken)) }
            #expect(Set(tokens).isSubset(of: pushes.map(\.deviceToken)))
            let allSent = try await TestService.eventually(within: 10) { try await service.metric("passbook_pushes_sent_total") == 3 }
            #expect(allSent)
        }
    }

    /// Rewards enrollment: the signature of the personalization token verifies with `openssl cms`
    /// against the test's pass CA; the enrollment is kept; a wrong token is refused, none accepted.
    @Test func personalizationSignsTheTokenAndReissuesThePass() async throws {
        try await TestService.run { service in
            let pass = try await service.issue(template: "rewards-card")
            let path = pass.downloadPath + "/personalize"
            let body: JSONValue = ["personalizationToken": "token-from-wallet-0123", "requiredPersonalizationInfo": ["fullName": "Ada Byrne", "emailAddress": "ada@example.com"]]
            #expect(try await service.call(.POST, path, headers: ["Authorization": "ApplePass wrong"], json: body).status == 401)
            #expect(try await service.call(.POST, path, json: ["requiredPersonalizationInfo": [:]]).status == 400)
            let answer = try await service.call(.POST, path, json: body)
            #expect(answer.status == 200 && answer.headers.first(name: "Content-Type") == "application/octet-stream")
            let pki = try ServerPKI.get()
            let folder = pki.folder.appendingPathComponent("personalize-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try answer.body.write(to: folder.appendingPathComponent("signature"))
            try Data("token-from-wallet-0123".utf8).write(to: folder.appendingPathComponent("token"))
            try ServerPKI.openssl(
                ["cms", "-verify", "-inform", "DER", "-in", "signature", "-content", "token", "-binary", "-purpose", "any",
                 "-CAfile", pki.url("pass-ca.pem").path, "-out", "/dev/null"],
                in: folder
            )
            let info = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()
            #expect(info["personalized"] == true && info["version"] == 2)
            #expect(info["data"]?.objectValue?["member"]?.objectValue?["fullName"] == "Ada Byrne")
            let files = try Self.files(of: try await service.call(.GET, pass.downloadPath, headers: pass.apple).body)
            #expect(files["personalization.json"] == nil && files["personalizationLogo.png"] == nil && files["pass.json"] != nil)
            try Self.verifySignature(try await service.call(.GET, pass.downloadPath, headers: pass.apple).body)
            let enrollments = try await service.call(.GET, "/api/v1/enrollments", headers: service.bearer).json()
            #expect(enrollments["enrollments"]?.arrayValue?.count == 1)
            // Once per pass: another sign-up, even with another token, is refused, and the pass stays as it is.
            let again: JSONValue = ["personalizationToken": "another-token-from-wallet", "requiredPersonalizationInfo": ["fullName": "Mallory"]]
            let conflict = try await service.call(.POST, path, json: again)
            #expect(conflict.status == 409 && conflict.text.contains("/enrollment"), "\(conflict.status) \(conflict.text)")
            #expect(try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()["version"] == 2)
            // The issuer resets it: the sign-up is offered again and can be made once more.
            let reset = try await service.call(.DELETE, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))/enrollment", headers: service.bearer)
            #expect(reset.status == 200)
            #expect(try reset.json()["personalized"] == false)
            #expect(try Self.files(of: try await service.call(.GET, pass.downloadPath, headers: pass.apple).body)["personalization.json"] != nil)
            #expect(try await service.call(.POST, path, json: again).status == 200)
            // A template without personalization.json offers no sign-up, and says so as an unknown serial does.
            let plain = try await service.issue()
            let notPersonalizable = try await service.call(.POST, plain.downloadPath + "/personalize", json: body)
            let unknown = try await service.call(.POST, "/passes/v1/passes/\(pass.passTypeIdentifier)/no-such-serial/personalize", json: body)
            #expect(notPersonalizable.status == 404 && unknown.status == 404 && notPersonalizable.body == unknown.body)
        }
    }

    /// The personalize endpoint signs with the pass certificate and takes no credential: it must
    /// never sign what could serve as another document, a manifest above all.
    @Test func personalizationSignsOnlyWhatWalletSends() async throws {
        try await TestService.run(configure: { $0.limits.personalizeBurst = 100 }) { service in
            let manifest = #"{"pass.json":"0b6e4a3c0f1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f","icon.png":"1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d"}"#
            let refused = [
                manifest, "[1,2,3,4,5,6,7,8,9,10,11,12]", "12345678901234567890", "1234567890.123456e10", "true", "null",
                "short", String(repeating: "a", count: 257), "has spaces in it ok", "tab\tinside-the-token", "nul\u{0}inside-the-token",
                "ünïcode-token-from-wallet", #""quoted-token-value""#,
            ]
            for token in refused {
                let pass = try await service.issue(template: "rewards-card")
                let answer = try await service.call(.POST, pass.downloadPath + "/personalize", json: ["personalizationToken": .string(token)])
                #expect(answer.status == 400, "\(token.debugDescription): \(answer.status) \(answer.text)")
                #expect(answer.headers.first(name: "Content-Type")?.hasPrefix("application/json") == true)
                // Nothing was stored, so Wallet's own sign-up still works.
                let info = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()
                #expect(info["personalized"] == false && info["version"] == 1)
            }
            for token in ["sim-" + SerialNumbers.token(), UUID().uuidString, "AbCdEf0123456789+/=", "dotted.token-value_1"] {
                let pass = try await service.issue(template: "rewards-card")
                #expect(try await service.call(.POST, pass.downloadPath + "/personalize", json: ["personalizationToken": .string(token)]).status == 200, "\(token)")
            }
        }
    }

    /// Every file of a `.pkpass`, by name.
    static func files(of archive: Data) throws -> [String: Data] {
        Dictionary(try ZipReader().entries(of: archive, what: "pass").map { ($0.name, $0.data) }) { first, _ in first }
    }

    /// Checks a pass's detached signature with the `openssl` command against the test's pass CA.
    static func verifySignature(_ archive: Data) throws {
        let pki = try ServerPKI.get()
        let files = try Self.files(of: archive)
        let folder = pki.folder.appendingPathComponent("verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(files["manifest.json"]).write(to: folder.appendingPathComponent("manifest.json"))
        try #require(files["signature"]).write(to: folder.appendingPathComponent("signature"))
        try ServerPKI.openssl(
            ["cms", "-verify", "-inform", "DER", "-in", "signature", "-content", "manifest.json", "-binary", "-purpose", "any",
             "-CAfile", pki.url("pass-ca.pem").path, "-out", "/dev/null"],
            in: folder
        )
    }
}
