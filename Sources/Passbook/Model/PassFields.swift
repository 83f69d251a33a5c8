/// The field groups of a style key (`generic`, `eventTicket`, …) and, for boarding passes, the transit type.
public struct PassFields: Sendable, Hashable {
    /// Fields at the top, visible even when passes are stacked.
    public var headerFields: [PassField]?

    /// The most important information.
    public var primaryFields: [PassField]?

    /// Supporting information.
    public var secondaryFields: [PassField]?

    /// More information; event tickets may use a second row (`row: 1`).
    public var auxiliaryFields: [PassField]?

    /// Fields on the details sheet (the back of the pass).
    public var backFields: [PassField]?

    /// The Additional Info section of poster event tickets and poster generic passes (iOS 18).
    public var additionalInfoFields: [PassField]?

    /// The footer of poster generic passes (iOS 27).
    public var footerFields: [PassField]?

    /// The kind of transport; required for boarding passes and not allowed in other styles.
    public var transitType: TransitType?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates field groups.
    public init(
        headerFields: [PassField]? = nil,
        primaryFields: [PassField]? = nil,
        secondaryFields: [PassField]? = nil,
        auxiliaryFields: [PassField]? = nil,
        backFields: [PassField]? = nil,
        additionalInfoFields: [PassField]? = nil,
        footerFields: [PassField]? = nil,
        transitType: TransitType? = nil
    ) {
        self.headerFields = headerFields
        self.primaryFields = primaryFields
        self.secondaryFields = secondaryFields
        self.auxiliaryFields = auxiliaryFields
        self.backFields = backFields
        self.additionalInfoFields = additionalInfoFields
        self.footerFields = footerFields
        self.transitType = transitType
        unknownKeys = JSONObject()
    }

    /// The fields of `group`; setting `nil` removes the group's key.
    public subscript(group: Group) -> [PassField]? {
        get {
            switch group {
            case .header: headerFields
            case .primary: primaryFields
            case .secondary: secondaryFields
            case .auxiliary: auxiliaryFields
            case .back: backFields
            case .additionalInfo: additionalInfoFields
            case .footer: footerFields
            }
        }
        set {
            switch group {
            case .header: headerFields = newValue
            case .primary: primaryFields = newValue
            case .secondary: secondaryFields = newValue
            case .auxiliary: auxiliaryFields = newValue
            case .back: backFields = newValue
            case .additionalInfo: additionalInfoFields = newValue
            case .footer: footerFields = newValue
            }
        }
    }
}

extension PassFields: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case headerFields
        case primaryFields
        case secondaryFields
        case auxiliaryFields
        case backFields
        case additionalInfoFields
        case footerFields
        case transitType
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        headerFields = try container.decodeOptional([PassField].self, forKey: .headerFields)
        primaryFields = try container.decodeOptional([PassField].self, forKey: .primaryFields)
        secondaryFields = try container.decodeOptional([PassField].self, forKey: .secondaryFields)
        auxiliaryFields = try container.decodeOptional([PassField].self, forKey: .auxiliaryFields)
        backFields = try container.decodeOptional([PassField].self, forKey: .backFields)
        additionalInfoFields = try container.decodeOptional([PassField].self, forKey: .additionalInfoFields)
        footerFields = try container.decodeOptional([PassField].self, forKey: .footerFields)
        transitType = try container.decodeOptional(TransitType.self, forKey: .transitType)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeAsOneObject(to: encoder)
    }

    func encodeMembers(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(headerFields, forKey: .headerFields)
        try container.encodeIfPresent(primaryFields, forKey: .primaryFields)
        try container.encodeIfPresent(secondaryFields, forKey: .secondaryFields)
        try container.encodeIfPresent(auxiliaryFields, forKey: .auxiliaryFields)
        try container.encodeIfPresent(backFields, forKey: .backFields)
        try container.encodeIfPresent(additionalInfoFields, forKey: .additionalInfoFields)
        try container.encodeIfPresent(footerFields, forKey: .footerFields)
        try container.encodeIfPresent(transitType, forKey: .transitType)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}

extension PassFields: DirectJSONObjectEncodable {
    /// The groups as the JSON object ``encode(to:)`` writes, members in the same order; `nil` when
    /// a field has semantics (see ``PassField/jsonObject``).
    var jsonObject: JSONObject? {
        var object = JSONObject()
        let groups: [(CodingKeys, [PassField]?)] = [
            (.headerFields, headerFields), (.primaryFields, primaryFields), (.secondaryFields, secondaryFields),
            (.auxiliaryFields, auxiliaryFields), (.backFields, backFields), (.additionalInfoFields, additionalInfoFields),
            (.footerFields, footerFields),
        ]
        for (key, fields) in groups {
            guard let fields else { continue }
            var elements: [JSONValue] = []
            elements.reserveCapacity(fields.count)
            for field in fields {
                guard let written = field.jsonObject else { return nil }
                elements.append(.object(written))
            }
            object[key.stringValue] = .array(elements)
        }
        if let transitType { object[CodingKeys.transitType.stringValue] = .string(transitType.rawValue) }
        object.appendUnknownKeys(unknownKeys, besides: CodingKeys.self)
        return object
    }
}
