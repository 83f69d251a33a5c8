extension KeyedDecodingContainer {
    /// The value for `key`, or `nil` when the key is absent.
    ///
    /// Unlike `decodeIfPresent`, a `null` value is an error rather than "absent": Wallet does not
    /// accept null in place of a value, and reporting it beats silently dropping the key.
    func decodeOptional<T: Decodable>(_ type: T.Type = T.self, forKey key: Key) throws -> T? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }
}
