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
            return Self.render(members, context) { _ in nil }
        }
    }

    /// The value for `context`, taking from `reused` the members it knows (their value, or `nil`
    /// when they render away) rather than rendering them.
    func render(_ context: RecordContext, reusing reused: (String) -> JSONValue??) -> JSONValue? {
        guard case .object(let members) = self else { return render(context) }
        return Self.render(members, context, reusing: reused)
    }

    private static func render(_ members: [(key: String, node: TemplateNode)], _ context: RecordContext, reusing reused: (String) -> JSONValue??) -> JSONValue? {
        var object = JSONObject()
        for (key, node) in members {
            let rendered: JSONValue?
            if case .fixed(let value) = node {
                rendered = value
            } else if let known = reused(key) {
                rendered = known
            } else {
                rendered = node.render(context, parentKey: key)
            }
            guard let value = rendered else { continue }
            if key == "barcode", case .object(let barcode) = value, barcode["message"] == nil { continue }
            object[key] = value
        }
        return object.isEmpty ? nil : .object(object)
    }

    /// Whether the node holds no placeholder.
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }

    /// The names of the values the node's texts refer to.
    var referencedNames: Set<String> {
        switch self {
        case .fixed: return []
        case .text(let text): return Set(text.references.map(\.name))
        case .array(let nodes): return nodes.reduce(into: []) { $0.formUnion($1.referencedNames) }
        case .object(let members): return members.reduce(into: []) { $0.formUnion($1.node.referencedNames) }
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
