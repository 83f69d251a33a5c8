public import Foundation

/// What `template.json` says about a template: its name and the data each record gives.
///
/// ```json
/// {
///   "name": "Event ticket",
///   "summary": "A concert ticket with a seat.",
///   "style": "eventTicket",
///   "data": [
///     { "name": "holder.name", "type": "string", "required": true, "example": "Jane Appleseed" }
///   ]
/// }
/// ```
public struct TemplateDescription: Sendable, Hashable {
    /// The names every template can use without declaring them.
    public static let builtInNames: Set<String> = ["serialNumber", "orderIdentifier", "authenticationToken"]

    /// A human name for the template.
    public var name: String
    /// One line on what it is for.
    public var summary: String?
    /// The pass style key it makes (`eventTicket`), when given.
    public var style: String?
    /// The values each record gives, in the order declared.
    public var variables: [TemplateVariable]

    /// Creates a description.
    public init(name: String, summary: String? = nil, style: String? = nil, variables: [TemplateVariable]) {
        self.name = name
        self.summary = summary
        self.style = style
        self.variables = variables
    }

    /// The declaration of `name`, if any.
    public func variable(named name: String) -> TemplateVariable? {
        variables.first { $0.name == name }
    }

    /// Whether a record may give `name`: a declared value or a built-in one.
    public func accepts(_ name: String) -> Bool {
        Self.builtInNames.contains(name) || variable(named: name) != nil
    }

    /// The declared or built-in name nearest to `name`, for "did you mean" hints; `nil` when none is near.
    public func closestName(to name: String) -> String? {
        EditDistance.closest(to: name, among: variables.map(\.name) + Self.builtInNames)
    }

    /// The end of a message that `name`, which the template does not declare, is ignored:
    /// "; did you mean NAME?" when a declared or built-in name is near, else nothing.
    public func suggestion(for name: String) -> String {
        closestName(to: name).map { "; did you mean \($0)?" } ?? ""
    }

    /// Reads `template.json`; `template` names the template in errors.
    public init(data: Data, template: String) throws {
        let operation = "read template.json of the template \(template)"
        let value = try JSONParser(mode: .strict).parse(data, file: "template.json").value
        func failure(_ reason: String) -> PassbookError {
            PassbookError(
                .invalidTemplate, operation: operation, reason: reason,
                fix: #"Describe the data as {"name": …, "data": [{"name": "holder.name", "type": "string", "required": true, "example": "Jane"}]}"#
            )
        }
        guard let object = value.objectValue else { throw failure("it holds \(value.kindDescription) instead of a JSON object") }
        guard let array = object["data"]?.arrayValue else { throw failure("it has no \"data\" array") }
        var variables: [TemplateVariable] = []
        for (index, element) in array.enumerated() {
            let path = "data[\(index)]"
            guard let entry = element.objectValue else { throw failure("\(path) is \(element.kindDescription), not an object") }
            guard let name = entry["name"]?.stringValue, TemplateVariable.isValidName(name) else {
                throw failure("\(path).name must be a placeholder name such as \"holder.name\" (letters, digits, _ and -, parts joined by dots)")
            }
            guard !Self.builtInNames.contains(name) else {
                throw failure("\(path) declares \(name), which every template has built in; remove the declaration")
            }
            guard !variables.contains(where: { $0.name == name }) else { throw failure("\(name) is declared twice") }
            if let clash = variables.first(where: { name.hasPrefix($0.name + ".") || $0.name.hasPrefix(name + ".") }) {
                throw failure("\(name) and \(clash.name) cannot both be declared: one would have to be a value and a group at once")
            }
            let typeName = entry["type"]?.stringValue ?? "string"
            guard let type = TemplateValueType(rawValue: typeName) else {
                let known = TemplateValueType.allCases.map(\.rawValue).joined(separator: ", ")
                throw failure("\(name) has the unknown type \"\(typeName)\"; use one of \(known)")
            }
            let required = entry["required"]?.boolValue ?? false
            guard let example = entry["example"] else {
                throw failure("\(name) has no example; every value needs one so that the template can be rendered and checked")
            }
            guard case .success(let checked) = type.coerce(example) else {
                throw failure("the example of \(name) is \(example.kindDescription), which is not \(type.hint)")
            }
            variables.append(TemplateVariable(name: name, type: type, isRequired: required, example: checked, summary: entry["description"]?.stringValue))
        }
        self.init(
            name: object["name"]?.stringValue ?? template,
            summary: object["summary"]?.stringValue,
            style: object["style"]?.stringValue,
            variables: variables
        )
    }

    /// `template.json` as written by Passbook.
    public func jsonData() -> Data {
        var root = JSONObject()
        root["name"] = .string(name)
        if let summary { root["summary"] = .string(summary) }
        if let style { root["style"] = .string(style) }
        root["data"] = .array(
            variables.map { variable in
                var entry = JSONObject()
                entry["name"] = .string(variable.name)
                entry["type"] = .string(variable.type.rawValue)
                entry["required"] = .bool(variable.isRequired)
                entry["example"] = variable.example
                if let summary = variable.summary { entry["description"] = .string(summary) }
                return .object(entry)
            }
        )
        return JSONWriter(style: .pretty).data(from: .object(root))
    }
}

extension PassbookError.Code {
    /// A pass template is malformed: its `pass.json`, `template.json` or a placeholder.
    public static let invalidTemplate = PassbookError.Code(rawValue: "invalid-template")
    /// A record of data does not fit its template: a missing or mistyped value.
    public static let invalidRecord = PassbookError.Code(rawValue: "invalid-record")
}
