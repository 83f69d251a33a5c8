/// One field of a pass: a label and a value shown in one of the field groups.
public struct PassField: Sendable, Hashable {
    /// Identifies the field; it must be unique across all field groups of the pass.
    public var key: String

    /// The label, usually shown in capitals above the value; localizable.
    public var label: String?

    /// The value: text, a number, or a W3C date string with a time zone.
    public var value: Value

    /// Overrides `value` for display; the only markup allowed is `<a href='…'>…</a>`. Not used on watchOS, so keep
    /// `value` too.
    public var attributedValue: Value?

    /// The notification text shown when the value changes in an update; `%@` stands for the new value.
    public var changeMessage: String?

    /// Which data detectors apply to a back field; an empty array turns them off.
    public var dataDetectorTypes: [DataDetectorType]?

    /// The alignment of the label and value; not for primary and back fields.
    public var textAlignment: TextAlignment?

    /// How the date part of a date value is shown; makes Wallet read `value` as a date.
    public var dateStyle: DateStyle?

    /// How the time part of a date value is shown; makes Wallet read `value` as a date.
    public var timeStyle: DateStyle?

    /// Whether a date is shown in the time zone written in the value instead of the device's.
    public var ignoresTimeZone: Bool?

    /// Whether a date is shown relative to now ("in 2 hours").
    public var isRelative: Bool?

    /// The ISO 4217 currency of a number value.
    public var currencyCode: String?

    /// How a number value is shown; not together with `currencyCode`.
    public var numberStyle: NumberStyle?

    /// Machine-readable data about this field.
    public var semantics: SemanticTags?

    /// The auxiliary row (0 or 1) of an event ticket's auxiliary field.
    public var row: Int?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates a field.
    public init(
        key: String,
        value: Value,
        label: String? = nil,
        attributedValue: Value? = nil,
        changeMessage: String? = nil,
        dataDetectorTypes: [DataDetectorType]? = nil,
        textAlignment: TextAlignment? = nil,
        dateStyle: DateStyle? = nil,
        timeStyle: DateStyle? = nil,
        ignoresTimeZone: Bool? = nil,
        isRelative: Bool? = nil,
        currencyCode: String? = nil,
        numberStyle: NumberStyle? = nil,
        semantics: SemanticTags? = nil,
        row: Int? = nil
    ) {
        self.key = key
        self.value = value
        self.label = label
        self.attributedValue = attributedValue
        self.changeMessage = changeMessage
        self.dataDetectorTypes = dataDetectorTypes
        self.textAlignment = textAlignment
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.ignoresTimeZone = ignoresTimeZone
        self.isRelative = isRelative
        self.currencyCode = currencyCode
        self.numberStyle = numberStyle
        self.semantics = semantics
        self.row = row
        unknownKeys = JSONObject()
    }
}

extension PassField: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case key
        case label
        case value
        case attributedValue
        case changeMessage
        case dataDetectorTypes
        case textAlignment
        case dateStyle
        case timeStyle
        case ignoresTimeZone
        case isRelative
        case currencyCode
        case numberStyle
        case semantics
        case row
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        label = try container.decodeOptional(String.self, forKey: .label)
        value = try container.decode(Value.self, forKey: .value)
        attributedValue = try container.decodeOptional(Value.self, forKey: .attributedValue)
        changeMessage = try container.decodeOptional(String.self, forKey: .changeMessage)
        dataDetectorTypes = try container.decodeOptional([DataDetectorType].self, forKey: .dataDetectorTypes)
        textAlignment = try container.decodeOptional(TextAlignment.self, forKey: .textAlignment)
        dateStyle = try container.decodeOptional(DateStyle.self, forKey: .dateStyle)
        timeStyle = try container.decodeOptional(DateStyle.self, forKey: .timeStyle)
        ignoresTimeZone = try container.decodeOptional(Bool.self, forKey: .ignoresTimeZone)
        isRelative = try container.decodeOptional(Bool.self, forKey: .isRelative)
        currencyCode = try container.decodeOptional(String.self, forKey: .currencyCode)
        numberStyle = try container.decodeOptional(NumberStyle.self, forKey: .numberStyle)
        semantics = try container.decodeOptional(SemanticTags.self, forKey: .semantics)
        row = try container.decodeOptional(Int.self, forKey: .row)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeAsOneObject(to: encoder)
    }

    func encodeMembers(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encode(value, forKey: .value)
        try container.encodeIfPresent(attributedValue, forKey: .attributedValue)
        try container.encodeIfPresent(changeMessage, forKey: .changeMessage)
        try container.encodeIfPresent(dataDetectorTypes, forKey: .dataDetectorTypes)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        try container.encodeIfPresent(dateStyle, forKey: .dateStyle)
        try container.encodeIfPresent(timeStyle, forKey: .timeStyle)
        try container.encodeIfPresent(ignoresTimeZone, forKey: .ignoresTimeZone)
        try container.encodeIfPresent(isRelative, forKey: .isRelative)
        try container.encodeIfPresent(currencyCode, forKey: .currencyCode)
        try container.encodeIfPresent(numberStyle, forKey: .numberStyle)
        try container.encodeIfPresent(semantics, forKey: .semantics)
        try container.encodeIfPresent(row, forKey: .row)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}

extension PassField: DirectJSONObjectEncodable {
    /// The field as the JSON object ``encode(to:)`` writes, members in the same order; `nil` when
    /// its semantics hold a number JSON cannot (NaN), so the error names its path.
    var jsonObject: JSONObject? {
        var semanticsObject: JSONObject?
        if let semantics {
            guard let object = semantics.jsonObject else { return nil }
            semanticsObject = object
        }
        var object = JSONObject()
        object["key"] = .string(key)
        if let label { object["label"] = .string(label) }
        object["value"] = value.jsonValue
        if let attributedValue { object["attributedValue"] = attributedValue.jsonValue }
        if let changeMessage { object["changeMessage"] = .string(changeMessage) }
        if let dataDetectorTypes { object["dataDetectorTypes"] = .array(dataDetectorTypes.map { .string($0.rawValue) }) }
        if let textAlignment { object["textAlignment"] = .string(textAlignment.rawValue) }
        if let dateStyle { object["dateStyle"] = .string(dateStyle.rawValue) }
        if let timeStyle { object["timeStyle"] = .string(timeStyle.rawValue) }
        if let ignoresTimeZone { object["ignoresTimeZone"] = .bool(ignoresTimeZone) }
        if let isRelative { object["isRelative"] = .bool(isRelative) }
        if let currencyCode { object["currencyCode"] = .string(currencyCode) }
        if let numberStyle { object["numberStyle"] = .string(numberStyle.rawValue) }
        if let semanticsObject { object["semantics"] = .object(semanticsObject) }
        if let row { object["row"] = .number(JSONNumber(row)) }
        object.appendUnknownKeys(unknownKeys, besides: CodingKeys.self)
        return object
    }
}
