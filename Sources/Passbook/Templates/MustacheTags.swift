import Foundation

/// The names a Mustache text refers to, found without rendering it.
///
/// swift-mustache parses templates but does not say which names they use, and a pass template must
/// name only declared values, so the tags are scanned here. Partials, blocks and delimiter changes
/// have no meaning inside a `pass.json` string and are refused.
struct MustacheTags {
    /// A tag that refers to a value.
    struct Reference: Hashable {
        enum Kind: Hashable {
            case variable
            case section
            case invertedSection
        }
        var name: String
        var kind: Kind
    }

    /// The references in order, closing tags left out.
    var references: [Reference] = []

    /// Whether `text` holds any tag.
    static func hasTags(_ text: String) -> Bool {
        text.contains("{{")
    }

    /// Scans `text`; throws a reason when a tag is unsupported or malformed.
    init(scanning text: String) throws(TemplateSyntaxProblem) {
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            let triple = rest.first == "{"
            if triple { rest = rest.dropFirst() }
            guard let close = rest.range(of: triple ? "}}}" : "}}") else {
                throw TemplateSyntaxProblem(reason: "a tag opened with \(triple ? "{{{" : "{{") is never closed")
            }
            var body = rest[..<close.lowerBound].trimmingASCIIWhitespace()
            rest = rest[close.upperBound...]
            var kind = Reference.Kind.variable
            switch body.first {
            case "!", "%", "/":
                continue
            case "#":
                kind = .section
                body = body.dropFirst().trimmingASCIIWhitespace()
            case "^":
                kind = .invertedSection
                body = body.dropFirst().trimmingASCIIWhitespace()
            case "&":
                body = body.dropFirst().trimmingASCIIWhitespace()
            case ">", "<", "$", "=":
                throw TemplateSyntaxProblem(reason: "the tag {{\(body)}} is a partial, block or delimiter change, which pass templates do not support")
            default:
                break
            }
            guard let name = Self.name(in: body) else {
                throw TemplateSyntaxProblem(reason: "{{\(body)}} does not name a value; write a name such as {{holder.name}}")
            }
            if name != "." { references.append(Reference(name: name, kind: kind)) }
        }
    }

    /// The value name of a tag body: `holder.name`, or the argument of transforms such as `uppercased(name)`.
    private static func name(in body: Substring) -> String? {
        var body = body
        while let open = body.firstIndex(of: "("), body.last == ")" {
            body = body[body.index(after: open)..<body.index(before: body.endIndex)].trimmingASCIIWhitespace()
        }
        if body == "." { return "." }
        if body.first == "." { body = body.dropFirst() }
        let name = String(body)
        return TemplateVariable.isValidName(name) ? name : nil
    }
}

/// Why a Mustache text cannot be used.
struct TemplateSyntaxProblem: Error, Sendable {
    var reason: String
}
