/// A white, monochrome logo reads on any pass color.
///
/// Older guidelines asked for it; Apple's current Wallet material has no such rule (format reference
/// §7), and most real passes carry their brand's colored logo, so this is a hint.
struct WhiteLogoRule: ValidationRule {
    let id = "design.logo.notWhite"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "the logo is white and monochrome on a transparent background (checked on its pixels)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let logo = DesignImages.largest(named: "logo", in: context), let statistics = logo.statistics else { return [] }
        guard statistics.coloredOrDarkShare > context.thresholds.logoColoredShare else { return [] }
        let share = Int((statistics.coloredOrDarkShare * 100).rounded())
        return [finding("\(share)% of the logo's visible pixels are colored or dark; supply a white, monochrome logo on a transparent background", file: logo.file.path)]
    }
}
