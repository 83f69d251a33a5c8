import Mustache

/// A record as swift-mustache looks values up: dotted names walk down the groups of the record.
struct RecordContext: MustacheParent, Sendable {
    private let values: [String: JSONValue]
    private let groups: Set<String>
    private let prefix: String

    /// A record's values by full dotted name.
    init(values: [String: JSONValue]) {
        var groups = Set<String>()
        for name in values.keys {
            var name = Substring(name)
            while let dot = name.lastIndex(of: ".") {
                name = name[..<dot]
                groups.insert(String(name))
            }
        }
        self.init(values: values, groups: groups, prefix: "")
    }

    private init(values: [String: JSONValue], groups: Set<String>, prefix: String) {
        self.values = values
        self.groups = groups
        self.prefix = prefix
    }

    /// The value of a full dotted name.
    func value(named name: String) -> JSONValue? {
        values[name]
    }

    func child(named name: String) -> Any? {
        let full = prefix.isEmpty ? name : prefix + "." + name
        if let value = values[full] {
            switch value {
            case .string(let text): return text
            case .bool(let bool): return bool
            case .number(let number): return number.text
            case .null, .array, .object: return nil
            }
        }
        return groups.contains(full) ? RecordContext(values: values, groups: groups, prefix: full) : nil
    }
}
