extension Decoder {
    /// The members of this object whose keys are not among `knownKeys`, in document order.
    ///
    /// Keeping them lets a pass written for a newer system, or with private additions, be read
    /// and written back without losing anything.
    func unknownKeys<Keys: CodingKey & CaseIterable>(besides knownKeys: Keys.Type) throws -> JSONObject {
        let known = Set(Keys.allCases.map(\.stringValue))
        let container = try container(keyedBy: AnyCodingKey.self)
        var unknown = JSONObject()
        for key in container.allKeys where !known.contains(key.stringValue) {
            unknown[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        return unknown
    }
}
