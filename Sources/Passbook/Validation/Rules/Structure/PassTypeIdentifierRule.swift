/// `passTypeIdentifier` is a reverse-DNS name starting with `pass.`, as the developer portal issues them.
struct PassTypeIdentifierRule: ValidationRule {
    let id = "structure.passTypeIdentifier"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.structure
    let summary = "passTypeIdentifier is a reverse-DNS identifier starting with pass. (it must equal the certificate's UID)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let value = context.json?["passTypeIdentifier"]?.stringValue, !value.isEmpty else { return [] }
        let allowed = value.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }
        guard value.hasPrefix("pass."), value.count > 5, allowed, !value.contains("..") else {
            return [finding("\"\(value)\" is not a pass type identifier; they look like pass.com.example.membership and must match your Pass Type ID certificate", at: "passTypeIdentifier")]
        }
        return []
    }
}
