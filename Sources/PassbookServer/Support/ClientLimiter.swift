import Foundation
import NIOConcurrencyHelpers

/// Token buckets by client: each client may spend `burst` at once and gets `perSecond` back.
/// A request takes a token before it runs (``reserve(_:)``) and settles it when its answer is
/// known, kept or given back, so concurrent requests can never spend more than the client has;
/// a request that finds every token it could take held by requests still under way waits for
/// them (``Reservation/busy``) rather than being refused.
/// The table is bounded: when it is full, clients whose buckets have refilled and hold nothing
/// are forgotten first (they are indistinguishable from new ones), so memory stays flat under a
/// flood of addresses.
final class ClientLimiter: Sendable {
    /// How much a client may spend.
    struct Policy: Sendable, Hashable {
        /// Tokens a client starts with and may hold at most.
        var burst: Double
        /// Tokens a client gets back each second.
        var perSecond: Double
    }

    /// What ``reserve(_:)`` found.
    enum Reservation: Sendable, Hashable {
        /// A token is held for the request; settle it.
        case granted
        /// The client has tokens, but requests under way hold them all: try again shortly.
        case busy
        /// The client has no token left.
        case exhausted
    }

    private struct Bucket {
        /// Tokens not spent, those held by requests under way included.
        var tokens: Double
        var updated: Double
        /// Tokens held by requests under way.
        var held = 0
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

    /// The tokens `client` has now, those held by requests under way included.
    func available(_ client: String) -> Double {
        let now = clock()
        return buckets.withLockedValue { table in table[client].map { refilled($0, now).tokens } ?? policy.burst }
    }

    /// Spends one token of `client`'s at once; returns what is left (never below zero).
    @discardableResult
    func take(_ client: String) -> Double {
        guard reserve(client) == .granted else { return max(0, available(client)) }
        settle(client, kept: true)
        return available(client)
    }

    /// Holds one of `client`'s tokens for a request about to run, if one is free.
    func reserve(_ client: String) -> Reservation {
        let now = clock()
        return buckets.withLockedValue { table in
            var bucket = table[client].map { refilled($0, now) } ?? Bucket(tokens: policy.burst, updated: now)
            guard bucket.tokens - Double(bucket.held) >= 1 else { return bucket.tokens >= 1 ? .busy : .exhausted }
            bucket.held += 1
            if table[client] == nil, table.count >= capacity { prune(&table, now) }
            table[client] = bucket
            return .granted
        }
    }

    /// Ends a request's hold on a token: spent when `kept` (the request counted), else given back.
    func settle(_ client: String, kept: Bool) {
        let now = clock()
        buckets.withLockedValue { table in
            guard var bucket = table[client].map({ refilled($0, now) }) else { return }
            bucket.held = max(0, bucket.held - 1)
            if kept { bucket.tokens = max(0, bucket.tokens - 1) }
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
        Bucket(tokens: min(policy.burst, bucket.tokens + max(0, now - bucket.updated) * policy.perSecond), updated: now, held: bucket.held)
    }

    private func prune(_ table: inout [String: Bucket], _ now: Double) {
        table = table.filter { refilled($0.value, now).tokens < policy.burst || $0.value.held > 0 }
        // Still full of clients that are all being limited: forget the half that spent longest ago.
        if table.count >= capacity {
            let recent = table.sorted { $0.value.updated > $1.value.updated }.prefix(capacity / 2)
            table = Dictionary(uniqueKeysWithValues: recent.map { ($0.key, $0.value) })
        }
    }
}
