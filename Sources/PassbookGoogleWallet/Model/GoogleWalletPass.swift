public import Passbook

/// A pass as Google Wallet resources: one class (what passes of a kind share) and one object (this
/// holder's pass), with what could not be carried over.
public struct GoogleWalletPass: Sendable, Hashable {
    /// The kind of Google pass.
    public var vertical: GoogleWalletVertical
    /// The class resource, such as a `GenericClass`; its `id` is ``classID``.
    public var classResource: JSONObject
    /// The object resource, such as a `GenericObject`; its `id` is ``objectID``.
    public var objectResource: JSONObject
    /// What has no counterpart in Google Wallet, or was left out, each with its place in `pass.json`.
    public var diagnostics: [Diagnostic]

    /// Creates a pass from its resources.
    public init(vertical: GoogleWalletVertical, classResource: JSONObject, objectResource: JSONObject, diagnostics: [Diagnostic] = []) {
        self.vertical = vertical
        self.classResource = classResource
        self.objectResource = objectResource
        self.diagnostics = diagnostics
    }

    /// The class id, `ISSUER_ID.suffix`.
    public var classID: String { classResource["id"]?.stringValue ?? "" }

    /// The object id, `ISSUER_ID.suffix`: the id to PATCH when the pass changes.
    public var objectID: String { objectResource["id"]?.stringValue ?? "" }

    /// The resources as JSON: `{"vertical": …, "genericClass": {…}, "genericObject": {…}}`.
    public var jsonValue: JSONValue {
        [
            "vertical": .string(vertical.rawValue),
            vertical.classCollection: .object(classResource),
            vertical.objectCollection: .object(objectResource),
        ]
    }

    /// Checks both resources against Google's discovery document, and that the object names its
    /// class and that the class's card layout refers only to text modules the object has.
    public func schemaDiagnostics(schema: WalletObjectsSchema = .shared) -> [Diagnostic] {
        var findings = schema.check(.object(classResource), against: vertical.classSchema, path: vertical.classCollection)
        findings += schema.check(.object(objectResource), against: vertical.objectSchema, path: vertical.objectCollection)
        if objectResource["classId"]?.stringValue != classID {
            findings.append(Diagnostic(
                id: "google.schema.class-id", severity: .error,
                message: "names the class \(objectResource["classId"]?.stringValue ?? "nothing") but the class is \(classID)",
                path: "\(vertical.objectCollection).classId"
            ))
        }
        let modules = Set((objectResource["textModulesData"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
        for reference in CardTemplate.fieldPaths(in: classResource) {
            guard let module = CardTemplate.textModuleID(in: reference) else { continue }
            if !modules.contains(module) {
                findings.append(Diagnostic(
                    id: "google.schema.field-reference", severity: .warning,
                    message: "the card layout shows \(reference), which this object does not have, so that place stays empty",
                    path: "\(vertical.classCollection).classTemplateInfo"
                ))
            }
        }
        return findings
    }
}
