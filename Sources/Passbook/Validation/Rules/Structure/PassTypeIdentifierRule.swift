/// `passTypeIdentifier` is a reverse-DNS name starting with `pass.`, as the developer portal issues them.
///
/// Wallet refuses a pass whose identifier differs from its certificate's UID, which `build` and
/// `verify` check; the shape alone is no refusal: a pass Wallet itself writes has a `userpass.` one.
struct PassTypeIdentifierRule: ValidationRule {
    let id = "structure.passTypeIdentifier"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "passTypeIdentifier is a reverse-DNS identifier starting with pass., as Pass Type ID certificates are issued (it must equal the certificate's UID)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let value = context.json?["passTypeIdentifier"]?.stringValue, !value.isEmpty else { return [] }
        let allowed = value.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }
        guard value.hasPrefix("pass."), value.count > 5, allowed, !value.contains("..") else {
            return [finding("\"\(value)\" is not a pass type identifier such as pass.com.example.membership; Wallet refuses the pass unless it equals the UID of the Pass Type ID certificate that signs it, so use the identifier the certificate was made for", at: "passTypeIdentifier")]
        }
        return []
    }
}
