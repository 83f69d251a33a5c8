import Mustache

/// A record as swift-mustache looks values up: dotted names walk down the groups of the record.
struct RecordContext: MustacheParent, Sendable {
    /// The dotted prefixes of a template's value names ("holder" of "holder.name"), each with the
    /// full names under it: known once per template, so a record's context is not built name by name.
    struct Groups: Sendable {
        fileprivate let members: [String: [String]]

        init(names: some Sequence<String>) {
            var members: [String: [String]] = [:]
            for full in names {
                var name = Substring(full)
                while let dot = name.lastIndex(of: ".") {
                    name = name[..<dot]
                    members[String(name), default: []].append(full)
                }
            }
            self.members = members
        }
    }

    private let values: [String: JSONValue]
    private let groups: Groups
    private let prefix: String

    /// A record's values by full dotted name, all of them among the names `groups` was made from.
    init(values: [String: JSONValue], groups: Groups) {
        self.init(values: values, groups: groups, prefix: "")
    }

    private init(values: [String: JSONValue], groups: Groups, prefix: String) {
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
        // A group exists for a record when one of its names has a value.
        let present = groups.members[full]?.contains { values[$0] != nil } ?? false
        return present ? RecordContext(values: values, groups: groups, prefix: full) : nil
    }
}
