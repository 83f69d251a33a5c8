/// Writes locations inside a JSON document the way messages show them:
/// `eventTicket.auxiliaryFields[1].dateStyle`, with odd keys quoted (`userInfo["a.b"]`).
enum JSONPath {
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    static func string(_ components: some Sequence<Component>) -> String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where isPlainKey(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                var escaped = ""
                for character in key {
                    if character == "\\" || character == "\"" { escaped.append("\\") }
                    escaped.append(character)
                }
                text += "[\"\(escaped)\"]"
            }
        }
        return text
    }

    static func string(codingPath: [any CodingKey]) -> String {
        string(codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) })
    }

    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "$"
        }
    }
}
