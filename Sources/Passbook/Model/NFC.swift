/// The payload for Apple's Value Added Services protocol at NFC terminals (`nfc`).
public struct NFC: Sendable, Hashable {
    /// The message sent to the terminal; at most 64 bytes are sent.
    public var message: String

    /// Base64 of the DER `SubjectPublicKeyInfo` of the terminal's P-256 public key.
    public var encryptionPublicKey: String?

    /// Whether the user must authenticate for every use (iOS 13.1).
    public var requiresAuthentication: Bool?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates an NFC payload.
    public init(message: String, encryptionPublicKey: String? = nil, requiresAuthentication: Bool? = nil) {
        self.message = message
        self.encryptionPublicKey = encryptionPublicKey
        self.requiresAuthentication = requiresAuthentication
        unknownKeys = JSONObject()
    }
}

extension NFC: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case message
        case encryptionPublicKey
        case requiresAuthentication
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try container.decode(String.self, forKey: .message)
        encryptionPublicKey = try container.decodeOptional(String.self, forKey: .encryptionPublicKey)
        requiresAuthentication = try container.decodeOptional(Bool.self, forKey: .requiresAuthentication)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(encryptionPublicKey, forKey: .encryptionPublicKey)
        try container.encodeIfPresent(requiresAuthentication, forKey: .requiresAuthentication)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
