/// Front labels and values that are longer than their slot are cut off, in any language.
struct TextTruncationRule: ValidationRule {
    let id = "design.text.truncation"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "front labels and values fit their row (estimated in characters per field), in every localization"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let limits = context.fieldLimits else { return [] }
        var tables: [(language: String?, table: [String: String])] = [(nil, [:])]
        for language in context.strings.keys.sorted() {
            if case .success(let strings) = context.strings[language]! { tables.append((language, strings.table)) }
        }
        var findings: [Diagnostic] = []
        let thresholds = context.thresholds
        for group in [PassFields.Group.header, .primary, .secondary, .auxiliary] {
            let fields = context.fields(in: group)
            guard !fields.isEmpty else { continue }
            let row: Int = switch group {
            case .header: thresholds.headerRowCharacters
            case .primary: thresholds.primaryRowCharacters
            default: thresholds.rowCharacters
            }
            let shown = min(fields.count, limits.limit(group))
            let valueBudget = max(row / shown, 4)
            let labelBudget = max(thresholds.labelRowCharacters / shown, 4)
            for field in fields.prefix(shown) {
                guard let object = field.object, object["dateStyle"] == nil, object["timeStyle"] == nil, object["currencyCode"] == nil else { continue }
                for (key, budget) in [("value", valueBudget), ("label", labelBudget)] {
                    guard let text = object[key]?.stringValue else { continue }
                    for (language, table) in tables {
                        let shownText = table[text] ?? text
                        guard shownText.count > budget else { continue }
                        let place = language.map { " in \($0)" } ?? ""
                        findings.append(finding("the \(key) \"\(shownText)\"\(place) has \(shownText.count) characters, about \(budget) fit here; shorten it or move it to the back", at: field.path(key)))
                        break
                    }
                }
            }
        }
        return findings
    }
}
