/// Every pass has `icon.png`; Wallet refuses a pass without it.
struct IconRule: ValidationRule {
    let id = "images.icon.missing"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.images
    let inputs: RuleInputs = .files
    let summary = "the pass has icon.png (with icon@2x.png and icon@3x.png), used on the Lock Screen and in notifications"
    let evidence: String? = "format reference §8 #15 and §1.2: Apple's Creating the Source for a Pass requires an icon, and iOS was reported to refuse a pass with only icon@2x.png"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let icons = context.images(named: "icon")
        guard !icons.contains(where: { $0.file.scale == 1 }) else { return [] }
        if icons.isEmpty {
            return [finding("the pass has no icon.png; Wallet refuses it. Add icon.png (38 × 38), icon@2x.png (76 × 76) and icon@3x.png (114 × 114)", file: "icon.png")]
        }
        return [finding("the pass has \(icons.map(\.file.path).joined(separator: " and ")) but no icon.png; iOS refuses passes without the 1x icon, add a 38 × 38 icon.png", file: "icon.png")]
    }
}
