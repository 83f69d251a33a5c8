import Foundation

/// A value being built by ``JSONValueEncoding``. Containers hand out child nodes, and the
/// finished tree becomes a ``JSONValue`` once encoding is done.
final class JSONEncodingNode {
    private enum Content {
        case empty
        case value(JSONValue)
        case object
        case array
    }

    private var content = Content.empty
    private var memberKeys: [String] = []
    private var members: [String: JSONEncodingNode] = [:]
    private var elements: [JSONEncodingNode] = []

    var elementCount: Int { elements.count }

    func set(_ value: JSONValue) {
        content = .value(value)
        memberKeys = []
        members = [:]
        elements = []
    }

    func makeObject() {
        if case .object = content { return }
        set(.null)
        content = .object
    }

    func makeArray() {
        if case .array = content { return }
        set(.null)
        content = .array
    }

    /// A fresh node for `key`; encoding a key again replaces its value but keeps its position.
    func member(_ key: String) -> JSONEncodingNode {
        makeObject()
        let node = JSONEncodingNode()
        if members.updateValue(node, forKey: key) == nil {
            memberKeys.append(key)
        }
        return node
    }

    func appendElement() -> JSONEncodingNode {
        makeArray()
        let node = JSONEncodingNode()
        elements.append(node)
        return node
    }

    var value: JSONValue {
        switch content {
        case .empty:
            // A type that encodes nothing becomes an empty object, as with Foundation's JSONEncoder.
            return .object(JSONObject())
        case .value(let value):
            return value
        case .object:
            var object = JSONObject()
            for key in memberKeys {
                object[key] = members[key]?.value ?? .null
            }
            return .object(object)
        case .array:
            return .array(elements.map(\.value))
        }
    }
}

/// The `Encoder` behind ``JSONValueEncoder``; it is also its own single-value container.
struct JSONValueEncoding: Encoder, SingleValueEncodingContainer {
    let node: JSONEncodingNode
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(JSONValueKeyedEncodingContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return JSONValueUnkeyedEncodingContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    mutating func encodeNil() throws {
        node.set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let json as JSONValue:
            node.set(json)
        case let url as URL:
            node.set(.string(url.absoluteString))
        case let decimal as Decimal:
            guard !decimal.isNaN, let number = JSONNumber(text: decimal.description) else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(codingPath: codingPath, debugDescription: "\(decimal) is not a JSON number")
                )
            }
            node.set(.number(number))
        default:
            try value.encode(to: self)
        }
    }

    mutating func encode(_ value: Bool) throws {
        node.set(.bool(value))
    }

    mutating func encode(_ value: String) throws {
        node.set(.string(value))
    }

    mutating func encode(_ value: Double) throws {
        node.set(.number(try number(from: value)))
    }

    mutating func encode(_ value: Float) throws {
        node.set(.number(try number(from: value)))
    }

    mutating func encode(_ value: Int) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int8) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int16) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int32) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int64) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt8) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt16) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt32) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt64) throws {
        node.set(.number(JSONNumber(uncheckedText: String(value))))
    }

    /// Whole doubles are written without a fraction (`100`, not `100.0`), which is how pass
    /// files write distances and durations; other values use the shortest round-trip text.
    private func number(from value: Double) throws -> JSONNumber {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "\(value) cannot be written as a JSON number"
                )
            )
        }
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return JSONNumber(Int(value))
        }
        return JSONNumber(value)
    }

    private func number(from value: Float) throws -> JSONNumber {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "\(value) cannot be written as a JSON number"
                )
            )
        }
        if value.rounded() == value, abs(value) < 16_777_216 {
            return JSONNumber(Int(value))
        }
        return JSONNumber(uncheckedText: value.description)
    }
}

/// The keyed container of ``JSONValueEncoding``; keys are written in the order they are encoded.
struct JSONValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONEncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.member(key.stringValue).set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder(for: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder(for: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        JSONValueEncoding(node: node.member("super"), codingPath: codingPath + [AnyCodingKey("super")])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder(for: key)
    }

    private func encoder(for key: Key) -> JSONValueEncoding {
        JSONValueEncoding(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

/// The unkeyed container of ``JSONValueEncoding``.
struct JSONValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let node: JSONEncodingNode
    let codingPath: [any CodingKey]

    var count: Int { node.elementCount }

    mutating func encodeNil() throws {
        nextEncoder().node.set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Bool) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: String) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Double) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Float) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int8) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int16) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int32) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: Int64) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt8) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt16) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt32) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func encode(_ value: UInt64) throws {
        var encoder = nextEncoder()
        try encoder.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nextEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nextEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nextEncoder()
    }

    private func nextEncoder() -> JSONValueEncoding {
        let index = node.elementCount
        return JSONValueEncoding(node: node.appendElement(), codingPath: codingPath + [AnyCodingKey(index: index)])
    }
}
