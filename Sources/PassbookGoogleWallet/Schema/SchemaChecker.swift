import Passbook

/// Walks a resource beside its schema and collects what Google would refuse or warn about.
struct SchemaChecker {
    let schemas: [String: SchemaValue]
    private(set) var findings: [Diagnostic] = []

    init(schemas: [String: SchemaValue]) {
        self.schemas = schemas
    }

    mutating func check(_ value: JSONValue, against expected: SchemaValue, path: String) {
        if value.isNull {
            fail("google.schema.type", path, "is null; leave a property out instead of writing null")
            return
        }
        if let reference = expected.reference {
            guard let named = schemas[reference] else {
                fail("google.schema.unknown-schema", path, "refers to the schema \(reference), which the discovery document lacks")
                return
            }
            guard let members = value.objectValue else {
                fail("google.schema.type", path, "should be a \(reference) object but is \(value.kindDescription)")
                return
            }
            checkObject(members, schema: reference, properties: named.properties, path: path)
            return
        }
        switch expected.type {
        case "string":
            guard let text = value.stringValue else {
                fail("google.schema.type", path, "should be a string\(formatNote(expected)) but is \(value.kindDescription)")
                return
            }
            checkString(text, expected: expected, path: path)
        case "integer":
            guard let number = value.numberValue, let integer = number.intValue else {
                fail("google.schema.type", path, "should be an integer but is \(value.kindDescription)")
                return
            }
            if expected.format == "int32", integer < Int(Int32.min) || integer > Int(Int32.max) {
                fail("google.schema.format", path, "\(integer) does not fit in a 32-bit integer")
            } else if expected.format == "uint32", integer < 0 || integer > Int(UInt32.max) {
                fail("google.schema.format", path, "\(integer) does not fit in an unsigned 32-bit integer")
            }
        case "number":
            if value.numberValue == nil { fail("google.schema.type", path, "should be a number but is \(value.kindDescription)") }
        case "boolean":
            if value.boolValue == nil { fail("google.schema.type", path, "should be true or false but is \(value.kindDescription)") }
        case "array":
            guard let elements = value.arrayValue else {
                fail("google.schema.type", path, "should be an array but is \(value.kindDescription)")
                return
            }
            if let element = expected.element.first {
                for (index, item) in elements.enumerated() { check(item, against: element, path: "\(path)[\(index)]") }
            }
        case "object":
            guard let members = value.objectValue else {
                fail("google.schema.type", path, "should be an object but is \(value.kindDescription)")
                return
            }
            if let element = expected.element.first {
                for (key, member) in members { check(member, against: element, path: "\(path).\(key)") }
            } else {
                checkObject(members, schema: nil, properties: expected.properties, path: path)
            }
        default:
            break
        }
    }

    private mutating func checkObject(_ members: JSONObject, schema: String?, properties: [String: SchemaValue], path: String) {
        for (key, member) in members {
            let memberPath = "\(path).\(key)"
            guard let property = properties[key] else {
                let owner = schema.map { "\($0) has" } ?? "the object has"
                fail("google.schema.unknown-key", memberPath, "is not a property Google knows: \(owner) no \(key)")
                continue
            }
            if property.isDeprecated {
                findings.append(Diagnostic(
                    id: "google.schema.deprecated", severity: .warning,
                    message: "is deprecated in the walletobjects API and may be ignored", path: memberPath
                ))
            }
            check(member, against: property, path: memberPath)
            if let schema { checkForm(member, property: key, schema: schema, path: memberPath) }
        }
        for (key, property) in properties.sorted(by: { $0.key < $1.key }) where property.isRequired && members[key] == nil {
            fail("google.schema.required", "\(path).\(key)", "is missing; Google requires it in \(schema ?? "this object")")
        }
    }

    private mutating func checkString(_ text: String, expected: SchemaValue, path: String) {
        if !expected.allowedValues.isEmpty {
            if !expected.allowedValues.contains(text) {
                fail("google.schema.enum", path, "\"\(text)\" is not one of \(expected.allowedValues.filter { !expected.deprecatedValues.contains($0) }.joined(separator: ", "))")
            } else if expected.deprecatedValues.contains(text) {
                findings.append(Diagnostic(
                    id: "google.schema.deprecated", severity: .warning,
                    message: "\"\(text)\" is a deprecated value; use its upper-case form", path: path
                ))
            }
        }
        switch expected.format {
        case "int64", "int32":
            if Int64(text) == nil { fail("google.schema.format", path, "\"\(text)\" should be a whole number written as a string") }
        case "uint64", "uint32":
            if UInt64(text) == nil { fail("google.schema.format", path, "\"\(text)\" should be a whole number of zero or more written as a string") }
        default:
            break
        }
    }

    /// Forms the discovery document states in prose rather than in its types.
    private mutating func checkForm(_ value: JSONValue, property: String, schema: String, path: String) {
        guard let text = value.stringValue else { return }
        let isResource = schema.hasSuffix("Class") || schema.hasSuffix("Object")
        if isResource, property == "id" || property == "classId", !GoogleWalletIdentifier.isValid(text) {
            fail("google.schema.id", path, "\"\(text)\" is not ISSUER_ID.identifier with only letters, digits, '.', '_' and '-' after the issuer ID")
        }
        if schema == "TextModuleData", property == "id", !GoogleWalletIdentifier.isValidModuleID(text) {
            fail("google.schema.id", path, "\"\(text)\" may hold only letters, digits, '_' and '-'")
        }
        if property == "hexBackgroundColor", !Self.isHexColor(text) {
            fail("google.schema.format", path, "\"\(text)\" is not a color like #1a73e8")
        }
    }

    private static func isHexColor(_ text: String) -> Bool {
        let digits = text.dropFirst()
        return text.hasPrefix("#") && (digits.count == 6 || digits.count == 3) && digits.allSatisfy(\.isHexDigit)
    }

    private func formatNote(_ expected: SchemaValue) -> String {
        switch expected.format {
        case "int64", "uint64": " (Google writes 64-bit numbers as strings)"
        default: ""
        }
    }

    private mutating func fail(_ id: String, _ path: String, _ message: String) {
        findings.append(Diagnostic(id: id, severity: .error, message: message, path: path))
    }
}
