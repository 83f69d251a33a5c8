/// Strips and backgrounds judged beyond their mean colour (``StripStatistics``): the primary field
/// drawn over a strip must read on the part of the strip under it, and a photograph-like strip or
/// background reproduces a physical card instead of Passbook's clean form.
struct StripImageRule: ValidationRule {
    enum Check: Sendable { case contrast, photo }

    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.design
    let summary: String
    let kind: Check

    static let all: [StripImageRule] = [
        StripImageRule(
            id: "design.contrast.strip", severity: .warning,
            summary: "the primary field reads on the strip under it: at most 35 % of that region below 3:1 against foregroundColor (coupons, store cards, event tickets)",
            kind: .contrast
        ),
        StripImageRule(
            id: "design.images.photo", severity: .hint,
            summary: "strip and background images are artwork, not photographs of a card: over 4,000 colours with over 5 % edge pixels is photo-like",
            kind: .photo
        ),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json, let style = context.style else { return [] }
        let thresholds = context.thresholds
        switch kind {
        case .contrast:
            guard [.coupon, .storeCard, .eventTicket].contains(style), !context.fields(in: .primary).isEmpty else { return [] }
            guard let image = DesignImages.largest(named: "strip", in: context), let strip = image.strip else { return [] }
            guard let text = json["foregroundColor"]?.stringValue, case .success(let color) = PassColor.parse(text) else { return [] }
            let share = ArtworkStatistics.share(of: strip.textLuminance, belowContrast: thresholds.poorContrast, withText: ColorMath.relativeLuminance(color))
            guard share > thresholds.lowContrastImageShare else { return [] }
            return [finding("\(Int((share * 100).rounded()))% of \(image.file.path) under the primary field contrast below \(thresholds.poorContrast):1 with foregroundColor \(text), so the field is hard to read; darken or lighten the strip there, or change the color", file: image.file.path)]
        case .photo:
            return ["strip", "background"].compactMap { name in
                guard let image = DesignImages.largest(named: name, in: context), let strip = image.strip else { return nil }
                guard strip.colorCount > thresholds.photoColorCount, strip.edgeShare > thresholds.photoEdgeShare else { return nil }
                return finding("\(image.file.path) looks like a photograph (\(strip.colorCount) colours, \(Int((strip.edgeShare * 100).rounded()))% edges); Apple asks for a clean, simple \(name) rather than a picture of a physical card", file: image.file.path)
            }
        }
    }
}
