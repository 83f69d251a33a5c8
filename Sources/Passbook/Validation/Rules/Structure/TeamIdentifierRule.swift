/// `teamIdentifier` is a 10-character Apple Team ID.
struct TeamIdentifierRule: ValidationRule {
    let id = "structure.teamIdentifier"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "teamIdentifier looks like an Apple Team ID: 10 upper-case letters and digits (it must equal the certificate's OU)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let value = context.json?["teamIdentifier"]?.stringValue, !value.isEmpty else { return [] }
        let shaped = value.count == 10 && value.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        guard !shaped else { return [] }
        return [finding("\"\(value)\" does not look like an Apple Team ID (10 upper-case letters and digits, shown in the developer portal's membership page)", at: "teamIdentifier")]
    }
}
