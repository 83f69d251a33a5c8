import Passbook

/// What the discovery document says one value must be: a type or a reference to a named schema,
/// with its format, allowed values and whether Google marks it required or deprecated.
struct SchemaValue: Sendable {
    /// `string`, `integer`, `number`, `boolean`, `array`, `object` or `any`; nil for a reference.
    var type: String?
    /// The named schema this value is, such as `LocalizedString`.
    var reference: String?
    /// `int64`, `uint32`, `double`, `byte`, … for strings and numbers.
    var format: String?
    /// The allowed strings, when the value is an enumeration.
    var allowedValues: [String]
    /// The allowed strings Google marks deprecated (the lower-case legacy aliases).
    var deprecatedValues: Set<String>
    /// The elements of an array, or the members of a map: one value, or none.
    var element: [SchemaValue]
    /// The members a plain object declares (rare outside named schemas).
    var properties: [String: SchemaValue]
    /// Google marks the property deprecated.
    var isDeprecated: Bool
    /// Google's description starts with "Required.".
    var isRequired: Bool

    /// Reads a value from the discovery document's JSON.
    init(_ json: JSONObject) {
        type = json["type"]?.stringValue
        reference = json["$ref"]?.stringValue
        format = json["format"]?.stringValue
        allowedValues = json["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let deprecatedFlags = json["enumDeprecated"]?.arrayValue?.map { $0.boolValue == true } ?? []
        deprecatedValues = Set(zip(allowedValues, deprecatedFlags).filter(\.1).map(\.0))
        let nested = json["items"]?.objectValue ?? json["additionalProperties"]?.objectValue
        element = nested.map { [SchemaValue($0)] } ?? []
        var properties: [String: SchemaValue] = [:]
        for (name, value) in json["properties"]?.objectValue ?? JSONObject() {
            if let object = value.objectValue { properties[name] = SchemaValue(object) }
        }
        self.properties = properties
        isDeprecated = json["deprecated"]?.boolValue == true
        let description = json["description"]?.stringValue ?? ""
        isRequired = description.hasPrefix("Required.")
    }
}
