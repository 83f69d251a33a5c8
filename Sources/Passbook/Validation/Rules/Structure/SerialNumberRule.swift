/// `serialNumber` appears in web-service URL paths, so it should be URL-safe.
struct SerialNumberRule: ValidationRule {
    let id = "structure.serialNumber"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "serialNumber uses only URL-safe characters (A–Z, a–z, 0–9, . _ ~ -), as it appears in web-service paths"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let value = context.json?["serialNumber"]?.stringValue, !value.isEmpty else { return [] }
        let bad = value.unicodeScalars.first { !(("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || "._~-".unicodeScalars.contains($0)) }
        guard let bad else { return [] }
        return [finding("serialNumber contains \"\(bad)\", which must be escaped in web-service URLs; use only letters, digits and . _ ~ -", at: "serialNumber")]
    }
}
