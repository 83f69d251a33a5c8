extension SemanticTags {
    /// A seat (`SemanticTagType.Seat`).
    public struct Seat: Sendable, Hashable {
        /// The section.
        public var seatSection: String?

        /// The row.
        public var seatRow: String?

        /// The seat number.
        public var seatNumber: String?

        /// An identifier of the seat.
        public var seatIdentifier: String?

        /// The kind of seat, such as Window.
        public var seatType: String?

        /// A description of the seat.
        public var seatDescription: String?

        /// The aisle (iOS 18).
        public var seatAisle: String?

        /// The level (iOS 18).
        public var seatLevel: String?

        /// The color of the section (iOS 18).
        public var seatSectionColor: PassColor?

        /// Members Passbook does not model, kept and written back after the known ones.
        public var unknownKeys: JSONObject

        /// Creates a seat.
        public init(
            seatSection: String? = nil,
            seatRow: String? = nil,
            seatNumber: String? = nil,
            seatIdentifier: String? = nil,
            seatType: String? = nil,
            seatDescription: String? = nil,
            seatAisle: String? = nil,
            seatLevel: String? = nil,
            seatSectionColor: PassColor? = nil
        ) {
            self.seatSection = seatSection
            self.seatRow = seatRow
            self.seatNumber = seatNumber
            self.seatIdentifier = seatIdentifier
            self.seatType = seatType
            self.seatDescription = seatDescription
            self.seatAisle = seatAisle
            self.seatLevel = seatLevel
            self.seatSectionColor = seatSectionColor
            unknownKeys = JSONObject()
        }
    }
}

extension SemanticTags.Seat: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case seatSection
        case seatRow
        case seatNumber
        case seatIdentifier
        case seatType
        case seatDescription
        case seatAisle
        case seatLevel
        case seatSectionColor
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seatSection = try container.decodeOptional(String.self, forKey: .seatSection)
        seatRow = try container.decodeOptional(String.self, forKey: .seatRow)
        seatNumber = try container.decodeOptional(String.self, forKey: .seatNumber)
        seatIdentifier = try container.decodeOptional(String.self, forKey: .seatIdentifier)
        seatType = try container.decodeOptional(String.self, forKey: .seatType)
        seatDescription = try container.decodeOptional(String.self, forKey: .seatDescription)
        seatAisle = try container.decodeOptional(String.self, forKey: .seatAisle)
        seatLevel = try container.decodeOptional(String.self, forKey: .seatLevel)
        seatSectionColor = try container.decodeOptional(PassColor.self, forKey: .seatSectionColor)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(seatSection, forKey: .seatSection)
        try container.encodeIfPresent(seatRow, forKey: .seatRow)
        try container.encodeIfPresent(seatNumber, forKey: .seatNumber)
        try container.encodeIfPresent(seatIdentifier, forKey: .seatIdentifier)
        try container.encodeIfPresent(seatType, forKey: .seatType)
        try container.encodeIfPresent(seatDescription, forKey: .seatDescription)
        try container.encodeIfPresent(seatAisle, forKey: .seatAisle)
        try container.encodeIfPresent(seatLevel, forKey: .seatLevel)
        try container.encodeIfPresent(seatSectionColor, forKey: .seatSectionColor)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
