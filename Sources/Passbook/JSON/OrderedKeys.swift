/// Unique keys in the order they were added, with their positions.
///
/// A key is found by a scan while there are few: most objects of a pass (a field, a barcode, a
/// location) have a handful of keys, which a scan finds faster than a hash does, and building a
/// dictionary for each cost more than the lookups it served. Past ``indexedCount`` keys a hash
/// index is kept.
struct OrderedKeys: Sendable {
    /// The keys, in order.
    private(set) var keys: [String] = []
    private var positions: [String: Int] = [:]
    static let indexedCount = 12

    /// The position of `key`, if it is there.
    func position(of key: String) -> Int? {
        positions.isEmpty ? keys.firstIndex(of: key) : positions[key]
    }

    /// Adds `key`, which must not be there yet, at the end.
    mutating func append(_ key: String) {
        keys.append(key)
        if !positions.isEmpty {
            positions[key] = keys.count - 1
        } else if keys.count > Self.indexedCount {
            reindex()
        }
    }

    /// Removes the key at `position`; the keys after it move up one place.
    mutating func remove(at position: Int) {
        keys.remove(at: position)
        guard !positions.isEmpty else { return }
        positions = [:]
        if keys.count > Self.indexedCount { reindex() }
    }

    private mutating func reindex() {
        positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    }
}
