import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Passbook
import Testing
@testable import PassbookServer
import PassbookServerTesting

/// Attacks on what the service stores, sends and signs: equivalent serials, fan-out of devices and
/// pushes, concurrent guessing, the issuer API's lock-out, NUL and control characters, push tokens
/// and device identifiers Wallet never sends, and data that would grow a pass past its limit.
@Suite("Adversary") struct AdversaryTests {
    static let nfc = "Ren\u{E9}-1"
    static let nfd = "Rene\u{301}-1"

    @Test func canonicallyEquivalentSerialsAreDistinctKeys() async {
        #expect(Self.nfc == Self.nfd)   // Swift's String equality, the trap
        #expect(ByteString(Self.nfc) != ByteString(Self.nfd))
        let cache = ByteCache(budget: 1 << 20)
        cache.put(Self.nfc, version: 1, bytes: Data("first holder's pass".utf8))
        #expect(cache.get(Self.nfd, version: 1) == nil && cache.version(of: Self.nfd) == nil)
        #expect(cache.get(Self.nfc, version: 1) == Data("first holder's pass".utf8))
        let latest = LatestPasses()
        latest.listening(from: 0) { 0 }
        let ticket = latest.ticket(for: Self.nfc)
        latest.offer(StoredPass(serialNumber: Self.nfc, passTypeIdentifier: "pass.t", template: "t", data: Data(), authenticationToken: "a"), ticket: ticket)
        #expect(await latest.current(Self.nfc)?.serialNumber == Self.nfc)
        #expect(await latest.current(Self.nfd) == nil)
    }

    @Test func serialsThatAreNotNFCAreRefusedAtCreation() async throws {
        try await TestService.run { service in
            let refused = try await service.call(.POST, "/api/v1/passes", headers: service.bearer, json: ["template": "event-ticket", "serialNumber": .string(Self.nfd), "data": [:]])
            #expect(refused.status == 422 && refused.text.contains("NFC"), "\(refused.status) \(refused.text)")
            let pass = try await service.issue(serialNumber: Self.nfc)
            #expect(try await service.call(.GET, pass.downloadPath, headers: pass.apple).status == 200)
            // The other spelling in a Wallet path names no pass, whatever cache holds the first.
            let other = "/passes/v1/passes/\(pass.passTypeIdentifier)/\(URLPath.segment(Self.nfd))"
            #expect(try await service.call(.GET, other, headers: pass.apple).status == 401)
        }
    }

    @Test func aPassTakesAtMostItsDevicesAndARegisteringClientIsLimited() async throws {
        try await TestService.run(configure: {
            $0.limits.maximumDevicesPerPass = 3
            $0.limits.registrationBurst = 5
            $0.limits.registrationsPerMinute = 1
        }) { service in
            let pass = try await service.issue()
            for index in 0..<3 { #expect(try await service.register(pass, device: "device-\(index)", pushToken: TestService.pushToken()) == 201) }
            let full = try await service.call(.POST, pass.registration(device: "device-3"), headers: pass.apple, json: ["pushToken": .string(TestService.pushToken())])
            #expect(full.status == 429 && full.text.contains("--max-devices-per-pass"), "\(full.status) \(full.text)")
            // A device already registered still refreshes its token.
            #expect(try await service.register(pass, device: "device-0", pushToken: TestService.pushToken()) == 200)
            // Refusals spent nothing: two more new registrations pass on another pass, then the client's burst is spent.
            let other = try await service.issue()
            #expect(try await service.register(other, device: "device-a", pushToken: TestService.pushToken()) == 201)
            #expect(try await service.register(other, device: "device-b", pushToken: TestService.pushToken()) == 201)
            let limited = try await service.call(.POST, other.registration(device: "device-c"), headers: other.apple, json: ["pushToken": .string(TestService.pushToken())])
            #expect(limited.status == 429 && limited.headers.first(name: "Retry-After") != nil, "\(limited.status) \(limited.text)")
        }
    }

    @Test func personalizeIsLimitedPerClientAndUnknownSerialsCountAsFailures() async throws {
        try await TestService.run(configure: {
            $0.limits.personalizeBurst = 3
            $0.limits.personalizationsPerMinute = 1
        }) { service in
            let pass = try await service.issue(template: "rewards-card")
            let body: JSONValue = ["personalizationToken": "token-from-wallet-0123"]
            var statuses: [Int] = []
            for _ in 0..<5 { statuses.append(try await service.call(.POST, pass.downloadPath + "/personalize", json: body).status) }
            #expect(statuses == [200, 409, 409, 429, 429], "\(statuses)")
        }
        try await TestService.run(configure: {
            $0.limits.authFailureBurst = 3
            $0.limits.authFailuresPerMinute = 1
            $0.limits.personalizeBurst = 100
        }) { service in
            let pass = try await service.issue(template: "rewards-card")
            var statuses: [Int] = []
            for index in 0..<5 {
                let probe = "/passes/v1/passes/\(pass.passTypeIdentifier)/guess-\(index)/personalize"
                statuses.append(try await service.call(.POST, probe, json: ["personalizationToken": "token-from-wallet-0123"]).status)
            }
            #expect(statuses == [404, 404, 404, 429, 429], "\(statuses)")
        }
    }

    @Test func oneChangeSendsOnePushPerPushToken() async throws {
        let (apns, port) = try await TestService.startAPNs()
        defer { Task { await apns.stop() } }
        try await TestService.run(apnsPort: port) { service in
            let pass = try await service.issue()
            let shared = TestService.pushToken()
            let own = TestService.pushToken()
            for index in 0..<25 { #expect(try await service.register(pass, device: "made-up-\(index)", pushToken: shared) == 201) }
            #expect(try await service.register(pass, device: "real-device", pushToken: own) == 201)
            let updated = try await service.update(pass, data: ["room": "Hall 2"])
            #expect(updated["pushesQueued"] == 2)
            let pushes = await apns.wait(timeout: 20) { $0.contains { $0.deviceToken == own } && $0.contains { $0.deviceToken == shared } }
            // Give a duplicate the time to arrive before counting.
            try await Task.sleep(for: .milliseconds(500))
            #expect(pushes.filter { $0.deviceToken == shared }.count >= 1)
            #expect(apns.pushes.filter { $0.deviceToken == shared }.count == 1)
            #expect(apns.pushes.filter { $0.deviceToken == own }.count == 1)
        }
    }

    @Test func concurrentWrongTokensGetNoMoreTriesThanTheBurst() async throws {
        let limiter = ClientLimiter(policy: .init(burst: 20, perSecond: 0.001))
        let granted = await withTaskGroup(of: ClientLimiter.Reservation.self) { group in
            for _ in 0..<500 { group.addTask { limiter.reserve("203.0.113.9") } }
            return await group.reduce(into: [ClientLimiter.Reservation]()) { $0.append($1) }
        }
        // Twenty run; the others wait while those hold the tokens.
        #expect(granted.filter { $0 == .granted }.count == 20 && granted.filter { $0 == .busy }.count == 480)
        limiter.settle("203.0.113.9", kept: false)
        #expect(limiter.reserve("203.0.113.9") == .granted && limiter.reserve("203.0.113.9") == .busy)
        // Once the twenty fail, nothing is left: the waiting ones are refused.
        for _ in 0..<20 { limiter.settle("203.0.113.9", kept: true) }
        #expect(limiter.reserve("203.0.113.9") == .exhausted)

        try await TestService.run(configure: {
            $0.limits.authFailureBurst = 5
            $0.limits.authFailuresPerMinute = 1
        }) { service in
            let pass = try await service.issue()
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for attempt in 0..<60 {
                    group.addTask { try await service.call(.GET, pass.downloadPath, headers: ["Authorization": "ApplePass guess-\(attempt)"]).status }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == 401 }.count <= 5, "\(statuses.sorted())")
            #expect(statuses.filter { $0 == 429 }.count >= 55, "\(statuses.sorted())")
        }
    }

    @Test func rightRequestsGiveTheirReservationBack() async throws {
        try await TestService.run(configure: {
            $0.limits.authFailureBurst = 3
            $0.limits.authFailuresPerMinute = 1
        }) { service in
            let pass = try await service.issue()
            for _ in 0..<20 { #expect(try await service.call(.GET, pass.downloadPath, headers: pass.apple).status == 200) }
            // Many more right requests at once than the burst: they wait for each other, none is refused.
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<40 { group.addTask { try await service.call(.GET, pass.downloadPath, headers: pass.apple).status } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses.sorted())")
        }
    }

    @Test func theIssuerAPIKeepsItsKeyThroughSomeoneElsesGuesses() async throws {
        try await TestService.run(configure: {
            $0.limits.authFailureBurst = 4
            $0.limits.authFailuresPerMinute = 1
            $0.apiKeys.append("a-second-key-never-used-yet")
        }) { service in
            // The issuer's backend has used its key; wrong Wallet tokens do not touch its bucket.
            let pass = try await service.issue()
            for attempt in 0..<6 { _ = try await service.call(.GET, pass.downloadPath, headers: ["Authorization": "ApplePass wrong-\(attempt)"]) }
            #expect(try await service.call(.GET, "/api/v1/passes", headers: service.bearer).status == 200)
            // Someone at the same address guesses keys until the API's bucket is empty…
            var statuses: [Int] = []
            for attempt in 0..<8 { statuses.append(try await service.call(.GET, "/api/v1/passes", headers: ["Authorization": "Bearer guess-\(attempt)"]).status) }
            #expect(statuses.prefix(4).allSatisfy { $0 == 401 } && statuses.dropFirst(4).allSatisfy { $0 == 429 }, "\(statuses)")
            // …and the key used before still works, while a key this address never used waits like a guess.
            #expect(try await service.call(.GET, "/api/v1/passes", headers: service.bearer).status == 200)
            #expect(try await service.call(.GET, "/api/v1/passes", headers: ["Authorization": "Bearer a-second-key-never-used-yet"]).status == 429)
        }
    }

    @Test func addressesAreBucketedByIPv4AndIPv6Slash64() {
        typealias Limit = ClientLimitMiddleware<ServiceRequestContext>
        #expect(Limit.clientKey(address: "203.0.113.7") == "203.0.113.7")
        #expect(Limit.clientKey(address: "2001:db8:1:2:aaaa::1") == Limit.clientKey(address: "2001:db8:1:2:ffff:eeee:dddd:cccc"))
        #expect(Limit.clientKey(address: "2001:db8:1:2::1") != Limit.clientKey(address: "2001:db8:1:3::1"))
        #expect(Limit.clientKey(address: "[2001:db8:1:2::1]") == Limit.clientKey(address: "2001:db8:1:2::9%eth0"))
        #expect(Limit.clientKey(address: "::ffff:198.51.100.4") == "198.51.100.4")
    }

    @Test func nulAndControlCharactersAreRefusedBeforeTheDatabase() async throws {
        try await TestService.run { service in
            let pass = try await service.issue()
            let type = pass.passTypeIdentifier
            for path in [
                "/passes/v1/passes/\(type)/bad%00serial", "/passes/v1/passes/\(type)/bad%0D%0Aserial", "/api/v1/passes/bad%00serial",
                "/api/v1/passes?search=%00", "/api/v1/passes?template=a%0Ab", "/p/x%00y?token=t", "/passes/v1/devices/dev%E2%80%A8ice/registrations/\(type)",
            ] {
                let answer = try await service.call(.GET, path, headers: path.hasPrefix("/api") ? service.bearer : pass.apple)
                #expect(answer.status == 400 && answer.text.contains(#""status":400"#), "\(path): \(answer.status) \(answer.text)")
            }
            let nul = try await service.call(.PATCH, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer, json: ["data": ["room": "Hall\u{0}1"]])
            #expect(nul.status == 400 && nul.text.contains("data.room"), "\(nul.status) \(nul.text)")
            let log = try await service.call(.POST, "/passes/v1/log", json: ["logs": ["message\u{0}with NUL"]])
            #expect(log.status == 400)
        }
    }

    @Test func pushTokensAndDeviceIdentifiersHaveWalletsShape() async throws {
        try await TestService.run { service in
            let pass = try await service.issue()
            let fullWidth = String(repeating: "\u{FF10}\u{FF11}", count: 32)
            for token in [fullWidth, String(repeating: "a", count: 63), String(repeating: "ab", count: 16), String(repeating: "ab", count: 101), String(repeating: "g", count: 64)] {
                let answer = try await service.call(.POST, pass.registration(device: "device-1"), headers: pass.apple, json: ["pushToken": .string(token)])
                #expect(answer.status == 400, "\(token.prefix(10))… (\(token.count)): \(answer.status)")
            }
            for device in ["dev%0Dice", "dev%0Aice", "dev%00ice", "dev%20ice", "d%C3%A9vice", String(repeating: "d", count: 129)] {
                let path = "/passes/v1/devices/\(device)/registrations/\(pass.passTypeIdentifier)/\(URLPath.segment(pass.serialNumber))"
                let answer = try await service.call(.POST, path, headers: pass.apple, json: ["pushToken": .string(TestService.pushToken())])
                #expect(answer.status == 400, "\(device): \(answer.status) \(answer.text)")
            }
            #expect(try await service.register(pass, device: "0a1B-c_d.e", pushToken: TestService.pushToken().uppercased()) == 201)
        }
    }

    @Test func pageLinksCarryTheirOwnRevocableToken() async throws {
        try await TestService.run { service in
            let pass = try await service.issue()
            let path = "/api/v1/passes/\(URLPath.segment(pass.serialNumber))"
            let info = try await service.call(.GET, path, headers: service.bearer).json()
            guard case .string(let page) = info["pageURL"] ?? .null, case .string(let download) = info["downloadURL"] ?? .null else {
                Issue.record("no links"); return
            }
            #expect(!page.contains(pass.authenticationToken) && !download.contains(pass.authenticationToken))
            let base = service.baseURL
            #expect(try await service.call(.GET, String(page.dropFirst(base.count))).status == 200)
            #expect(try await service.call(.GET, String(download.dropFirst(base.count))).status == 200)
            // The Wallet token opens no page: a leaked link is not a credential of the web service, nor the reverse.
            let walletToken = "/p/\(URLPath.segment(pass.serialNumber))?\(URLPath.tokenQuery(pass.authenticationToken))"
            #expect(try await service.call(.GET, walletToken).status == 404)
            // Revoked: the old links stop working, the new ones work.
            let renewed = try await service.call(.POST, path + "/page-link", headers: service.bearer)
            #expect(renewed.status == 200)
            guard case .string(let newPage) = try renewed.json()["pageURL"] ?? .null else { Issue.record("no new link"); return }
            #expect(newPage != page)
            #expect(try await service.call(.GET, String(page.dropFirst(base.count))).status == 404)
            #expect(try await service.call(.GET, String(download.dropFirst(base.count))).status == 404)
            #expect(try await service.call(.GET, String(newPage.dropFirst(base.count))).status == 200)
            #expect(try await service.call(.GET, path, headers: service.bearer).json()["pageURL"] == .string(newPage))
        }
    }

    @Test func changesCannotGrowAPassPastItsLimit() async throws {
        try await TestService.run { service in
            let pass = try await service.issue()
            let path = "/api/v1/passes/\(URLPath.segment(pass.serialNumber))"
            let large = String(repeating: "x", count: 700_000)
            #expect(try await service.call(.PATCH, path, headers: service.bearer, json: ["data": ["room": .string(large)]]).status == 200)
            let grown = try await service.call(.PATCH, path, headers: service.bearer, json: ["data": ["entrance": .string(large)]])
            #expect(grown.status == 413 && grown.text.contains("MiB"), "\(grown.status) \(grown.text.prefix(300))")
            let staged = try await service.call(.PATCH, "/api/v1/passes", headers: service.bearer, json: [
                "updates": [["serialNumber": .string(pass.serialNumber), "data": ["entrance": .string(String(repeating: "y", count: 3_000_000))]]],
            ])
            #expect(staged.status == 413, "\(staged.status) \(staged.text.prefix(300))")
            let info = try await service.call(.GET, path, headers: service.bearer).json()
            #expect(info["version"] == 2 && info["signingPending"] == nil)
        }
    }
}
