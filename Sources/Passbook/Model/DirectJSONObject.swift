/// The object a ``DirectJSONObjectEncodable`` value writes, built member by member in the order
/// its `encode(to:)` writes them, with the same JSON for each value as ``JSONValueEncoder`` gives.
///
/// ``object`` is `nil` once a value cannot be written this way (a NaN or infinite number): the
/// caller then encodes member by member, so the error names the value's path.
struct DirectJSONObject {
    private var members = JSONObject()
    private var failed = false

    /// The members added, or `nil` when one could not be written directly.
    var object: JSONObject? { failed ? nil : members }

    mutating func add(_ key: some CodingKey, _ value: String?) {
        if let value { members[key.stringValue] = .string(value) }
    }

    mutating func add(_ key: some CodingKey, _ value: Bool?) {
        if let value { members[key.stringValue] = .bool(value) }
    }

    mutating func add(_ key: some CodingKey, _ value: Int?) {
        if let value { members[key.stringValue] = .number(JSONNumber(value)) }
    }

    mutating func add(_ key: some CodingKey, _ value: Double?) {
        guard let value else { return }
        guard let number = JSONNumber(encoding: value) else { return failed = true }
        members[key.stringValue] = .number(number)
    }

    mutating func add(_ key: some CodingKey, _ value: [String]?) {
        if let value { members[key.stringValue] = .array(value.map { .string($0) }) }
    }

    /// A value written as its text (dates, durations).
    mutating func add(_ key: some CodingKey, _ value: (some TextCodable)?) {
        if let value { members[key.stringValue] = .string(value.description) }
    }

    /// A value of an open enumeration, written as its raw string.
    mutating func add(_ key: some CodingKey, _ value: (some OpenEnumeration)?) {
        if let value { members[key.stringValue] = .string(value.rawValue) }
    }

    /// Any other value, through ``JSONValueEncoder``.
    mutating func add(_ key: some CodingKey, encoding value: (some Encodable)?) {
        guard let value, !failed else { return }
        do {
            members[key.stringValue] = try JSONValueEncoder().encode(value)
        } catch {
            failed = true
        }
    }

    /// Adds the unknown keys after the known ones, as ``Encoder/encodeUnknownKeys(_:besides:)`` does.
    mutating func addUnknownKeys<Keys: CodingKey>(_ unknownKeys: JSONObject, besides knownKeys: Keys.Type) {
        members.appendUnknownKeys(unknownKeys, besides: knownKeys)
    }
}
