import Foundation
import NIOConcurrencyHelpers

/// A least-recently-used cache of byte blobs by key (compared by its bytes) and version, bounded
/// by their total size.
///
/// Several instances may share one database, so an entry is only good for the version it was
/// made from: callers ask the database for the current version (a small row) and take the blob
/// from here when it matches, instead of reading and sending the blob each time.
final class ByteCache: Sendable {
    private struct Entry {
        var version: Int64
        var bytes: Data
        var used: UInt64
    }

    private struct State {
        var entries: [ByteString: Entry] = [:]
        var total = 0
        var clock: UInt64 = 0
    }

    private let budget: Int
    private let state = NIOLockedValueBox(State())

    /// A cache holding at most `budget` bytes; 0 keeps nothing.
    init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// The blob of `key` at `version`, if held.
    func get(_ key: String, version: Int64) -> Data? {
        state.withLockedValue { state in
            let key = ByteString(key)
            guard var entry = state.entries[key], entry.version == version else { return nil }
            state.clock += 1
            entry.used = state.clock
            state.entries[key] = entry
            return entry.bytes
        }
    }

    /// The version held for `key`, if any.
    func version(of key: String) -> Int64? {
        state.withLockedValue { $0.entries[ByteString(key)]?.version }
    }

    /// Keeps `bytes` as `key`'s blob at `version`, dropping the least recently used beyond the budget.
    func put(_ key: String, version: Int64, bytes: Data) {
        guard bytes.count <= budget / 4 else { return }
        let key = ByteString(key)
        state.withLockedValue { state in
            if let old = state.entries[key] {
                // An older instance's answer must not replace a newer version already held.
                guard old.version <= version else { return }
                state.total -= old.bytes.count
            }
            state.clock += 1
            state.entries[key] = Entry(version: version, bytes: bytes, used: state.clock)
            state.total += bytes.count
            guard state.total > budget else { return }
            // Evict the oldest quarter at once, so a full cache sorts once per many inserts.
            let byAge = state.entries.sorted { $0.value.used < $1.value.used }
            for (name, entry) in byAge.prefix(max(1, byAge.count / 4)) where state.total > budget * 3 / 4 {
                state.entries[name] = nil
                state.total -= entry.bytes.count
            }
        }
    }

    /// The bytes held.
    var size: Int { state.withLockedValue { $0.total } }
}
