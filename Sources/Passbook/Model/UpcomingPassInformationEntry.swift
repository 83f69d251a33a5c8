/// An upcoming event of a multi-event pass (`upcomingPassInformation`, iOS 26), such as one game of a season ticket.
public struct UpcomingPassInformationEntry: Sendable, Hashable {
    /// Identifies the entry; unique among the entries.
    public var identifier: String

    /// The name of the event; localizable.
    public var name: String

    /// The kind of entry; `event` is the only documented one.
    public var type: Kind

    /// When the event is: `date`, `timeZone`, `ignoreTimeComponents`, `isAllDay`, `isUnannounced`, `isUndetermined`.
    /// Kept as JSON because its shape is still settling.
    public var dateInformation: JSONValue?

    /// Whether the entry is the current one.
    public var isActive: Bool?

    /// Machine-readable data about the event.
    public var semantics: SemanticTags?

    /// The `headerImage` and `venueMap` images, each `{ "URLs": [...], "reuseExisting": bool }`.
    public var images: JSONValue?

    /// Event guide links, with the same keys as the pass's own event guide links.
    public var urls: JSONValue?

    /// Fields of the entry's Additional Info section.
    public var additionalInfoFields: [PassField]?

    /// Fields of the entry's details sheet.
    public var backFields: [PassField]?

    /// App Store identifiers of apps shown in the entry's event guide.
    public var auxiliaryStoreIdentifiers: [Int]?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates an entry.
    public init(
        identifier: String,
        name: String,
        type: Kind = .event,
        dateInformation: JSONValue? = nil,
        isActive: Bool? = nil,
        semantics: SemanticTags? = nil,
        additionalInfoFields: [PassField]? = nil,
        backFields: [PassField]? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.type = type
        self.dateInformation = dateInformation
        self.isActive = isActive
        self.semantics = semantics
        self.additionalInfoFields = additionalInfoFields
        self.backFields = backFields
        unknownKeys = JSONObject()
    }
}

extension UpcomingPassInformationEntry: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case identifier
        case name
        case type
        case dateInformation
        case isActive
        case semantics
        case images
        case urls = "URLs"
        case additionalInfoFields
        case backFields
        case auxiliaryStoreIdentifiers
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decode(Kind.self, forKey: .type)
        dateInformation = try container.decodeOptional(JSONValue.self, forKey: .dateInformation)
        isActive = try container.decodeOptional(Bool.self, forKey: .isActive)
        semantics = try container.decodeOptional(SemanticTags.self, forKey: .semantics)
        images = try container.decodeOptional(JSONValue.self, forKey: .images)
        urls = try container.decodeOptional(JSONValue.self, forKey: .urls)
        additionalInfoFields = try container.decodeOptional([PassField].self, forKey: .additionalInfoFields)
        backFields = try container.decodeOptional([PassField].self, forKey: .backFields)
        auxiliaryStoreIdentifiers = try container.decodeOptional([Int].self, forKey: .auxiliaryStoreIdentifiers)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(name, forKey: .name)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(dateInformation, forKey: .dateInformation)
        try container.encodeIfPresent(isActive, forKey: .isActive)
        try container.encodeIfPresent(semantics, forKey: .semantics)
        try container.encodeIfPresent(images, forKey: .images)
        try container.encodeIfPresent(urls, forKey: .urls)
        try container.encodeIfPresent(additionalInfoFields, forKey: .additionalInfoFields)
        try container.encodeIfPresent(backFields, forKey: .backFields)
        try container.encodeIfPresent(auxiliaryStoreIdentifiers, forKey: .auxiliaryStoreIdentifiers)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
