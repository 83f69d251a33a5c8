extension SemanticTags {
    /// An amount of money (`SemanticTagType.CurrencyAmount`).
    public struct CurrencyAmount: Sendable, Hashable {
        /// The amount as a decimal string, such as `"12.50"`.
        public var amount: String?

        /// The ISO 4217 currency code.
        public var currencyCode: String?

        /// Members Passbook does not model, kept and written back after the known ones.
        public var unknownKeys: JSONObject

        /// Creates an amount.
        public init(amount: String? = nil, currencyCode: String? = nil) {
            self.amount = amount
            self.currencyCode = currencyCode
            unknownKeys = JSONObject()
        }
    }
}

extension SemanticTags.CurrencyAmount: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case amount
        case currencyCode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = try container.decodeOptional(String.self, forKey: .amount)
        currencyCode = try container.decodeOptional(String.self, forKey: .currencyCode)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(amount, forKey: .amount)
        try container.encodeIfPresent(currencyCode, forKey: .currencyCode)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
