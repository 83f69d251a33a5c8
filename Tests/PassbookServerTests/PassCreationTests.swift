import Foundation
import NIOConcurrencyHelpers
import Testing
@testable import PassbookServer

/// Passes created at once, as a busy service creates them: each gets a tag of its own, a serial
/// number is taken once, and on PostgreSQL each creation is notified with the tag it was given, and
/// the notifications reach the last tag committed (a creation of a serial taken uses a tag too).
@Suite("Pass creation") struct PassCreationTests {
    @Test(arguments: PassStoreTests.databases) func concurrentCreationsTakeDistinctTagsAndAreNotified(_ kind: String) async throws {
        try await PassStoreTests.withStore(kind) { store in
            let prefix = "C\(UUID().uuidString.prefix(8))-"
            let notified = NIOLockedValueBox<[String: Int64]>([:])
            let listening = NIOLockedValueBox<Int64?>(nil)
            let lastNotified = NIOLockedValueBox<Int64>(0)
            try await withThrowingTaskGroup(of: Void.self) { group in
                if store.notifiesChanges {
                    group.addTask {
                        try await store.followChanges(listening: { tag, _ in listening.withLockedValue { $0 = tag } }) { serial, tag in
                            lastNotified.withLockedValue { $0 = max($0, tag) }
                            if let serial, serial.hasPrefix(prefix) { notified.withLockedValue { $0[serial] = tag } }
                        }
                    }
                    for _ in 0..<500 where listening.withLockedValue({ $0 }) == nil { try await Task.sleep(for: .milliseconds(10)) }
                    #expect(listening.withLockedValue { $0 } != nil)
                }
                let passes = 40
                // Eight creations of one serial number among forty of others, all at once.
                let made = try await withThrowingTaskGroup(of: StoredPass?.self) { creations in
                    for index in 0..<passes {
                        creations.addTask {
                            try await store.insert(PassStoreTests.newPass(prefix + "\(index)"), archive: Data([UInt8(index)]), passJSON: Data("{}".utf8), now: Date())
                        }
                    }
                    for _ in 0..<8 {
                        creations.addTask {
                            do {
                                return try await store.insert(PassStoreTests.newPass(prefix + "same"), archive: Data([200]), now: Date())
                            } catch is StoreConflict {
                                return nil
                            }
                        }
                    }
                    var made: [StoredPass] = []
                    for try await pass in creations { if let pass { made.append(pass) } }
                    return made
                }
                #expect(made.count == passes + 1, "one of the eight creations of one serial number succeeds, and every other pass")
                #expect(Set(made.map(\.updateTag)).count == made.count, "every creation has a tag of its own")
                for pass in made where pass.serialNumber != prefix + "same" {
                    let index = try #require(UInt8(pass.serialNumber.dropFirst(prefix.count)))
                    #expect(try await store.archive(serialNumber: pass.serialNumber) == Data([index]))
                    #expect(try await store.pass(serialNumber: pass.serialNumber)?.updateTag == pass.updateTag)
                }
                #expect(try await store.archive(serialNumber: prefix + "same") == Data([200]))
                if store.notifiesChanges {
                    for _ in 0..<500 where notified.withLockedValue({ $0.count }) < made.count { try await Task.sleep(for: .milliseconds(10)) }
                    let tags = notified.withLockedValue { $0 }
                    #expect(tags == Dictionary(uniqueKeysWithValues: made.map { ($0.serialNumber, $0.updateTag) }), "each creation notified once committed, with its tag")
                    let committed = try await store.committedTag()
                    #expect(committed >= made.map(\.updateTag).max() ?? 0)
                    for _ in 0..<500 where lastNotified.withLockedValue({ $0 }) < committed { try await Task.sleep(for: .milliseconds(10)) }
                    #expect(lastNotified.withLockedValue { $0 } >= committed, "the last tag committed is notified, creations of a serial taken included")
                }
                group.cancelAll()
            }
        }
    }
}
