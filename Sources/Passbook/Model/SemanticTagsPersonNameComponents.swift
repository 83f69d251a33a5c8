extension SemanticTags {
    /// The parts of a person's name (`SemanticTagType.PersonNameComponents`).
    public struct PersonNameComponents: Sendable, Hashable {
        /// A prefix, such as Dr.
        public var namePrefix: String?

        /// The given name.
        public var givenName: String?

        /// The middle name.
        public var middleName: String?

        /// The family name.
        public var familyName: String?

        /// A suffix, such as Jr.
        public var nameSuffix: String?

        /// A nickname.
        public var nickname: String?

        /// How the name is pronounced.
        public var phoneticRepresentation: PersonNameComponents? {
            get { phoneticRepresentationStorage.first }
            set { phoneticRepresentationStorage = newValue.map { [$0] } ?? [] }
        }
        // An array gives the recursive value the indirection a struct needs.
        private var phoneticRepresentationStorage: [PersonNameComponents] = []

        /// Members Passbook does not model, kept and written back after the known ones.
        public var unknownKeys: JSONObject

        /// Creates a name.
        public init(
            namePrefix: String? = nil,
            givenName: String? = nil,
            middleName: String? = nil,
            familyName: String? = nil,
            nameSuffix: String? = nil,
            nickname: String? = nil,
            phoneticRepresentation: PersonNameComponents? = nil
        ) {
            self.namePrefix = namePrefix
            self.givenName = givenName
            self.middleName = middleName
            self.familyName = familyName
            self.nameSuffix = nameSuffix
            self.nickname = nickname
            unknownKeys = JSONObject()
            self.phoneticRepresentation = phoneticRepresentation
        }
    }
}

extension SemanticTags.PersonNameComponents: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case namePrefix
        case givenName
        case middleName
        case familyName
        case nameSuffix
        case nickname
        case phoneticRepresentation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        namePrefix = try container.decodeOptional(String.self, forKey: .namePrefix)
        givenName = try container.decodeOptional(String.self, forKey: .givenName)
        middleName = try container.decodeOptional(String.self, forKey: .middleName)
        familyName = try container.decodeOptional(String.self, forKey: .familyName)
        nameSuffix = try container.decodeOptional(String.self, forKey: .nameSuffix)
        nickname = try container.decodeOptional(String.self, forKey: .nickname)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
        phoneticRepresentation = try container.decodeOptional(Self.self, forKey: .phoneticRepresentation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(namePrefix, forKey: .namePrefix)
        try container.encodeIfPresent(givenName, forKey: .givenName)
        try container.encodeIfPresent(middleName, forKey: .middleName)
        try container.encodeIfPresent(familyName, forKey: .familyName)
        try container.encodeIfPresent(nameSuffix, forKey: .nameSuffix)
        try container.encodeIfPresent(nickname, forKey: .nickname)
        try container.encodeIfPresent(phoneticRepresentation, forKey: .phoneticRepresentation)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
