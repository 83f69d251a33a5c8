/// Text must stay readable on the background: WCAG contrast between the text colors and the background.
struct ContrastRule: ValidationRule {
    let id = "design.contrast"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.design
    let summary = "foregroundColor and labelColor contrast with the background (WCAG ratio 4.5:1, at least 3:1; the mean color of a background image counts)"

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
        var findings: [Diagnostic] = []
        for key in ["foregroundColor", "labelColor"] {
            guard let text = json[key]?.stringValue, case .success(let color) = PassColor.parse(text) else { continue }
            let ratio = ColorMath.contrast(ColorMath.relativeLuminance(color), background.luminance)
            guard ratio < context.thresholds.minimumContrast else { continue }
            let shown = String((ratio * 10).rounded() / 10)
            let verdict = ratio < context.thresholds.poorContrast ? "hard to read" : "below the recommended \(context.thresholds.minimumContrast):1"
            findings.append(finding("\(key) \(text) on \(background.name) has a contrast of \(shown):1, \(verdict); make one of them lighter or darker", at: key))
        }
        return findings
    }
}
