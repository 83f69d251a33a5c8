/// Pass images are 8-bit RGBA PNG: 24-bit color plus an 8-bit alpha channel.
struct ImageFormatRule: ValidationRule {
    let id = "design.images.format"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "PNG images are 24-bit color with 8-bit alpha; the icon and full-bleed background, strip and artwork may be opaque RGB (non-PNG files are images.png.invalid)"

    /// The slots drawn edge to edge or masked by the system, which need no transparency.
    static let opaqueSlots: Set<String> = ["background", "strip", "artwork", "icon"]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let others = context.images.compactMap { image -> (path: String, format: String)? in
            guard let header = image.pngHeader, image.decodingProblem == nil else { return nil }
            guard header.colorType != .truecolorAlpha || header.bitDepth != 8 else { return nil }
            // Full-bleed images and the icon (whose corners the system rounds) are opaque by design:
            // 8-bit RGB without alpha loses nothing there, and Apple's own samples ship RGB icons.
            if header.colorType == .truecolor, header.bitDepth == 8, Self.opaqueSlots.contains(image.file.imageName ?? "") { return nil }
            return (image.file.path, "\(header.bitDepth)-bit \(header.colorType)")
        }
        guard !others.isEmpty else { return [] }
        // Images saved the same way are one finding.
        let groups = FileGroups.grouped(others, by: \.format)
        let details = groups.map { group in "\(FileGroups.phrase(group.map(\.path))) \(FileGroups.verb(group.count)) \(group[0].format)" }
        return [finding("\(details.joined(separator: "; ")); Apple recommends 24-bit color with 8-bit alpha, so export them as RGBA PNG", files: others.map(\.path))]
    }
}
