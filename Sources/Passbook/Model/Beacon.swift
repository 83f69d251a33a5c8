/// A Bluetooth Low Energy beacon near which the pass is relevant (`beacons`).
public struct Beacon: Sendable, Hashable {
    /// The beacon's UUID.
    public var proximityUUID: String

    /// The major identifier, a 16-bit unsigned integer.
    public var major: Int?

    /// The minor identifier, a 16-bit unsigned integer.
    public var minor: Int?

    /// The text shown on the Lock Screen near the beacon.
    public var relevantText: String?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates a beacon.
    public init(proximityUUID: String, major: Int? = nil, minor: Int? = nil, relevantText: String? = nil) {
        self.proximityUUID = proximityUUID
        self.major = major
        self.minor = minor
        self.relevantText = relevantText
        unknownKeys = JSONObject()
    }
}

extension Beacon: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case proximityUUID
        case major
        case minor
        case relevantText
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        proximityUUID = try container.decode(String.self, forKey: .proximityUUID)
        major = try container.decodeOptional(Int.self, forKey: .major)
        minor = try container.decodeOptional(Int.self, forKey: .minor)
        relevantText = try container.decodeOptional(String.self, forKey: .relevantText)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(proximityUUID, forKey: .proximityUUID)
        try container.encodeIfPresent(major, forKey: .major)
        try container.encodeIfPresent(minor, forKey: .minor)
        try container.encodeIfPresent(relevantText, forKey: .relevantText)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
