extension SemanticTags {
    /// When an event starts, with its uncertainties (`SemanticTagType.EventDateInfo`, iOS 18).
    public struct EventDateInfo: Sendable, Hashable {
        /// The date and time.
        public var date: W3CDate?

        /// Whether only the day counts.
        public var ignoreTimeComponents: Bool?

        /// The IANA time zone of the event.
        public var timeZone: String?

        /// Whether the date is not announced yet.
        public var unannounced: Bool?

        /// Whether the date is not determined yet (iOS 18.1).
        public var undetermined: Bool?

        /// Members Passbook does not model, kept and written back after the known ones.
        public var unknownKeys: JSONObject

        /// Creates date information.
        public init(
            date: W3CDate? = nil,
            ignoreTimeComponents: Bool? = nil,
            timeZone: String? = nil,
            unannounced: Bool? = nil,
            undetermined: Bool? = nil
        ) {
            self.date = date
            self.ignoreTimeComponents = ignoreTimeComponents
            self.timeZone = timeZone
            self.unannounced = unannounced
            self.undetermined = undetermined
            unknownKeys = JSONObject()
        }
    }
}

extension SemanticTags.EventDateInfo: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case date
        case ignoreTimeComponents
        case timeZone
        case unannounced
        case undetermined
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decodeOptional(W3CDate.self, forKey: .date)
        ignoreTimeComponents = try container.decodeOptional(Bool.self, forKey: .ignoreTimeComponents)
        timeZone = try container.decodeOptional(String.self, forKey: .timeZone)
        unannounced = try container.decodeOptional(Bool.self, forKey: .unannounced)
        undetermined = try container.decodeOptional(Bool.self, forKey: .undetermined)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(date, forKey: .date)
        try container.encodeIfPresent(ignoreTimeComponents, forKey: .ignoreTimeComponents)
        try container.encodeIfPresent(timeZone, forKey: .timeZone)
        try container.encodeIfPresent(unannounced, forKey: .unannounced)
        try container.encodeIfPresent(undetermined, forKey: .undetermined)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
