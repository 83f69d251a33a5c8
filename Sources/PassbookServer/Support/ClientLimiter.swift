import Foundation
import NIOConcurrencyHelpers

/// Token buckets by client: each client may spend `burst` at once and gets `perSecond` back.
/// The table is bounded: when it is full, clients whose buckets have refilled are forgotten first
/// (they are indistinguishable from new ones), so memory stays flat under a flood of addresses.
final class ClientLimiter: Sendable {
    /// How much a client may spend.
    struct Policy: Sendable, Hashable {
        /// Tokens a client starts with and may hold at most.
        var burst: Double
        /// Tokens a client gets back each second.
        var perSecond: Double
    }

    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    let policy: Policy
    private let capacity: Int
    private let clock: @Sendable () -> Double
    private let buckets = NIOLockedValueBox([String: Bucket]())

    init(policy: Policy, capacity: Int = 100_000, clock: @escaping @Sendable () -> Double = ClientLimiter.uptime) {
        self.policy = Policy(burst: max(1, policy.burst), perSecond: max(0.001, policy.perSecond))
        self.capacity = max(16, capacity)
        self.clock = clock
    }

    /// Seconds on a monotonic clock.
    @Sendable static func uptime() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// The tokens `client` has now.
    func available(_ client: String) -> Double {
        let now = clock()
        return buckets.withLockedValue { table in table[client].map { refilled($0, now).tokens } ?? policy.burst }
    }

    /// Spends one token of `client`'s; returns what is left (never below zero).
    @discardableResult
    func take(_ client: String) -> Double {
        let now = clock()
        return buckets.withLockedValue { table in
            var bucket = table[client].map { refilled($0, now) } ?? Bucket(tokens: policy.burst, updated: now)
            bucket.tokens = max(0, bucket.tokens - 1)
            if table[client] == nil, table.count >= capacity { prune(&table, now) }
            table[client] = bucket
            return bucket.tokens
        }
    }

    /// Takes one of `client`'s tokens if it has one, in one step: `false` (and nothing taken)
    /// when it has none. Taken before a request runs, so concurrent requests cannot all pass a
    /// check that none has spent yet.
    func reserve(_ client: String) -> Bool {
        let now = clock()
        return buckets.withLockedValue { table in
            var bucket = table[client].map { refilled($0, now) } ?? Bucket(tokens: policy.burst, updated: now)
            guard bucket.tokens >= 1 else { return false }
            bucket.tokens -= 1
            if table[client] == nil, table.count >= capacity { prune(&table, now) }
            table[client] = bucket
            return true
        }
    }

    /// Gives back a token ``reserve(_:)`` took, for a request that turned out not to count.
    func refund(_ client: String) {
        let now = clock()
        buckets.withLockedValue { table in
            guard var bucket = table[client].map({ refilled($0, now) }) else { return }
            bucket.tokens = min(policy.burst, bucket.tokens + 1)
            table[client] = bucket
        }
    }

    /// Whole seconds until `client` has a token again (at least 1).
    func retryAfter(_ client: String) -> Int {
        let missing = max(0, 1 - available(client))
        return max(1, Int((missing / policy.perSecond).rounded(.up)))
    }

    /// Clients tracked.
    var count: Int { buckets.withLockedValue { $0.count } }

    private func refilled(_ bucket: Bucket, _ now: Double) -> Bucket {
        Bucket(tokens: min(policy.burst, bucket.tokens + max(0, now - bucket.updated) * policy.perSecond), updated: now)
    }

    private func prune(_ table: inout [String: Bucket], _ now: Double) {
        table = table.filter { refilled($0.value, now).tokens < policy.burst }
        // Still full of clients that are all being limited: forget the half that spent longest ago.
        if table.count >= capacity {
            let recent = table.sorted { $0.value.updated > $1.value.updated }.prefix(capacity / 2)
            table = Dictionary(uniqueKeysWithValues: recent.map { ($0.key, $0.value) })
        }
    }
}
