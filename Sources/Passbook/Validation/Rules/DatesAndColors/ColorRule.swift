/// Colors are `rgb(r, g, b)` with components from 0 to 255.
struct ColorRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.datesAndColors
    let summary: String
    let hex: Bool

    static let invalid = ColorRule(id: "colors.invalid", severity: .error, summary: "colors are rgb(r, g, b) with components from 0 to 255", hex: false)
    static let hexNotation = ColorRule(id: "colors.hex", severity: .warning, summary: "colors use the documented rgb() notation rather than #RRGGBB", hex: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        var findings: [Diagnostic] = []
        PassSchema.walk(json) { path, value, shape in
            guard case .color = shape, let text = value.stringValue else { return }
            switch PassColor.parse(text) {
            case .success(let color):
                if hex, color.notation == .hex {
                    findings.append(finding("\"\(text)\" is hex notation, which Apple does not document; write \(color)", at: JSONPath.string(path)))
                } else if hex, color.notation == .rgba {
                    findings.append(finding("\"\(text)\" uses rgba(), which Apple does not document; write \(color)", at: JSONPath.string(path)))
                }
            case .failure(let error):
                if !hex { findings.append(finding(error.message, at: JSONPath.string(path))) }
            }
        }
        return findings
    }
}
