import Foundation
import Logging
import Passbook
import PassbookTestSupport
import PostgresKit
import ServiceLifecycle
import Testing
@testable import PassbookServer

/// The store's behaviour, the same on SQLite and on PostgreSQL. `make test` starts a PostgreSQL
/// server and passes its URL as PASSBOOK_TEST_POSTGRES_URL.
@Suite("PassStore") struct PassStoreTests {
    static var databases: [String] { TestDatabase.kinds }

    static func withStore(_ kind: String, _ body: (SQLPassStore) async throws -> Void) async throws {
        try await withStore(url: TestDatabase.url(kind), body)
    }

    static func withStore(url: String, _ body: (SQLPassStore) async throws -> Void) async throws {
        let (store, service) = try await SQLPassStore.open(url: url, connections: TestDatabase.connections, logger: TestDatabase.logger)
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

    /// Signed passes of one template share their leading entries (the images): the store keeps
    /// them once and gives back every archive byte for byte, after inserts and batched updates, and
    /// an archive it could not split (or a row written whole) reads as it was.
    @Test(arguments: databases) func archivesShareTheirTemplatesEntries(_ kind: String) async throws {
        let pki = try ServerPKI.get()
        let identity = try pki.identity()
        var noise = SystemRandomNumberGenerator()
        // Images that do not compress, so that they are most of each archive, as in real passes.
        let image = Data((0..<30_000).map { _ in UInt8.random(in: 0...255, using: &noise) })
        let builder = try PassBuilder(files: ["icon.png": image, "logo.png": image.prefix(9_000)])
        func passJSON(_ serial: String, _ name: String) -> Data {
            Data("""
                {"formatVersion":1,"passTypeIdentifier":"\(ServerPKI.passTypeIdentifier)","serialNumber":"\(serial)",\
                "teamIdentifier":"\(ServerPKI.teamIdentifier)","organizationName":"O","description":"\(name)","generic":{}}
                """.utf8)
        }
        func signed(_ serial: String, _ name: String) throws -> ArchiveParts {
            try builder.buildParts(
                passJSON: passJSON(serial, name), identifiers: (ServerPKI.passTypeIdentifier, ServerPKI.teamIdentifier, serial),
                extraFiles: ["en.lproj/pass.strings": Data("\"name\" = \"\(name)\";".utf8)], signedWith: identity
            ).parts
        }
        let url = try await TestDatabase.url(kind)
        var expected: [String: Data] = [:]
        try await Self.withStore(url: url) { store in
            let now = Date()
            for index in 0..<6 {
                let pass = Self.newPass()
                let made = try signed(pass.serialNumber, "first \(index)")
                // Half found in the archive, half as the builder gives the shared entries.
                if index.isMultiple(of: 2) {
                    _ = try await store.insert(pass, archive: made.joined, now: now)
                } else {
                    _ = try await store.insert(pass, archive: made.joined, sharedPrefix: made.prefix, passJSON: nil, now: now)
                }
                expected[pass.serialNumber] = made.joined
            }
            for (serial, bytes) in expected {
                #expect(try await store.archive(serialNumber: serial) == bytes)
                let latest = try #require(try await store.latest(serialNumber: serial, unlessModifiedSince: nil, unlessVersion: nil))
                #expect(latest.archive == bytes)
            }
            // Updated twice: found in each archive, then left in the parts the builder gives.
            for (round, version) in [(0, Int64(1)), (1, Int64(2))] {
                var changes: [(serialNumber: String, update: PassUpdate)] = []
                for serial in expected.keys.sorted() {
                    let pass = try signed(serial, "update \(round)")
                    expected[serial] = pass.joined
                    var update = PassUpdate(basedOnVersion: version, data: Data("{}".utf8), archive: pass.joined, voided: false)
                    if round == 1 {
                        let parts = try builder.buildParts(
                            passJSON: passJSON(serial, "update \(round)"),
                            identifiers: (ServerPKI.passTypeIdentifier, ServerPKI.teamIdentifier, serial),
                            extraFiles: ["en.lproj/pass.strings": Data("\"name\" = \"update \(round)\";".utf8)], signedWith: identity
                        ).parts
                        #expect(parts.prefix != nil && parts.prefix?.count == pass.prefix?.count)
                        update.parts = parts
                        expected[serial] = parts.joined
                    }
                    changes.append((serial, update))
                }
                #expect(try await store.update(many: changes, now: now).count == expected.count)
                for (serial, bytes) in expected {
                    #expect(try await store.archive(serialNumber: serial) == bytes)
                }
            }
            // Too small to share: kept whole.
            let small = Self.newPass()
            _ = try await store.insert(small, archive: Data([7, 8, 9]), now: now)
            #expect(try await store.archive(serialNumber: small.serialNumber) == Data([7, 8, 9]))
        }
        // A store opened afresh has no prefix in memory: it reads them from the table.
        let stored = expected
        try await Self.withStore(url: url) { (store: SQLPassStore) async throws in
            for (serial, bytes) in stored {
                #expect(try await store.archive(serialNumber: serial) == bytes)
            }
        }
    }

    /// A database written before archives had their own table (schema step 5) upgrades in place:
    /// every archive, whole or continuing a shared prefix, and every stored pass.json reads back as
    /// it was, the old columns are gone, and the passes update as any other.
    @Test(arguments: databases) func upgradeMovesArchivesToTheirOwnTable(_ kind: String) async throws {
        let url = try await TestDatabase.url(kind)
        let (store, client) = try await SQLPassStore.open(url: url, connections: TestDatabase.connections, logger: TestDatabase.logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let client { group.addTask { try await client.run() } }
            defer { group.cancelAll() }
            do {
                try await Self.checkUpgrade(store)
            } catch {
                await store.shutdown()
                throw error
            }
            await store.shutdown()
        }
    }

    private static func checkUpgrade(_ store: SQLPassStore) async throws {
        try await store.migrate(through: 5)
        let prefix = Data((0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let whole = Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 17) })
        let rest = Data([1, 2, 3, 4, 5])
        let rows: [(serial: String, archive: Data, prefix: String?, passJSON: String?)] = [
            ("OLD-WHOLE", whole, nil, #"{"description":"whole"}"#),
            ("OLD-SHARED", rest, "digest-1", nil),
        ]
        try await store.connections.withConnection { db in
            try await db.raw("INSERT INTO archive_prefixes (digest, bytes) VALUES ('digest-1', \(bind: prefix))").run()
            for (index, row) in rows.enumerated() {
                try await db.raw("""
                    INSERT INTO passes (serial, pass_type_id, template, data, auth_token, update_tag, modified_at, created_at, version,
                        archive, pass_json, personalized, template_digest, archive_prefix)
                    VALUES (\(bind: row.serial), 'pass.com.example.test', 'generic', '{}', 'token-0123456789abcdef', \(bind: Int64(index + 1)),
                        100, 100000, 1, \(bind: row.archive), \(bind: row.passJSON), 0, 'd', \(bind: row.prefix))
                    """).run()
            }
        }
        try await store.migrate()
        #expect(try await store.archive(serialNumber: "OLD-WHOLE") == whole)
        #expect(try await store.archive(serialNumber: "OLD-SHARED") == prefix + rest)
        #expect(try await store.passJSON(serialNumber: "OLD-WHOLE")?.passJSON == Data(#"{"description":"whole"}"#.utf8))
        #expect(try await store.passJSON(serialNumber: "OLD-SHARED")?.passJSON == nil)
        let latest = try #require(try await store.latest(serialNumber: "OLD-SHARED", unlessModifiedSince: nil, unlessVersion: nil))
        #expect(latest.archive == prefix + rest && latest.pass.version == 1 && latest.pass.templateDigest == "d")
        #expect(try await store.latest(serialNumber: "OLD-SHARED", unlessModifiedSince: 100, unlessVersion: nil)?.archive == nil)
        let gone = await #expect(throws: (any Error).self) {
            try await store.connections.withConnection { db in _ = try await db.raw("SELECT archive FROM passes").all() }
        }
        #expect(gone != nil)
        let updated = try await store.update(many: [
            ("OLD-WHOLE", PassUpdate(basedOnVersion: 1, data: Data(#"{"a":1}"#.utf8), archive: Data([9, 9]), voided: false)),
            ("OLD-SHARED", PassUpdate(basedOnVersion: 1, data: Data(#"{"a":2}"#.utf8), archive: Data([8]), voided: false)),
        ], now: Date())
        #expect(updated.count == 2)
        #expect(try await store.archive(serialNumber: "OLD-WHOLE") == Data([9, 9]))
        #expect(try await store.archive(serialNumber: "OLD-SHARED") == Data([8]))
        #expect(try await store.pass(serialNumber: "OLD-SHARED")?.data == Data(#"{"a":2}"#.utf8))
    }

    /// More passes in one update than one statement writes (``SQLPassStore/rowsPerStatement``): every
    /// one is written, with its own archive and a tag of its own.
    @Test(arguments: databases) func updatesLargerThanOneStatementAreWrittenWhole(_ kind: String) async throws {
        try await Self.withStore(kind) { store in
            let count = SQLPassStore.rowsPerStatement * 2 + 100
            let now = Date()
            var serials: [String] = []
            for index in 0..<count {
                let pass = Self.newPass(String(format: "MANY-%05d", index))
                _ = try await store.insert(pass, archive: Data("first \(index)".utf8), now: now)
                serials.append(pass.serialNumber)
            }
            // Every other pass carries a pass.json, a template digest and a voiding; one is based on
            // a version it is not at, so it is left as it is.
            let stale = SQLPassStore.rowsPerStatement + 7
            let changes = serials.enumerated().map { index, serial in
                (serialNumber: serial, update: PassUpdate(
                    basedOnVersion: index == stale ? 2 : 1, data: Data(#"{"n":\#(index)}"#.utf8), archive: Data("second \(index)".utf8),
                    passJSON: index.isMultiple(of: 2) ? Data(#"{"serialNumber":"\#(serial)"}"#.utf8) : nil, voided: index.isMultiple(of: 2),
                    templateDigest: index.isMultiple(of: 2) ? "digest-\(index)" : nil))
            }
            let written = try await store.update(many: changes, now: now)
            #expect(written.count == count - 1 && written[serials[stale]] == nil)
            #expect(Set(written.values.map(\.pass.updateTag)).count == count - 1)
            for index in [0, 1, SQLPassStore.rowsPerStatement - 1, SQLPassStore.rowsPerStatement, count - 2, count - 1] {
                #expect(try await store.archive(serialNumber: serials[index]) == Data("second \(index)".utf8))
                let pass = try #require(try await store.pass(serialNumber: serials[index]))
                #expect(pass.data == Data(#"{"n":\#(index)}"#.utf8))
                #expect(pass.version == 2 && pass.voided == index.isMultiple(of: 2))
                #expect(pass.templateDigest == (index.isMultiple(of: 2) ? "digest-\(index)" : nil))
                let json = try await store.passJSON(serialNumber: serials[index])?.passJSON
                #expect(json == (index.isMultiple(of: 2) ? Data(#"{"serialNumber":"\#(serials[index])"}"#.utf8) : nil))
            }
            #expect(try await store.archive(serialNumber: serials[stale]) == Data("first \(stale)".utf8))
            #expect(try await store.pass(serialNumber: serials[stale])?.version == 1)
        }
    }

    /// The split point is after the template's shared entries, a shared translation sorted before
    /// the images included, and before the pass's own translations: two passes share their prefix.
    @Test func splitsAfterTheSharedEntries() throws {
        let identity = try ServerPKI.get().identity()
        let image = Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        let builder = try PassBuilder(files: ["de.lproj/pass.strings": Data("\"a\" = \"b\";".utf8), "icon.png": image])
        func archive(_ serial: String) throws -> Data {
            let json = Data("""
                {"formatVersion":1,"passTypeIdentifier":"\(ServerPKI.passTypeIdentifier)","serialNumber":"\(serial)","teamIdentifier":"\(ServerPKI.teamIdentifier)",\
                "organizationName":"O","description":"D","generic":{}}
                """.utf8)
            return try builder.build(
                passJSON: json, identifiers: (ServerPKI.passTypeIdentifier, ServerPKI.teamIdentifier, serial),
                extraFiles: ["en.lproj/pass.strings": Data("\"name\" = \"\(serial)\";".utf8)], signedWith: identity
            ).archive
        }
        let first = try archive("1")
        let second = try archive("2")
        let split = try #require(SharedArchivePrefix.split(first))
        #expect(split.prefix.bytes + split.rest == first)
        #expect(split.prefix.bytes.count > 20_000 && split.rest.count < 8_000)
        #expect(split.rest.starts(with: [0x50, 0x4B, 0x03, 0x04]))
        let other = try #require(SharedArchivePrefix.split(second))
        #expect(other.prefix.digest == split.prefix.digest)
        #expect(other.prefix.bytes + other.rest == second)
        let known = SharedArchivePrefixes()
        known.remember(split.prefix)
        #expect(try #require(SharedArchivePrefix.split(second, known: known)).prefix.digest == split.prefix.digest)
    }

    /// The builder says which leading bytes every archive of it shares: split there, the prefix is
    /// those bytes themselves, known again by their memory or else by their bytes, and an archive
    /// whose own file replaces a shared one says none.
    @Test func splitsWhereTheBuilderSaysItsArchivesAgree() throws {
        let identity = try ServerPKI.get().identity()
        let image = Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        let builder = try PassBuilder(files: ["icon.png": image, "logo.png": image.prefix(5_000)])
        func signed(_ serial: String, extra: [String: Data] = [:]) throws -> ArchiveParts {
            let json = Data("""
                {"formatVersion":1,"passTypeIdentifier":"\(ServerPKI.passTypeIdentifier)","serialNumber":"\(serial)","teamIdentifier":"\(ServerPKI.teamIdentifier)",\
                "organizationName":"O","description":"D","generic":{}}
                """.utf8)
            return try builder.buildParts(
                passJSON: json, identifiers: (ServerPKI.passTypeIdentifier, ServerPKI.teamIdentifier, serial),
                extraFiles: extra, signedWith: identity
            ).parts
        }
        let first = try signed("1")
        let shared = try #require(first.prefix)
        #expect(first.joined.starts(with: shared) && shared.count > 25_000)
        let split = try #require(SharedArchivePrefix.split(first.joined, shared: shared))
        #expect(split.prefix.bytes == shared && split.prefix.bytes + split.rest == first.joined)
        // The same digest as the prefix found by reading the archive, which ends at the same place.
        #expect(split.prefix.digest == SharedArchivePrefix.split(first.joined)?.prefix.digest)
        let known = SharedArchivePrefixes()
        known.remember(split.prefix)
        let second = try signed("2")
        #expect(known.matching(try #require(second.prefix)[...])?.digest == split.prefix.digest)
        // A copy elsewhere in memory is found by its bytes; other bytes of the same length are not.
        #expect(known.matching(Data(Array(shared))[...])?.digest == split.prefix.digest)
        #expect(known.matching(Data(shared.reversed())[...]) == nil)
        let again = try #require(SharedArchivePrefix.split(second.joined, shared: second.prefix, known: known))
        #expect(again.prefix.digest == split.prefix.digest && again.prefix.bytes + again.rest == second.joined)
        // Left in parts by the builder: the same split, its rest as the builder wrote it.
        let parts = ArchiveParts(prefix: second.prefix, rest: Data(second.joined.dropFirst(shared.count)))
        #expect(parts.joined == second.joined && parts.count == second.joined.count)
        let fromParts = try #require(SharedArchivePrefix.split(parts, known: known))
        #expect(fromParts.prefix.digest == split.prefix.digest && fromParts.rest == again.rest)
        // Parts whose prefix is too short to share are split as the whole archive is.
        let short = ArchiveParts(prefix: second.joined.prefix(100), rest: Data(second.joined.dropFirst(100)))
        #expect(SharedArchivePrefix.split(short)?.prefix.digest == split.prefix.digest)
        #expect(try signed("3", extra: ["icon.png": Data(image.reversed())]).prefix == nil)
        #expect(try signed("4", extra: ["en.lproj/pass.strings": Data("\"a\" = \"b\";".utf8)]).prefix == shared)
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

    /// A lease takes at most the rows it asks for, each once, also when the database's statistics
    /// were taken before the rows were marked: PostgreSQL then planned `key IN (subquery … LIMIT)`
    /// as a join that ran the subquery again for every marked row and leased them all.
    @Test(arguments: databases) func aLeaseTakesAtMostItsLimitWhateverTheStatistics(_ kind: String) async throws {
        try await Self.withStore(kind) { store in
            let now = Date()
            let prefix = "LEASE-\(UUID().uuidString)-"
            var serials: [String] = []
            for index in 0..<300 {
                let pass = Self.newPass(prefix + String(format: "%03d", index))
                _ = try await store.insert(pass, archive: Data([1]), now: now)
                serials.append(pass.serialNumber)
            }
            // Statistics that say no pass waits to be signed again.
            if store.connections.dialect == .postgres {
                try await store.connections.withConnection { db in try await db.raw("ANALYZE passes").run() }
            }
            let staged = try await store.stageChanges(serials: serials, mark: 7) { _ in Data(#"{"plan":"Team"}"#.utf8) }
            #expect(staged.count == 300)
            var leased: [String] = []
            for _ in 0..<60 {
                let claimed = try await store.claimResigning(limit: 10, lease: 600, now: now)
                #expect(claimed.count <= 10)
                if claimed.isEmpty { break }
                leased += claimed.map(\.serialNumber).filter { $0.hasPrefix(prefix) }
            }
            #expect(leased.count == 300)
            #expect(Set(leased).count == 300)
        }
    }

    /// Passes leased as they are staged are their stager's to sign: no lease hands them out until
    /// theirs runs out, while the change's other passes are leased as before; a change that rolls
    /// back leases nothing.
    @Test(arguments: databases) func passesLeasedAsTheyAreStagedWaitForTheirLease(_ kind: String) async throws {
        try await Self.withStore(kind) { store in
            let now = Date()
            var serials: [String] = []
            for index in 0..<20 {
                let pass = try await store.insert(Self.newPass("AHEAD-" + String(format: "%02d", index)), archive: Data([1]), now: now)
                serials.append(pass.serialNumber)
            }
            let handed = Set(serials.prefix(8))
            let staged = try await store.stageChanges(serials: serials, mark: 9, lease: 60, now: now) { pass in
                StagedData(data: Data(#"{"plan":"Gold"}"#.utf8), leased: handed.contains(pass.serialNumber))
            }
            #expect(staged.count == 20)
            func leaseAll(at time: Date) async throws -> [StoredPass] {
                var leased: [StoredPass] = []
                while case let round = try await store.claimResigning(limit: 5, lease: 600, now: time), !round.isEmpty { leased += round }
                return leased
            }
            let others = try await leaseAll(at: now)
            #expect(Set(others.map(\.serialNumber)) == Set(serials).subtracting(handed))
            #expect(others.allSatisfy { $0.resignMark == 9 && $0.data == Data(#"{"plan":"Gold"}"#.utf8) })
            #expect(try await leaseAll(at: now.addingTimeInterval(59)).isEmpty)
            let expired = try await leaseAll(at: now.addingTimeInterval(61))
            #expect(Set(expired.map(\.serialNumber)) == handed, "a stager that died leaves its passes to others once the lease runs out")

            // Rolled back (a serial is unknown): nothing is marked or leased.
            let fresh = try await store.insert(Self.newPass("AHEAD-FRESH"), archive: Data([1]), now: now)
            await #expect(throws: PassesNotFound.self) {
                _ = try await store.stageChanges(serials: [fresh.serialNumber, "AHEAD-NONE"], mark: 11, lease: 60, now: now) { _ in
                    StagedData(data: Data(#"{"plan":"Lost"}"#.utf8), leased: true)
                }
            }
            let after = try #require(try await store.pass(serialNumber: fresh.serialNumber))
            #expect(after.resignMark == 0 && after.data == fresh.data)
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
            // The serial numbers alone, for the same queries: the same pages.
            #expect(try await store.serialNumbers(matching: PassQuery(search: prefix.lowercased(), limit: 3)) == page.map(\.serialNumber))
            #expect(try await store.serialNumbers(matching: PassQuery(search: prefix, after: page.last?.serialNumber, limit: 3)) == next.map(\.serialNumber))
            #expect(try await store.passes(matching: PassQuery(search: "holder 3", limit: 1000)).contains { $0.serialNumber == prefix + "3" })
            #expect(try await store.passes(matching: PassQuery(search: "%", limit: 1000)).allSatisfy { String(decoding: $0.data, as: UTF8.self).contains("%") || $0.serialNumber.contains("%") })
        }
    }
}

extension PassBuilder {
    /// A pass signed from its `pass.json` as the service signs it, its archive kept in parts.
    fileprivate func buildParts(
        passJSON: Data, identifiers: (String, String, String), extraFiles: [String: Data], signedWith identity: SigningIdentity
    ) throws -> SignedPackage {
        let ids = PackageIdentifiers(typeIdentifier: identifiers.0, teamIdentifier: identifiers.1, serialNumber: identifiers.2)
        return try pipeline(signedWith: identity, validation: .none).run(.document(passJSON, identifiers: ids, ownFiles: extraFiles))
    }
}
