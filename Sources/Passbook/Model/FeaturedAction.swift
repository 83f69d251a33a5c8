/// An action shown as a card under a pass (`featuredActions`, iOS 27); Wallet shows up to two.
public struct FeaturedAction: Sendable, Hashable {
    /// Identifies the action; unique among the pass's actions.
    public var identifier: String

    /// What the action does.
    public var type: Kind

    /// The link the action opens, when it opens one.
    public var url: String?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates an action.
    public init(identifier: String, type: Kind, url: String? = nil) {
        self.identifier = identifier
        self.type = type
        self.url = url
        unknownKeys = JSONObject()
    }
}

extension FeaturedAction: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case identifier
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        type = try container.decode(Kind.self, forKey: .type)
        url = try container.decodeOptional(String.self, forKey: .url)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(url, forKey: .url)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
