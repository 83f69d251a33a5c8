/// JSON Schemas (draft 2020-12) of `pass.json` and `template.json`, for editors and other tools.
///
/// Both are generated from what Passbook itself reads: the pass schema from the shapes the
/// validator judges every key by, the template schema from the value types templates declare, so
/// neither can drift from the validator. The schemas say what type each documented key has and
/// admit no other key (`additionalProperties: false`, at every level but inside `userInfo`), so an
/// editor flags a misspelt key as `passbook validate` warns of it: Wallet would ignore its value.
/// The rest of Wallet's rules (formats of dates and colors, which keys a style needs, images) are
/// `passbook validate`'s.
public enum JSONSchemas {
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of `pass.json`.
    public static var pass: JSONValue {
        var root = JSONObject()
        root["$schema"] = .string(draft)
        root["$id"] = .string("urn:passbook:schema:pass")
        root["title"] = .string("pass.json of an Apple Wallet pass")
        root["description"] = .string("The documented keys of pass.json and their types, as passbook validate reads them. Run passbook validate for the rest of Wallet's rules.")
        // Keys seen in real passes that Apple does not document are admitted: Wallet ignores them
        // and the validator says so, but they are not typos.
        let undocumented = Dictionary(uniqueKeysWithValues: PassSchema.undocumentedKeys.map { ($0, Shape.anything) })
        let keys = PassSchema.topLevel.merging(undocumented) { documented, _ in documented }
        for (key, value) in object(keys, required: Pass.requiredKeys) { root[key] = value }
        return .object(root)
    }

    /// The schema of a template's `template.json`.
    public static var template: JSONValue {
        var variable = JSONObject()
        variable["type"] = .string("object")
        variable["required"] = .array([.string("name"), .string("example")])
        variable["properties"] = .object(JSONObject([
            (key: "name", value: .object(JSONObject([
                (key: "type", value: .string("string")),
                (key: "pattern", value: .string(#"^[^.\s]+(\.[^.\s]+)*$"#)),
                (key: "description", value: .string("The value's name, dotted for nesting (holder.name); a CSV column or a JSON Lines key.")),
            ]))),
            (key: "type", value: .object(JSONObject([
                (key: "enum", value: .array(TemplateValueType.allCases.map { .string($0.rawValue) })),
                (key: "default", value: .string(TemplateValueType.string.rawValue)),
            ]))),
            (key: "required", value: .object(JSONObject([(key: "type", value: .string("boolean")), (key: "default", value: .bool(false))]))),
            (key: "example", value: .object(JSONObject([
                (key: "type", value: .array([.string("string"), .string("number"), .string("boolean")])),
                (key: "description", value: .string("A value of the declared type: the example pass is rendered with these.")),
            ]))),
            (key: "description", value: type("string")),
        ]))
        variable["additionalProperties"] = .bool(false)
        var root = JSONObject()
        root["$schema"] = .string(draft)
        root["$id"] = .string("urn:passbook:schema:template")
        root["title"] = .string("template.json of a passbook template")
        root["type"] = .string("object")
        root["required"] = .array([.string("name"), .string("data")])
        root["properties"] = .object(JSONObject([
            (key: "$schema", value: type("string")),
            (key: "name", value: type("string")),
            (key: "summary", value: type("string")),
            (key: "style", value: .object(JSONObject([(key: "enum", value: .array(PassStyle.allCases.map { .string($0.key) }))]))),
            (key: "data", value: .object(JSONObject([(key: "type", value: .string("array")), (key: "items", value: .object(variable))]))),
        ]))
        root["additionalProperties"] = .bool(false)
        return .object(root)
    }

    private static func schema(_ shape: Shape) -> JSONValue {
        switch shape {
        case .string: return type("string")
        case .date: return typed("string", "A W3C date and time with a zone, such as 2027-06-18T20:00:00+02:00.")
        case .color: return typed("string", "A color as rgb(r, g, b), components from 0 to 255.")
        case .url:
            var url = JSONObject()
            url["type"] = .string("string")
            url["format"] = .string("uri")
            return .object(url)
        case .integer: return type("integer")
        case .number: return type("number")
        case .bool: return type("boolean")
        case .stringOrNumber: return .object(JSONObject([(key: "type", value: .array([.string("string"), .string("number")]))]))
        case .array(let element):
            return .object(JSONObject([(key: "type", value: .string("array")), (key: "items", value: schema(element))]))
        case .object(let keys): return .object(object(keys, required: []))
        case .anything: return .object(JSONObject())
        }
    }

    private static func object(_ keys: [String: Shape], required: [String]) -> JSONObject {
        var result = JSONObject()
        result["type"] = .string("object")
        if !required.isEmpty { result["required"] = .array(required.map { .string($0) }) }
        result["properties"] = .object(JSONObject(keys.sorted { $0.key < $1.key }.map { (key: $0.key, value: schema($0.value)) }))
        result["additionalProperties"] = .bool(false)
        return result
    }

    private static func type(_ name: String) -> JSONValue {
        .object(JSONObject([(key: "type", value: .string(name))]))
    }

    private static func typed(_ name: String, _ description: String) -> JSONValue {
        .object(JSONObject([(key: "type", value: .string(name)), (key: "description", value: .string(description))]))
    }
}
