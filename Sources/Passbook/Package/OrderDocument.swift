import Foundation

/// `order.json` read as JSON, and the identifiers an order is signed and served by.
enum OrderDocument {
    /// The JSON object of `data`; throws why it is not one.
    static func parse(_ data: Data, name: String) throws -> JSONObject {
        let value = try JSONParser(mode: .lenient).parse(data, file: "order.json").value
        guard let object = value.objectValue else {
            throw PassbookError(.invalidPass, operation: "read the order \(name)", reason: "order.json holds \(value.kindDescription), not a JSON object")
        }
        return object
    }

    /// The order type (the certificate's UID) and the order's identifier; an order has no team key.
    static func identifiers(_ json: JSONObject) -> PackageIdentifiers {
        PackageIdentifiers(
            typeIdentifier: json["orderTypeIdentifier"]?.stringValue ?? "", teamIdentifier: "",
            serialNumber: json["orderIdentifier"]?.stringValue ?? ""
        )
    }
}
