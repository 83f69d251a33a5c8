extension Encoder {
    /// Writes `unknownKeys` after the known members; entries named like a known key are skipped,
    /// because the typed property is the one that counts.
    func encodeUnknownKeys<Keys: CodingKey & CaseIterable>(
        _ unknownKeys: JSONObject,
        besides knownKeys: Keys.Type
    ) throws {
        guard !unknownKeys.isEmpty else { return }
        let known = Set(Keys.allCases.map(\.stringValue))
        var container = container(keyedBy: AnyCodingKey.self)
        for (key, value) in unknownKeys where !known.contains(key) {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}

extension JSONObject {
    /// Adds `unknownKeys` after the members set so far, leaving out those named like one of
    /// `knownKeys`: ``Encoder/encodeUnknownKeys(_:besides:)`` for a type that builds its object itself.
    mutating func appendUnknownKeys<Keys: CodingKey>(_ unknownKeys: JSONObject, besides knownKeys: Keys.Type) {
        for (name, member) in unknownKeys where Keys(stringValue: name) == nil {
            self[name] = member
        }
    }
}
