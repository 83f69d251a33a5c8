/// Text must stay readable on the background: WCAG contrast between the text colors and the background.
///
/// Below ``ValidationThresholds/poorContrast`` the text is hard to read, a warning; below
/// ``ValidationThresholds/minimumContrast`` it is short of WCAG AA, a hint. Both text colors are one
/// finding.
struct ContrastRule: ValidationRule {
    let id = "design.contrast"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "foregroundColor and labelColor contrast with the background: below 3:1 a warning, below WCAG's 4.5:1 a hint (the mean color of a background image counts)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        let background: (luminance: Double, name: String)
        if context.style == .eventTicket, let image = DesignImages.largest(named: "background", in: context), let statistics = image.statistics {
            let mean = statistics.meanColor
            background = (ColorMath.relativeLuminance(red: mean.red, green: mean.green, blue: mean.blue), "the mean color of \(image.file.path)")
        } else if let text = json["backgroundColor"]?.stringValue, case .success(let color) = PassColor.parse(text) {
            background = (ColorMath.relativeLuminance(color), "backgroundColor \(text)")
        } else {
            return []
        }
        var low: [(key: String, text: String, poor: Bool)] = []
        for key in ["foregroundColor", "labelColor"] {
            guard let text = json[key]?.stringValue, case .success(let color) = PassColor.parse(text) else { continue }
            let ratio = ColorMath.contrast(ColorMath.relativeLuminance(color), background.luminance)
            guard ratio < context.thresholds.minimumContrast else { continue }
            low.append((key, "\(key) \(text) has \(String((ratio * 10).rounded() / 10)):1", ratio < context.thresholds.poorContrast))
        }
        return [true, false].compactMap { poor in
            let found = low.filter { $0.poor == poor }
            guard !found.isEmpty else { return nil }
            let verdict = poor ? "hard to read" : "below the recommended \(context.thresholds.minimumContrast):1"
            var diagnostic = finding(
                "on \(background.name), \(FileGroups.phrase(found.map(\.text))) contrast, \(verdict); make the text or the background lighter or darker",
                at: found.count == 1 ? found[0].key : nil
            )
            if !poor { diagnostic.severity = .hint }
            return diagnostic
        }
    }
}
