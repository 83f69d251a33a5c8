/// A boarding pass names its `transitType`, one of the five Wallet knows; other styles have none.
struct TransitTypeRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.structure
    let inputs: RuleInputs = RuleInputs(json: .keys(RuleInputs.fieldKeys), files: false)
    let summary: String
    let misplaced: Bool
    let evidence: String?

    static let required = TransitTypeRule(
        id: "structure.transitType", severity: .error,
        summary: "a boardingPass has a transitType of PKTransitTypeAir, Boat, Bus, Generic or Train", misplaced: false,
        evidence: "format reference §3.4 and §8 #12: a boarding pass without a valid transitType is refused (required by the Package Format Reference; devartis/passbook PR #8)")
    static let elsewhere = TransitTypeRule(
        id: "structure.transitType.misplaced", severity: .warning,
        summary: "only boarding passes have a transitType", misplaced: true, evidence: nil)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        if misplaced {
            return PassStyle.allCases.filter { $0 != .boardingPass }.compactMap { style in
                guard json[style.key]?.objectValue?["transitType"] != nil else { return nil }
                return finding("transitType is only read on boarding passes; remove it from \(style.key)", at: "\(style.key).transitType")
            }
        }
        guard let fields = json["boardingPass"]?.objectValue else { return [] }
        guard let value = fields["transitType"] else {
            return [finding("a boarding pass needs a transitType such as PKTransitTypeAir; Wallet refuses it otherwise", at: "boardingPass")]
        }
        guard let text = value.stringValue else { return [] }
        let type = TransitType(rawValue: text)
        guard !type.isKnown else { return [] }
        return [finding(type.unknownValueMessage, at: "boardingPass.transitType")]
    }
}
