extension SemanticTags {
    /// A place given by coordinates (`SemanticTagType.Location`).
    public struct Location: Sendable, Hashable {
        /// Degrees north.
        public var latitude: Double

        /// Degrees east.
        public var longitude: Double

        /// Members Passbook does not model, kept and written back after the known ones.
        public var unknownKeys: JSONObject

        /// Creates a location.
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
            unknownKeys = JSONObject()
        }
    }
}

extension SemanticTags.Location: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case latitude
        case longitude
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
