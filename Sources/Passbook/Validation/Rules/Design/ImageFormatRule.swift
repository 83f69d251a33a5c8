/// Pass images are 8-bit RGBA PNG: 24-bit color plus an 8-bit alpha channel.
struct ImageFormatRule: ValidationRule {
    let id = "design.images.format"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "PNG images are 24-bit color with 8-bit alpha (non-PNG files are images.png.invalid errors)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.images.compactMap { image in
            guard let header = image.pngHeader, image.decodingProblem == nil else { return nil }
            guard header.colorType != .truecolorAlpha || header.bitDepth != 8 else { return nil }
            return finding("\(image.file.path) is \(header.bitDepth)-bit \(header.colorType); Apple recommends 24-bit color with 8-bit alpha", file: image.file.path)
        }
    }
}
