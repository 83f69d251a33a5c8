/// A place where the pass is relevant (`locations`); Wallet honours at most ten.
public struct Location: Sendable, Hashable {
    /// Degrees north.
    public var latitude: Double

    /// Degrees east.
    public var longitude: Double

    /// Metres above sea level.
    public var altitude: Double?

    /// The text shown on the Lock Screen near the place.
    public var relevantText: String?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates a location.
    public init(latitude: Double, longitude: Double, altitude: Double? = nil, relevantText: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.relevantText = relevantText
        unknownKeys = JSONObject()
    }
}

extension Location: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case latitude
        case longitude
        case altitude
        case relevantText
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        altitude = try container.decodeOptional(Double.self, forKey: .altitude)
        relevantText = try container.decodeOptional(String.self, forKey: .relevantText)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encodeIfPresent(altitude, forKey: .altitude)
        try container.encodeIfPresent(relevantText, forKey: .relevantText)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
