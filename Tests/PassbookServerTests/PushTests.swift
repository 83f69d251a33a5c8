import Crypto
import Foundation
import NIOHTTP1
import Passbook
import Testing
@testable import PassbookServer
import PassbookServerTesting

/// Pushes against a real HTTP/2 TLS server on loopback that demands a client certificate (or
/// checks a token): authentication both ways, retries, gone tokens and the concurrency bound.
@Suite("Pushes") struct PushTests {
    /// Issues a pass, registers one device per token and updates the pass once.
    static func updateWithDevices(_ service: TestService, tokens: [String]) async throws -> TestService.IssuedPass {
        let pass = try await service.issue()
        for (index, token) in tokens.enumerated() {
            #expect(try await service.register(pass, device: "push-\(index)-\(token.prefix(6))", pushToken: token) == 201)
        }
        let updated = try await service.update(pass, data: ["event": .object(["performer": "Gate change"])])
        #expect(updated["pushesQueued"] == .number(JSONNumber(tokens.count)))
        return pass
    }

    @Test func aClientWithoutTheRightCertificateIsRefused() async throws {
        // The server trusts only the TLS CA for client certificates, so the pass certificate is refused.
        let (apns, port) = try await TestService.startAPNs(clientCA: "tls-ca.pem")
        defer { Task { await apns.stop() } }
        try await TestService.run(apnsPort: port) { service in
            _ = try await Self.updateWithDevices(service, tokens: [TestService.pushToken()])
            let retried = try await TestService.eventually(within: 20) { try await service.metric("passbook_pushes_retried_total") >= 1 }
            #expect(retried)
            #expect(apns.pushes.isEmpty)
            #expect(try await service.metric("passbook_pushes_sent_total") == 0)
        }
    }

    @Test func tokenAuthenticationSignsAnES256Token() async throws {
        let key = P256.Signing.PrivateKey()
        let pki = try ServerPKI.get()
        let p8 = pki.folder.appendingPathComponent("AuthKey-\(UUID().uuidString).p8")
        try key.pemRepresentation.write(to: p8, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: p8) }
        let (apns, port) = try await TestService.startAPNs(clientCA: nil)
        defer { Task { await apns.stop() } }
        let token = TestService.pushToken()
        try await TestService.run(apnsPort: port, configure: {
            $0.apns.tokenKeyFile = p8
            $0.apns.tokenKeyID = "KEYID12345"
            $0.apns.tokenTeamID = "TEAMID1234"
        }) { service in
            _ = try await Self.updateWithDevices(service, tokens: [token])
            let pushes = await apns.wait(timeout: 20) { $0.contains { $0.deviceToken == token } }
            let push = try #require(pushes.first { $0.deviceToken == token })
            #expect(push.topic == ServerPKI.passTypeIdentifier && push.body == "{}")
            let authorization = try #require(push.authorization)
            #expect(authorization.hasPrefix("bearer "))
            let parts = authorization.dropFirst("bearer ".count).split(separator: ".").map(String.init)
            try #require(parts.count == 3)
            let header = try JSONParser().parse(try Self.base64URL(parts[0]), file: "JWT header").value.objectValue
            let claims = try JSONParser().parse(try Self.base64URL(parts[1]), file: "JWT claims").value.objectValue
            #expect(header?["alg"] == .string("ES256") && header?["kid"] == .string("KEYID12345"))
            #expect(claims?["iss"] == .string("TEAMID1234"))
            let issued = try #require(claims?["iat"].flatMap { if case .number(let n) = $0 { n.doubleValue } else { nil } })
            #expect(abs(issued - Date().timeIntervalSince1970) < 600)
            let signature = try P256.Signing.ECDSASignature(rawRepresentation: try Self.base64URL(parts[2]))
            #expect(key.publicKey.isValidSignature(signature, for: Data((parts[0] + "." + parts[1]).utf8)))
        }
    }

    @Test func throttledAndFailingPushesAreRetriedUntilTheyGoThrough() async throws {
        // The first answer is 429, the second 503; the third attempt goes through.
        let (apns, port) = try await TestService.startAPNs { _, attempt in
            switch attempt {
            case 1: (429, "TooManyRequests")
            case 2: (503, "ServiceUnavailable")
            default: (200, nil)
            }
        }
        defer { Task { await apns.stop() } }
        let token = TestService.pushToken()
        try await TestService.run(apnsPort: port) { service in
            _ = try await Self.updateWithDevices(service, tokens: [token])
            let sent = try await TestService.eventually(within: 30) { try await service.metric("passbook_pushes_sent_total") == 1 }
            #expect(sent)
            #expect(apns.pushes.filter { $0.deviceToken == token }.count == 3)
            #expect(try await service.metric("passbook_pushes_retried_total") == 2)
            #expect(try await service.metric("passbook_pushes_failed_total") == 0)
        }
    }

    @Test func goneTokensLoseTheirRegistrations() async throws {
        let gone = "0" + TestService.pushToken().dropFirst()
        let bad = "1" + TestService.pushToken().dropFirst()
        let kept = "2" + TestService.pushToken().dropFirst()
        let (apns, port) = try await TestService.startAPNs { token, _ in
            switch token.first {
            case "0": (410, "Unregistered")
            case "1": (400, "BadDeviceToken")
            default: (200, nil)
            }
        }
        defer { Task { await apns.stop() } }
        try await TestService.run(apnsPort: port) { service in
            let pass = try await Self.updateWithDevices(service, tokens: [gone, bad, kept])
            let removed = try await TestService.eventually(within: 20) { try await service.metric("passbook_push_tokens_removed_total") == 2 }
            #expect(removed)
            // The three pushes go out together: the kept one may be answered after the other two.
            let sent = try await TestService.eventually(within: 10) { try await service.metric("passbook_pushes_sent_total") == 1 }
            #expect(sent)
            let store = try #require(service.server.service.store as? SQLPassStore)
            let oneLeft = try await TestService.eventually(within: 5) { try await store.registrationCount(serialNumber: pass.serialNumber) == 1 }
            #expect(oneLeft)
            let list = "/passes/v1/devices/push-2-\(kept.prefix(6))/registrations/\(pass.passTypeIdentifier)"
            #expect(try await service.call(.GET, list).status == 200)
            #expect(try await service.call(.GET, "/passes/v1/devices/push-0-\(gone.prefix(6))/registrations/\(pass.passTypeIdentifier)").status == 204)
        }
    }

    @Test func pushesInFlightStayWithinTheConcurrencyLimit() async throws {
        let (apns, port) = try await TestService.startAPNs(delayMilliseconds: 150)
        defer { Task { await apns.stop() } }
        let tokens = (0..<12).map { _ in TestService.pushToken() }
        try await TestService.run(apnsPort: port, configure: { $0.pushConcurrency = 3 }) { service in
            _ = try await Self.updateWithDevices(service, tokens: tokens)
            let allSent = try await TestService.eventually(within: 30) { try await service.metric("passbook_pushes_sent_total") == 12 }
            #expect(allSent)
            #expect(Set(apns.pushes.map(\.deviceToken)) == Set(tokens))
            #expect(apns.mostInFlight <= 3)
            #expect(apns.mostInFlight >= 2)
        }
    }

    static func base64URL(_ text: String) throws -> Data {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64) else { throw TestFailure("\(text) is not base64url") }
        return data
    }
}
