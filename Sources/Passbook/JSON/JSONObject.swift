/// A JSON object: string keys mapped to values, kept in insertion order.
///
/// The order is what gets written, which keeps output deterministic and close to what was read.
/// Equality ignores the order, as JSON does: two objects are equal when they hold the same keys
/// with equal values.
public struct JSONObject: Sendable {
    private var orderedKeys = OrderedKeys()
    private var orderedValues: [JSONValue] = []

    /// Creates an empty object.
    public init() {}

    /// Creates an object from key-value pairs in order; a repeated key keeps its first position
    /// and its last value.
    public init(_ pairs: some Sequence<(key: String, value: JSONValue)>) {
        for (key, value) in pairs {
            self[key] = value
        }
    }

    /// The keys in order.
    public var keys: [String] { orderedKeys.keys }

    /// The values in key order.
    public var values: [JSONValue] { orderedValues }

    /// The number of members.
    public var count: Int { orderedValues.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { orderedValues.isEmpty }

    /// The value for `key`; setting `nil` removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get {
            orderedKeys.position(of: key).map { orderedValues[$0] }
        }
        set {
            if let newValue {
                if let position = orderedKeys.position(of: key) {
                    orderedValues[position] = newValue
                } else {
                    orderedKeys.append(key)
                    orderedValues.append(newValue)
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Whether the object has a member named `key`.
    public func contains(key: String) -> Bool {
        orderedKeys.position(of: key) != nil
    }

    /// Removes the member named `key` and returns its value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = orderedKeys.position(of: key) else { return nil }
        orderedKeys.remove(at: position)
        return orderedValues.remove(at: position)
    }
}

extension JSONObject: Hashable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs where rhs[key] != value {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Members are hashed one by one and summed so that the order cannot change the hash.
        var sum = 0
        for (key, value) in self {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            sum = sum &+ member.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}

extension JSONObject: Sequence {
    /// Iterates over the members in order.
    public struct Iterator: IteratorProtocol, Sendable {
        private let object: JSONObject
        private var index = 0

        init(_ object: JSONObject) {
            self.object = object
        }

        public mutating func next() -> (key: String, value: JSONValue)? {
            guard index < object.orderedValues.count else { return nil }
            defer { index += 1 }
            return (object.orderedKeys.keys[index], object.orderedValues[index])
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(self)
    }

    public var underestimatedCount: Int { count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (key, value) in elements {
            self[key] = value
        }
    }
}

extension JSONObject: CustomStringConvertible {
    public var description: String {
        JSONWriter(style: .compact).string(from: .object(self))
    }
}
