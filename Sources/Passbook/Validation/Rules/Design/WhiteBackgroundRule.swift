/// A plain white pass looks unfinished; a vivid color or image is recommended.
///
/// Apple asks for brand colors but has no rule against white (format reference §7), so this is a hint.
struct WhiteBackgroundRule: ValidationRule {
    let id = "design.background.white"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "the pass has a vivid backgroundColor or background image, not plain white (Wallet's default)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json, context.style != nil else { return [] }
        let threshold = context.thresholds.whiteBackgroundLuminance
        if context.style == .eventTicket, let image = DesignImages.largest(named: "background", in: context), let statistics = image.statistics {
            guard statistics.nearWhiteShare > context.thresholds.nearWhiteImageShare else { return [] }
            return [finding("\(Int((statistics.nearWhiteShare * 100).rounded()))% of \(image.file.path) is near-white, and Wallet blurs it into a white pass; use a vivid image", file: image.file.path)]
        }
        guard let text = json["backgroundColor"]?.stringValue else {
            return [finding("the pass has no backgroundColor, so Wallet draws it white; choose a vivid brand color such as rgb(0, 94, 184)", at: nil)]
        }
        guard case .success(let color) = PassColor.parse(text) else { return [] }
        let luminance = ColorMath.relativeLuminance(color)
        guard luminance > threshold else { return [] }
        return [finding("backgroundColor \(text) is almost white (luminance \(Self.format(luminance))); a vivid solid color looks better in Wallet", at: "backgroundColor")]
    }

    static func format(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}
