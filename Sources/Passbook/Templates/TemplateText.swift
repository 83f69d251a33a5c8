import Mustache

/// A string of a template, ready to render many times.
struct TemplateText: Sendable {
    private enum Form: Sendable {
        /// No tags: the text as is.
        case literal(String)
        /// Only `{{name}}`: the value keeps its JSON type (number, boolean).
        case value(name: String)
        /// Mustache text, rendered to a string.
        case mustache(MustacheTemplate)
    }

    private let form: Form
    /// The names the text refers to.
    let references: [MustacheTags.Reference]

    /// Whether the text changes from one record to the next.
    var isTemplated: Bool {
        if case .literal = form { return false }
        return true
    }

    /// Compiles `text`; throws a reason when it is not valid Mustache.
    init(_ text: String) throws(TemplateSyntaxProblem) {
        guard MustacheTags.hasTags(text) else {
            form = .literal(text)
            references = []
            return
        }
        let tags = try MustacheTags(scanning: text)
        references = tags.references
        let trimmed = text.trimmingASCIIWhitespace()
        if tags.references.count == 1, tags.references[0].kind == .variable,
            trimmed.hasPrefix("{{"), trimmed.hasSuffix("}}"), trimmed.dropFirst(2).dropLast(2).firstIndex(of: "}") == nil,
            !trimmed.hasPrefix("{{{"), !trimmed.contains("(")
        {
            form = .value(name: tags.references[0].name)
            return
        }
        do {
            // Text, not HTML: pass.json and pass.strings take the characters as they are.
            form = .mustache(try MustacheTemplate(string: Self.pragma + text))
        } catch {
            throw TemplateSyntaxProblem(reason: "it is not valid Mustache (\(Self.describe(error)))")
        }
    }

    /// The text for `record`: a string, or the value itself when the text is only its placeholder.
    func render(_ context: RecordContext) -> JSONValue {
        switch form {
        case .literal(let text):
            return .string(text)
        case .value(let name):
            switch context.value(named: name) {
            case .none, .some(.null): return .string("")
            case .some(.string(let text)): return .string(text)
            case .some(let value): return value
            }
        case .mustache(let template):
            return .string(template.render(context))
        }
    }

    private static let pragma = "{{% CONTENT_TYPE: TEXT}}"

    private static func describe(_ error: any Error) -> String {
        if let parse = error as? MustacheTemplate.ParserError {
            // The first line carries the content-type pragma added in front of the text.
            let column = parse.context.columnNumber - (parse.context.lineNumber == 1 ? pragma.count : 0)
            return "\(parse.error) at line \(parse.context.lineNumber), column \(max(column, 0) + 1)"
        }
        return "\(error)"
    }
}
