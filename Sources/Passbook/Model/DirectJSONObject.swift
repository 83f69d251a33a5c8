/// Where a model value's members go, in the order it writes them: a keyed encoding container,
/// or a ``DirectJSONObject``. A type that lists its members once, against a sink, writes the same
/// members in the same order both ways.
protocol MemberSink<Key> {
    associatedtype Key: CodingKey
    /// Writes `value` under `key`, or nothing when it is `nil`.
    mutating func put<Value: Encodable>(_ value: Value?, _ key: Key) throws
}

extension KeyedEncodingContainer: MemberSink {
    mutating func put<Value: Encodable>(_ value: Value?, _ key: Key) throws {
        try encodeIfPresent(value, forKey: key)
    }
}

/// The object a ``DirectJSONObjectEncodable`` value writes, built member by member with the same
/// JSON for each value as ``JSONValueEncoder`` gives, without a container call per member.
///
/// ``object`` is `nil` once a value cannot be written this way (a NaN or infinite number): the
/// caller then encodes member by member, so the error names the value's path.
struct DirectJSONObject<Key: CodingKey>: MemberSink {
    private var members = JSONObject()
    private var failed = false

    /// The members written, or `nil` when one could not be written directly.
    var object: JSONObject? { failed ? nil : members }

    mutating func put<Value: Encodable>(_ value: Value?, _ key: Key) {
        guard let value, !failed else { return }
        // Casts of a concrete type, folded away where the list of members is specialized.
        let json: JSONValue
        if let text = value as? String {
            json = .string(text)
        } else if let flag = value as? Bool {
            json = .bool(flag)
        } else if let number = value as? Int {
            json = .number(JSONNumber(number))
        } else if let number = value as? Double {
            guard let written = JSONNumber(encoding: number) else { return failed = true }
            json = .number(written)
        } else if let texts = value as? [String] {
            json = .array(texts.map { .string($0) })
        } else if let date = value as? W3CDate {
            json = .string(date.description)
        } else {
            do {
                json = try JSONValueEncoder().encode(value)
            } catch {
                return failed = true
            }
        }
        members[key.stringValue] = json
    }

    /// Adds the unknown keys after the known ones, as ``Encoder/encodeUnknownKeys(_:besides:)`` does.
    mutating func addUnknownKeys(_ unknownKeys: JSONObject) {
        members.appendUnknownKeys(unknownKeys, besides: Key.self)
    }
}
