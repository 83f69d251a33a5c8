/// `pass.json` compiled once: every string that holds tags becomes a ``TemplateText``.
indirect enum TemplateNode: Sendable {
    /// A value without tags, used as is.
    case fixed(JSONValue)
    case text(TemplateText)
    case array([TemplateNode])
    case object([(key: String, node: TemplateNode)])

    /// Compiles `value`; `path` locates problems.
    static func compile(_ value: JSONValue, path: [JSONPath.Component] = [], references: inout [(path: String, reference: MustacheTags.Reference)]) throws(TemplateNodeProblem) -> TemplateNode {
        switch value {
        case .string(let string):
            guard MustacheTags.hasTags(string) else { return .fixed(value) }
            do {
                let text = try TemplateText(string)
                let location = JSONPath.string(path)
                references += text.references.map { (location, $0) }
                return .text(text)
            } catch {
                throw TemplateNodeProblem(path: JSONPath.string(path), reason: error.reason)
            }
        case .array(let elements):
            var nodes: [TemplateNode] = []
            var templated = false
            for (index, element) in elements.enumerated() {
                let node = try compile(element, path: path + [.index(index)], references: &references)
                if case .fixed = node {} else { templated = true }
                nodes.append(node)
            }
            return templated ? .array(nodes) : .fixed(value)
        case .object(let object):
            var members: [(key: String, node: TemplateNode)] = []
            var templated = false
            for (key, member) in object {
                let node = try compile(member, path: path + [.key(key)], references: &references)
                if case .fixed = node {} else { templated = true }
                members.append((key, node))
            }
            return templated ? .object(members) : .fixed(value)
        default:
            return .fixed(value)
        }
    }

    /// The value for `context`, or `nil` when it renders away: an empty templated string, a field
    /// without its value, a barcode without its message, or a container emptied by such removals.
    func render(_ context: RecordContext, parentKey: String? = nil) -> JSONValue? {
        switch self {
        case .fixed(let value):
            return value
        case .text(let text):
            let value = text.render(context)
            if case .string(let string) = value, string.isEmpty { return nil }
            return value
        case .array(let nodes):
            var elements: [JSONValue] = []
            for node in nodes {
                guard let element = node.render(context, parentKey: parentKey) else { continue }
                if case .fixed = node {
                    elements.append(element)
                    continue
                }
                if let required = Self.requiredMember(inArray: parentKey), case .object(let object) = element, object[required] == nil {
                    continue
                }
                elements.append(element)
            }
            return elements.isEmpty ? nil : .array(elements)
        case .object(let members):
            var object = JSONObject()
            for (key, node) in members {
                guard let value = node.render(context, parentKey: key) else { continue }
                if key == "barcode", case .object(let barcode) = value, barcode["message"] == nil { continue }
                object[key] = value
            }
            return object.isEmpty ? nil : .object(object)
        }
    }

    /// The member without which an element of the array under `key` means nothing.
    private static func requiredMember(inArray key: String?) -> String? {
        guard let key else { return nil }
        if key.hasSuffix("Fields") { return "value" }
        if key == "barcodes" { return "message" }
        return nil
    }
}

/// Why a string of `pass.json` cannot be compiled, and where it is.
struct TemplateNodeProblem: Error, Sendable {
    var path: String
    var reason: String
}
