import Foundation

/// A value being built by ``JSONValueEncoding``. Containers hand out child nodes, and the
/// finished tree becomes a ``JSONValue`` once encoding is done.
final class JSONEncodingNode {
    /// Where a node sits in its parent, for error messages: the coding path is built from these
    /// only when an error asks for it, not for every value encoded.
    private enum Place {
        case root
        case key(any CodingKey)
        case index(Int)
    }

    private enum Content {
        case empty
        case value(JSONValue)
        case object
        case array
    }

    private var content = Content.empty
    // The tree is alive while its values are encoded, so a child never outlives its parent's use.
    private unowned(unsafe) let parent: JSONEncodingNode?
    private let place: Place
    /// A member is a node of its own only when it needs one (a container, or a value whose
    /// encoding can fail and name its path); strings, booleans and integers are kept as values.
    private enum Member {
        case node(JSONEncodingNode)
        case value(JSONValue)
    }

    private var memberKeys = OrderedKeys()
    // In the order of memberKeys.
    private var members: [Member] = []
    private var elements: [JSONEncodingNode] = []

    var elementCount: Int { elements.count }

    /// A root node.
    init() {
        parent = nil
        place = .root
    }

    private init(parent: JSONEncodingNode, place: Place) {
        self.parent = parent
        self.place = place
    }

    /// The coding path of this node, from the root.
    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node: JSONEncodingNode? = self
        while let current = node {
            switch current.place {
            case .root: break
            case .key(let key): path.append(key)
            case .index(let index): path.append(AnyCodingKey(index: index))
            }
            node = current.parent
        }
        return path.reversed()
    }

    func set(_ value: JSONValue) {
        content = .value(value)
        memberKeys = OrderedKeys()
        members = []
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
    func member(_ key: any CodingKey) -> JSONEncodingNode {
        makeObject()
        let node = JSONEncodingNode(parent: self, place: .key(key))
        setMember(key.stringValue, .node(node))
        return node
    }

    /// Sets `key` to a value that needs no node of its own.
    func setMember(_ key: any CodingKey, to value: JSONValue) {
        makeObject()
        setMember(key.stringValue, .value(value))
    }

    private func setMember(_ name: String, _ member: Member) {
        if let position = memberKeys.position(of: name) {
            members[position] = member
        } else {
            memberKeys.append(name)
            members.append(member)
        }
    }

    func appendElement() -> JSONEncodingNode {
        makeArray()
        let node = JSONEncodingNode(parent: self, place: .index(elements.count))
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
            for (key, member) in zip(memberKeys.keys, members) {
                switch member {
                case .node(let node): object[key] = node.value
                case .value(let value): object[key] = value
                }
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
    var codingPath: [any CodingKey] { node.codingPath }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(JSONValueKeyedEncodingContainer<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return JSONValueUnkeyedEncodingContainer(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    mutating func encodeNil() throws {
        node.set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        // Type comparisons, not dynamic casts: a cast asks the runtime about protocols for every
        // value encoded, which made encoding a pass cost half as much as signing it.
        if T.self == JSONValue.self, let json = value as? JSONValue {
            node.set(json)
        } else if T.self == URL.self, let url = value as? URL {
            node.set(.string(url.absoluteString))
        } else if T.self == Decimal.self, let decimal = value as? Decimal {
            guard !decimal.isNaN, let number = JSONNumber(text: decimal.description) else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(codingPath: codingPath, debugDescription: "\(decimal) is not a JSON number")
                )
            }
            node.set(.number(number))
        } else {
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
        guard let number = JSONNumber(encoding: value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "\(value) cannot be written as a JSON number"
                )
            )
        }
        return number
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
    var codingPath: [any CodingKey] { node.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
        node.member(key).set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        var encoder = encoder(for: key)
        try encoder.encode(value)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        node.setMember(key, to: .bool(value))
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        node.setMember(key, to: .string(value))
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
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        node.setMember(key, to: .number(JSONNumber(uncheckedText: String(value))))
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
        JSONValueEncoding(node: node.member(AnyCodingKey("super")))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder(for: key)
    }

    private func encoder(for key: Key) -> JSONValueEncoding {
        JSONValueEncoding(node: node.member(key))
    }
}

/// The unkeyed container of ``JSONValueEncoding``.
struct JSONValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let node: JSONEncodingNode
    var codingPath: [any CodingKey] { node.codingPath }

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
        JSONValueEncoding(node: node.appendElement())
    }
}
