/// One record of data for a template: values by dotted name, and where the record came from.
public struct TemplateRecord: Sendable, Hashable {
    /// The values by dotted name (`holder.name`); absent values are not present.
    public var values: [String: JSONValue]
    /// Where the record is, for messages: `line 12`, `people.csv line 12`, `request body`.
    public var location: String
    /// The line the record starts on in its data file, when it comes from one.
    public var line: Int?

    /// Creates a record from flat values (`holder.name` → `"Jane"`).
    public init(values: [String: JSONValue], location: String = "record", line: Int? = nil) {
        self.values = values
        self.location = location
        self.line = line
    }

    /// Creates a record from a JSON object, flattening nested objects into dotted names.
    ///
    /// `null` values are taken as absent. Arrays cannot be placeholders and are refused.
    public init(object: JSONObject, location: String = "record", line: Int? = nil) throws {
        var values: [String: JSONValue] = [:]
        func flatten(_ object: JSONObject, prefix: String) throws {
            for (key, value) in object {
                let name = prefix.isEmpty ? key : prefix + "." + key
                switch value {
                case .null: continue
                case .object(let nested): try flatten(nested, prefix: name)
                case .array:
                    throw PassbookError(
                        .invalidRecord, operation: "read the \(location)",
                        reason: "\(name) is an array, and template values are single values",
                        fix: "Give \(name) as text, a number or a boolean"
                    )
                default: values[name] = value
                }
            }
        }
        try flatten(object, prefix: "")
        self.init(values: values, location: location, line: line)
    }

    /// The serial number the record gives, if any: `serialNumber`, or `orderIdentifier`, the name
    /// an order's records give it.
    public var serialNumber: String? {
        get {
            for name in ["serialNumber", "orderIdentifier"] {
                if let text = values[name]?.stringValue ?? values[name]?.numberValue?.text { return text }
            }
            return nil
        }
        set {
            values["serialNumber"] = newValue.map(JSONValue.string)
            values["orderIdentifier"] = nil
        }
    }

    /// The authentication token the record gives, if any.
    public var authenticationToken: String? {
        get { values["authenticationToken"]?.stringValue }
        set { values["authenticationToken"] = newValue.map(JSONValue.string) }
    }
}
