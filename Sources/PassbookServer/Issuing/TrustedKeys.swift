import NIOConcurrencyHelpers

/// Issuer API keys each client address has used rightly. The issuer API's failure limit lets
/// these through even while the address is locked out by wrong keys, so someone else's guesses
/// from the same address (or /64) never shut the issuer's own backend out, while a key the
/// address never used rightly still waits for the bucket to refill like any guess.
final class TrustedKeys: Sendable {
    private let capacity: Int
    private let seen = NIOLockedValueBox(Set<ByteString>())

    init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// Records that `client` used `key` rightly.
    func trust(_ key: String, from client: String) {
        let entry = ByteString(client + "\u{0}" + key)
        seen.withLockedValue { seen in
            // Rare (one entry per address and key): starting again only costs a refill's wait.
            if seen.count >= capacity, !seen.contains(entry) { seen.removeAll(keepingCapacity: true) }
            seen.insert(entry)
        }
    }

    /// Whether `client` used `key` rightly before.
    func trusts(_ key: String, from client: String) -> Bool {
        let entry = ByteString(client + "\u{0}" + key)
        return seen.withLockedValue { $0.contains(entry) }
    }
}
