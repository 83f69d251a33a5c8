import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Passbook
import Testing
@testable import PassbookServer

/// The service in this process, spoken to over HTTP the way Wallet and issuers do: the device
/// simulator on SQLite and on PostgreSQL, every status code of Apple's protocol and the issuer
/// API, and queued pushes surviving a restart.
@Suite("Web service") struct WebServiceTests {
    static let databases = ["sqlite", "postgres"]

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

            // Unknown serials and pass types are 404, even with the right token.
            #expect(try await service.call(.GET, "/passes/v1/passes/\(pass.passTypeIdentifier)/no-such-serial", headers: pass.apple).status == 404)
            #expect(try await service.call(.GET, "/passes/v1/passes/pass.com.example.other/\(pass.serialNumber)", headers: pass.apple).status == 404)
            #expect(try await service.call(.POST, "/passes/v1/devices/\(device)/registrations/pass.com.example.other/\(pass.serialNumber)",
                                           headers: pass.apple, json: ["pushToken": .string(token)]).status == 404)

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
            // A template without personalization.json offers no sign-up.
            let plain = try await service.issue()
            #expect(try await service.call(.POST, plain.downloadPath + "/personalize", json: body).status == 400)
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
