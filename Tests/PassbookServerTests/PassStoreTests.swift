import Foundation
import Logging
import ServiceLifecycle
import Testing
@testable import PassbookServer

/// The store's behaviour, the same on SQLite and on PostgreSQL. `make test` starts a PostgreSQL
/// server and passes its URL as PASSBOOK_TEST_POSTGRES_URL.
@Suite("PassStore") struct PassStoreTests {
    static var databases: [String] {
        var list = ["sqlite"]
        list.append("postgres")
        return list
    }

    static func withStore(_ kind: String, _ body: (SQLPassStore) async throws -> Void) async throws {
        let logger = Logger(label: "test")
        let url = try await TestDatabase.url(kind)
        let (store, service) = try await SQLPassStore.open(url: url, logger: logger)
        guard let client = service else {
            // Closed on failure too: SQLiteNIO traps on a connection dropped open.
            do {
                try await store.migrate()
                try await body(store)
            } catch {
                await store.shutdown()
                throw error
            }
            await store.shutdown()
            return
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await client.run() }
            try await store.migrate()
            try await store.migrate()   // a second start finds the schema in place
            try await body(store)
            group.cancelAll()
        }
    }

    static func newPass(_ serial: String = "S-" + UUID().uuidString) -> StoredPass {
        StoredPass(serialNumber: serial, passTypeIdentifier: "pass.com.example.test", template: "generic", data: Data(#"{"plan":"Flex"}"#.utf8), authenticationToken: "token-0123456789abcdef")
    }

    @Test(arguments: databases) func registrationsAndTags(_ kind: String) async throws {
        try await Self.withStore(kind) { store in
            let now = Date()
            let pass = try await store.insert(Self.newPass(), archive: Data([1, 2, 3]), now: now)
            #expect(pass.version == 1)
            #expect(try await store.archive(serialNumber: pass.serialNumber) == Data([1, 2, 3]))
            let device = "device-" + UUID().uuidString
            #expect(try await store.register(device: device, pushToken: "aa", passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber, now: now))
            #expect(try await !store.register(device: device, pushToken: "bb", passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber, now: now))
            let all = try await store.updatedSerials(device: device, passTypeIdentifier: pass.passTypeIdentifier, since: nil)
            #expect(all.serials == [pass.serialNumber])
            #expect(all.lastUpdated == pass.updateTag)
            #expect(try await store.updatedSerials(device: device, passTypeIdentifier: pass.passTypeIdentifier, since: all.lastUpdated).serials.isEmpty)

            // Two updates in the same second: the tag and Last-Modified both move on each time.
            let first = try #require(try await store.update(serialNumber: pass.serialNumber, with: PassUpdate(basedOnVersion: 1, data: Data("{}".utf8), archive: Data([4]), voided: false), now: now))
            let second = try #require(try await store.update(serialNumber: pass.serialNumber, with: PassUpdate(basedOnVersion: 2, data: Data("{}".utf8), archive: Data([5]), voided: true), now: now))
            #expect(first.pushes == 1 && second.pushes == 1)
            #expect(second.pass.updateTag > first.pass.updateTag && first.pass.updateTag > pass.updateTag)
            #expect(second.pass.modifiedAt > first.pass.modifiedAt && first.pass.modifiedAt > pass.modifiedAt)
            #expect(second.pass.voided && second.pass.version == 3)
            // An update made from an old version is refused.
            #expect(try await store.update(serialNumber: pass.serialNumber, with: PassUpdate(basedOnVersion: 2, data: Data("{}".utf8), archive: Data([6]), voided: false), now: now) == nil)
            let since = try await store.updatedSerials(device: device, passTypeIdentifier: pass.passTypeIdentifier, since: all.lastUpdated)
            #expect(since.serials == [pass.serialNumber] && since.lastUpdated == second.pass.updateTag)

            try await store.unregister(device: device, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber)
            #expect(try await store.updatedSerials(device: device, passTypeIdentifier: pass.passTypeIdentifier, since: nil).serials.isEmpty)
            #expect(try await store.registrationCount(serialNumber: pass.serialNumber) == 0)
        }
    }

    @Test(arguments: databases) func pushQueueLeasesAndTokensGone(_ kind: String) async throws {
        try await Self.withStore(kind) { store in
            let now = Date()
            let pass = try await store.insert(Self.newPass(), archive: Data([1]), now: now)
            let tokenA = "a" + UUID().uuidString.filter(\.isHexDigit).lowercased()
            let tokenB = "b" + UUID().uuidString.filter(\.isHexDigit).lowercased()
            _ = try await store.register(device: "A-" + tokenA, pushToken: tokenA, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber, now: now)
            _ = try await store.register(device: "B-" + tokenB, pushToken: tokenB, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber, now: now)
            _ = try await store.update(serialNumber: pass.serialNumber, with: PassUpdate(basedOnVersion: 1, data: Data("{}".utf8), archive: Data([2]), voided: false), now: now)
            let claimed = try await store.claimPushes(limit: 10_000, lease: 30, now: now).filter { $0.serialNumber == pass.serialNumber }
            #expect(Set(claimed.map(\.pushToken)) == [tokenA, tokenB])
            // Leased jobs are not handed out twice, until the lease runs out.
            #expect(try await store.claimPushes(limit: 10_000, lease: 30, now: now).filter { $0.serialNumber == pass.serialNumber }.isEmpty)
            let again = try await store.claimPushes(limit: 10_000, lease: 30, now: now.addingTimeInterval(31)).filter { $0.serialNumber == pass.serialNumber }
            #expect(again.count == 2 && again.allSatisfy { $0.attempts == 2 })
            for job in again where job.pushToken == tokenA { try await store.finishPush(id: job.id) }
            for job in again where job.pushToken == tokenB {
                try await store.retryPush(id: job.id, at: now.addingTimeInterval(100), error: "503")
                try await store.removeToken(tokenB, before: now.addingTimeInterval(1))
                try await store.finishPush(id: job.id)
            }
            #expect(try await store.registrationCount(serialNumber: pass.serialNumber) == 1)
        }
    }

    @Test(arguments: databases) func listingAndConflicts(_ kind: String) async throws {
        try await Self.withStore(kind) { store in
            let prefix = "L\(UUID().uuidString.prefix(8))-"
            for index in 0..<5 {
                var pass = Self.newPass(prefix + "\(index)")
                pass.data = Data(#"{"name":"Holder \#(index)"}"#.utf8)
                _ = try await store.insert(pass, archive: Data([UInt8(index)]), now: Date())
            }
            await #expect(throws: StoreConflict.self) { try await store.insert(Self.newPass(prefix + "0"), archive: Data(), now: Date()) }
            let page = try await store.passes(matching: PassQuery(search: prefix.lowercased(), limit: 3))
            #expect(page.map(\.serialNumber) == [prefix + "0", prefix + "1", prefix + "2"])
            let next = try await store.passes(matching: PassQuery(search: prefix, after: page.last?.serialNumber, limit: 3))
            #expect(next.map(\.serialNumber) == [prefix + "3", prefix + "4"])
            #expect(try await store.passes(matching: PassQuery(search: "holder 3", limit: 1000)).contains { $0.serialNumber == prefix + "3" })
            #expect(try await store.passes(matching: PassQuery(search: "%", limit: 1000)).allSatisfy { String(decoding: $0.data, as: UTF8.self).contains("%") || $0.serialNumber.contains("%") })
        }
    }
}
