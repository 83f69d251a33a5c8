/// Colors are `rgb(r, g, b)` with components from 0 to 255.
///
/// What Wallet does with a color it cannot read is not documented (format reference §2.2, §9 lists
/// malformed colors as warnings), so both checks are warnings. Passbook leaves such a color out when
/// it reads the pass, so `build` writes a pass without it.
struct ColorRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.datesAndColors
    let summary: String
    let hex: Bool

    static let invalid = ColorRule(id: "colors.invalid", severity: .warning, summary: "colors are rgb(r, g, b) with components from 0 to 255; Wallet may ignore another color, and build leaves it out", hex: false)
    static let hexNotation = ColorRule(id: "colors.hex", severity: .warning, summary: "colors use the documented rgb() notation rather than #RRGGBB", hex: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var undocumented: [(path: String, text: String)] = []
        context.walkShapedValues { path, value, shape in
            guard case .color = shape, let text = value.stringValue else { return }
            switch PassColor.parse(text) {
            case .success(let color):
                if hex, color.notation != .rgb {
                    undocumented.append((JSONPath.string(path), "\(JSONPath.string(path)) \"\(text)\" as \(color)"))
                }
            case .failure(let error):
                if !hex {
                    findings.append(finding("\(error.message); Wallet may ignore the color, and passbook build leaves it out — write rgb(r, g, b) with components from 0 to 255", at: JSONPath.string(path)))
                }
            }
        }
        // Every color written the undocumented way is one finding.
        if !undocumented.isEmpty {
            findings.append(
                finding(
                    "hex and rgba() colors are not documented by Apple, though Wallet is reported to read them; write \(FileGroups.phrase(undocumented.map(\.text)))",
                    at: undocumented.count == 1 ? undocumented[0].path : nil
                )
            )
        }
        return findings
    }
}
