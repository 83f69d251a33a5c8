import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Passbook
import Testing
@testable import PassbookServer

/// What the service does with hostile or awkward requests: serials that need escaping, bodies over
/// the limit, wrong tokens in bulk, a flood of device logs.
@Suite("Abuse and escaping") struct AbuseTests {
    @Test func serialsThatNeedEscapingWorkEverywhere() async throws {
        try await TestService.run { service in
            for serial in ["café 1", "a?b#c", "100% + more", "ünï/", "日本 語", " lead", "semi;colon&amp"] where !serial.contains("/") {
                let pass = try await service.issue(serialNumber: serial)
                #expect(pass.serialNumber == serial)
                let created = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(serial))", headers: service.bearer).json()
                #expect(created["serialNumber"] == .string(serial))
                // The links the service hands out work as given.
                guard case .string(let download) = created["downloadURL"] ?? .null, case .string(let page) = created["pageURL"] ?? .null else {
                    Issue.record("no links for \(serial)"); continue
                }
                let base = service.baseURL
                #expect(try await service.call(.GET, String(download.dropFirst(base.count))).status == 200, "download of \(serial)")
                #expect(try await service.call(.GET, String(page.dropFirst(base.count))).status == 200, "page of \(serial)")
                // Wallet's paths: download, register; the issuer's update.
                #expect(try await service.call(.GET, pass.downloadPath, headers: pass.apple).status == 200, "Wallet download of \(serial)")
                #expect(try await service.register(pass, device: "dev-\(UUID().uuidString.prefix(6))", pushToken: TestService.pushToken()) == 201)
                let updated = try await service.update(pass, data: ["room": "Hall 9"])
                #expect(updated["version"] == 2)
            }
        }
    }

    @Test func unsafeSerialsAreRefusedAtCreation() async throws {
        try await TestService.run { service in
            for serial in [".", "..", "a/b", "tab\there", "line\nbreak", "", String(repeating: "x", count: 201)] {
                let answer = try await service.call(.POST, "/api/v1/passes", headers: service.bearer, json: ["template": "event-ticket", "serialNumber": .string(serial), "data": [:]])
                #expect(answer.status == 422, "\(serial.debugDescription): \(answer.status) \(answer.text.prefix(200))")
                #expect(answer.text.contains(#""status":422"#))
            }
            // An escape that is not UTF-8 names no pass: refused, with JSON.
            let malformed = try await service.call(.GET, "/api/v1/passes/bad%FF", headers: service.bearer)
            #expect([400, 404].contains(malformed.status) && malformed.text.contains(#""error":{"#), "\(malformed.status) \(malformed.text)")
        }
    }

    @Test func everyErrorIsJSON() async throws {
        try await TestService.run { service in
            let big = Data(repeating: UInt8(ascii: " "), count: 2_000_000)
            let tooLarge = try await service.call(.POST, "/api/v1/passes", headers: service.bearer, raw: big)
            #expect(tooLarge.status == 413 && tooLarge.text.contains(#""status":413"#))
            let logTooLarge = try await service.call(.POST, "/passes/v1/log", raw: Data(repeating: UInt8(ascii: " "), count: 300_000))
            #expect(logTooLarge.status == 413 && logTooLarge.text.contains(#""status":413"#))
            let nothing = try await service.call(.GET, "/no/such/route")
            #expect(nothing.status == 404 && nothing.text.contains(#""status":404"#) && nothing.headers.first(name: "Content-Type")?.hasPrefix("application/json") == true)
        }
    }

    @Test func wrongTokensAreSlowedThenRefusedWith429() async throws {
        try await TestService.run(configure: { configuration in
            configuration.limits.authFailureBurst = 6
            configuration.limits.authFailuresPerMinute = 1
        }) { service in
            let pass = try await service.issue()
            var statuses: [Int] = []
            var retryAfter: String?
            for attempt in 0..<12 {
                let answer = try await service.call(.GET, pass.downloadPath, headers: ["Authorization": "ApplePass wrong-\(attempt)"])
                statuses.append(answer.status)
                if answer.status == 429 { retryAfter = answer.headers.first(name: "Retry-After") }
            }
            #expect(statuses.prefix(6).allSatisfy { $0 == 401 }, "\(statuses)")
            #expect(statuses.dropFirst(6).allSatisfy { $0 == 429 }, "\(statuses)")
            #expect(Int(retryAfter ?? "") ?? 0 >= 1)
            // The issuer API keeps a bucket of its own: wrong Wallet tokens do not lock it out.
            #expect(try await service.call(.GET, "/api/v1/passes", headers: ["Authorization": "Bearer nope"]).status == 401)
            #expect(try await service.call(.GET, "/api/v1/passes", headers: service.bearer).status == 200)
            // Until the bucket refills the address is refused, right token or not: a guesser learns nothing.
            #expect(try await service.call(.GET, pass.downloadPath, headers: pass.apple).status == 429)
            #expect(try await service.metric("passbook_rate_limited_total") >= 6)
        }
    }

    @Test func deviceLogsStayWithinTheirBounds() async throws {
        try await TestService.run(configure: { configuration in
            configuration.logRetention.maximumRows = 50
            configuration.limits.logRequestBurst = 5
            configuration.limits.logRequestsPerMinute = 1
        }) { service in
            let long = String(repeating: "x", count: 1_500)
            var statuses: [Int] = []
            for _ in 0..<8 {
                let answer = try await service.call(.POST, "/passes/v1/log", json: ["logs": .array(Array(repeating: .string(long), count: 40))])
                statuses.append(answer.status)
            }
            #expect(statuses == [200, 200, 200, 200, 200, 429, 429, 429])
            // 5 requests × 20 messages kept per request, bounded to the newest 50.
            #expect(try await #require(service.server.service.store as? SQLPassStore).logCount() == 50)
        }
    }
}
