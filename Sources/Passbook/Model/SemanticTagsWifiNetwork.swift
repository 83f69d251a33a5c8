extension SemanticTags {
    /// A Wi-Fi network the holder may use (`SemanticTagType.WifiNetwork`).
    public struct WifiNetwork: Sendable, Hashable {
        /// The name of the network.
        public var ssid: String

        /// The password.
        public var password: String

        /// Members Passbook does not model, kept and written back after the known ones.
        public var unknownKeys: JSONObject

        /// Creates a network.
        public init(ssid: String, password: String) {
            self.ssid = ssid
            self.password = password
            unknownKeys = JSONObject()
        }
    }
}

extension SemanticTags.WifiNetwork: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case ssid
        case password
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ssid = try container.decode(String.self, forKey: .ssid)
        password = try container.decode(String.self, forKey: .password)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ssid, forKey: .ssid)
        try container.encode(password, forKey: .password)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
