public import Foundation
public import Passbook

/// Google's published description of the Google Wallet REST API (the `walletobjects` v1 discovery
/// document, as shipped in google-api-python-client), used to check resources before Google sees them.
///
/// A copy is compiled in; ``shared`` reads it once.
public struct WalletObjectsSchema: Sendable {
    /// The compiled-in discovery document.
    public static let shared: WalletObjectsSchema = {
        do {
            return try WalletObjectsSchema(discoveryDocument: Data(WalletObjectsDiscoveryDocument.text.utf8))
        } catch {
            // The document is part of the build and checked by the tests, so this cannot happen at run time.
            fatalError("the compiled-in walletobjects discovery document does not read: \(error)")
        }
    }()

    /// The document's revision, such as `20260806`.
    public let revision: String
    /// The named schemas, by name (`GenericObject`, `LocalizedString`, …).
    let schemas: [String: SchemaValue]

    /// Reads a discovery document.
    public init(discoveryDocument: Data) throws {
        let json = try JSONParser(mode: .strict).parse(discoveryDocument, file: "walletobjects.v1.json").value
        guard let schemas = json["schemas"]?.objectValue, let revision = json["revision"]?.stringValue else {
            throw PassbookError(
                .googleWallet, operation: "read the walletobjects discovery document",
                reason: "it has no schemas or no revision"
            )
        }
        var named: [String: SchemaValue] = [:]
        for (name, value) in schemas {
            if let object = value.objectValue { named[name] = SchemaValue(object) }
        }
        self.schemas = named
        self.revision = revision
    }

    /// The names of the schemas the document describes.
    public var schemaNames: [String] { schemas.keys.sorted() }

    /// Whether the schema `schema` has a property `property` that is not deprecated.
    public func hasProperty(_ property: String, in schema: String) -> Bool {
        guard let value = schemas[schema]?.properties[property] else { return false }
        return !value.isDeprecated
    }

    /// Checks `resource` against the schema named `schema` (`GenericObject`): unknown keys, types,
    /// enumeration values, formats of numbers held in strings, required properties, deprecated
    /// properties and values, and the form of ids. `path` names the resource in the findings.
    public func check(_ resource: JSONValue, against schema: String, path: String) -> [Diagnostic] {
        var checker = SchemaChecker(schemas: schemas)
        checker.check(resource, against: SchemaValue.named(schema), path: path)
        return checker.findings
    }
}

extension SchemaValue {
    /// A value that is the named schema.
    static func named(_ name: String) -> SchemaValue {
        var value = SchemaValue(JSONObject())
        value.reference = name
        return value
    }
}
