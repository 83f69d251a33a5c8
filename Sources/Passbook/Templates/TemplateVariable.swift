/// One value a template expects from each record, as `template.json` declares it.
public struct TemplateVariable: Sendable, Hashable {
    /// The placeholder name, dotted for nested data: `holder.name`.
    public var name: String
    /// The type of the value.
    public var type: TemplateValueType
    /// Whether every record must give it.
    public var isRequired: Bool
    /// A value used to render the template for validation and previews.
    public var example: JSONValue
    /// What the value is, for the person filling the data.
    public var summary: String?

    /// Creates a declaration.
    public init(name: String, type: TemplateValueType, isRequired: Bool = false, example: JSONValue, summary: String? = nil) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.example = example
        self.summary = summary
    }

    /// Placeholder names: letters, digits, `_` and `-`, with dots between parts.
    static func isValidName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        }
    }
}
