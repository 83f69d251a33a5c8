import Foundation
import Hummingbird
import HummingbirdCore
import Passbook

/// What the issuer API's pass and order routes read and answer alike: a creation request, a
/// listing's filters and an item's fields, under the names each kind gives its identifiers.
enum IssuerRequests {
    /// The template, data and identifier (`serialNumber` or `orderIdentifier`, as `identifierKey`
    /// says) of a creation request; nothing else is taken.
    static func creation(_ body: JSONObject, identifierKey: String, kind: PackageKind) throws -> (template: String, data: JSONObject, identifier: String?) {
        let operation = "create the \(kind.name)"
        guard case .string(let template) = body["template"] ?? .null, !template.isEmpty else {
            throw APIError.badRequest("Could not \(operation): the body needs \"template\", the name of a\(kind == .order ? "n order" : "") template (GET /api/v1/templates lists them)")
        }
        let data: JSONObject
        switch body["data"] ?? .object(JSONObject()) {
        case .object(let object): data = object
        default: throw APIError.badRequest("Could not \(operation): \"data\" must be a JSON object of the template's values")
        }
        var identifier: String?
        switch body[identifierKey] ?? .null {
        case .null: identifier = nil
        case .string(let given): identifier = given
        default: throw APIError.badRequest("Could not \(operation): \"\(identifierKey)\" must be a string")
        }
        for key in body.keys where !["template", "data", identifierKey].contains(key) {
            throw APIError.badRequest("Could not \(operation): \"\(key)\" is not a field of the request; give template, data and \(identifierKey)")
        }
        return (template, data, identifier)
    }

    /// The filters every listing takes: template, search, after and limit.
    static func query(_ parameters: FlatDictionary<Substring, Substring>, operation: String) throws -> PassQuery {
        var filter = PassQuery()
        filter.template = parameters.get("template")
        filter.search = parameters.get("search")
        filter.after = parameters.get("after")
        filter.limit = try limit(parameters.get("limit"), operation: operation)
        return filter
    }

    /// A page's size: 100 unless given, 1 to 1000.
    static func limit(_ text: String?, operation: String) throws -> Int {
        guard let text else { return 100 }
        guard let number = Int(text), (1...1000).contains(number) else { throw APIError.badRequest("Could not \(operation): limit must be a number from 1 to 1000") }
        return number
    }

    /// The fields of a stored pass or order; its page and download links carry `pageToken` (``PageLink``).
    static func fields(
        _ item: StoredPass, pageToken: String, publicURL: String, kind: PackageKind, pushes: Int?
    ) -> JSONObject {
        let query = URLPath.tokenQuery(pageToken)
        let identifier = URLPath.segment(item.serialNumber)
        let (identifierKey, typeKey, file) = kind == .order
            ? ("orderIdentifier", "orderTypeIdentifier", "order.order") : ("serialNumber", "passTypeIdentifier", "pass.pkpass")
        var fields: JSONObject = [
            identifierKey: .string(item.serialNumber),
            typeKey: .string(item.passTypeIdentifier),
            "template": .string(item.template),
            "authenticationToken": .string(item.authenticationToken),
            "data": (try? JSONParser().parse(item.data, file: "data").value) ?? .null,
        ]
        if kind == .pass {
            fields["voided"] = .bool(item.voided)
            fields["personalized"] = .bool(item.personalized)
        }
        fields["version"] = .number(JSONNumber(Int(item.version)))
        fields["updateTag"] = .string(String(item.updateTag))
        fields["lastModified"] = .string(APIDates.string(item.lastModified))
        fields["createdAt"] = .string(APIDates.string(Date(timeIntervalSince1970: TimeInterval(item.createdAt) / 1000)))
        fields["downloadURL"] = .string("\(publicURL)/p/\(identifier)/\(file)?\(query)")
        fields["pageURL"] = .string("\(publicURL)/p/\(identifier)?\(query)")
        if let pushes { fields["pushesQueued"] = .number(JSONNumber(pushes)) }
        if item.resignMark != 0 { fields["signingPending"] = .bool(true) }
        return fields
    }
}
