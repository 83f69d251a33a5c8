/// A poster's artwork, judged where the poster layouts put things on it (``ArtworkStatistics``):
/// detail in the lower part, which the footer material and the barcode cover, and text over art it
/// does not stand out from. Only for passes that ask for a poster layout.
struct PosterArtworkRule: ValidationRule {
    enum Check: Sendable { case safeArea, contrast }

    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.design
    let summary: String
    let kind: Check

    static let all: [PosterArtworkRule] = [
        PosterArtworkRule(
            id: "design.artwork.safeArea", severity: .hint,
            summary: "a poster's artwork keeps its detail above the lower 38 %, which the footer material and the barcode cover (edge pixels measured)",
            kind: .safeArea
        ),
        PosterArtworkRule(
            id: "design.artwork.contrast", severity: .warning,
            summary: "a poster's header and title read on the artwork under them (the share of art below 3:1 against the text color, useAutomaticColors included)",
            kind: .contrast
        ),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json, let image = DesignImages.largest(named: "artwork", in: context), let art = image.artwork else { return [] }
        let layouts = context.styleSchemeResolution.attempts.compactMap(\.layout)
        guard layouts.contains(.posterEventTicket) || layouts.contains(.posterGeneric) else { return [] }
        let thresholds = context.thresholds
        switch kind {
        case .safeArea:
            guard art.coveredEdgeShare > thresholds.artworkCoveredEdgeShare else { return [] }
            let share = Int((art.coveredEdgeShare * 100).rounded())
            return [finding("\(share)% of the lower part of \(image.file.path) are edges, detail the footer material and the barcode cover there; keep what matters in the upper 62 % of the art", file: image.file.path)]
        case .contrast:
            guard let text = textLuminance(json) else { return [] }
            // Wallet darkens the header with a gradient from about 55 % black, some 40 % on average over the band.
            let darkening = json["suppressHeaderDarkening"]?.boolValue == true ? 1 : 0.6
            let regions = [
                ("header", ArtworkStatistics.share(of: art.headerLuminance, belowContrast: thresholds.poorContrast, withText: text.luminance, darkening: darkening)),
                ("title", ArtworkStatistics.share(of: art.titleLuminance, belowContrast: thresholds.poorContrast, withText: text.luminance)),
            ].filter { $0.1 > thresholds.lowContrastImageShare }
            guard !regions.isEmpty else { return [] }
            let parts = regions.map { "\(Int(($0.1 * 100).rounded()))% of the art under the \($0.0)" }
            return [finding("\(FileGroups.phrase(parts)) of \(image.file.path) contrast below \(thresholds.poorContrast):1 with \(text.name); darken or lighten the art there, or change the text color", file: image.file.path)]
        }
    }

    /// The poster's text color: with `useAutomaticColors` white (the darkened header and the
    /// material), black on a light `footerBackgroundColor`; else `foregroundColor`.
    private func textLuminance(_ json: JSONObject) -> (luminance: Double, name: String)? {
        if json["useAutomaticColors"]?.boolValue == true {
            if let text = json["footerBackgroundColor"]?.stringValue, case .success(let color) = PassColor.parse(text), ColorMath.relativeLuminance(color) > 0.5 {
                return (0, "the black text useAutomaticColors gives")
            }
            return (1, "the white text useAutomaticColors gives")
        }
        guard let text = json["foregroundColor"]?.stringValue, case .success(let color) = PassColor.parse(text) else { return nil }
        return (ColorMath.relativeLuminance(color), "foregroundColor \(text)")
    }
}
