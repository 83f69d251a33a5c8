extension Decoder {
    /// The members of this object whose keys are not among `knownKeys`, in document order.
    ///
    /// Keeping them lets a pass written for a newer system, or with private additions, be read
    /// and written back without losing anything.
    func unknownKeys<Keys: CodingKey & CaseIterable>(besides knownKeys: Keys.Type) throws -> JSONObject {
        let container = try container(keyedBy: AnyCodingKey.self)
        var unknown = JSONObject()
        // Asking the key type itself spares building a set of its names for every object read.
        for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
            unknown[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        return unknown
    }
}
