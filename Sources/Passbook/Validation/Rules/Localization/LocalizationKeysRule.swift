/// Every language translates the same strings, and every string the pass looks up is translated.
struct LocalizationKeysRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.localization
    let summary: String
    let usedKeys: Bool

    static let mismatch = LocalizationKeysRule(id: "localization.keys.mismatch", summary: "every language's pass.strings defines the same keys (keys pass.json uses are localization.key.missing)", usedKeys: false)
    static let missing = LocalizationKeysRule(id: "localization.key.missing", summary: "every pass.json string that a language translates is translated by every language", usedKeys: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var tables: [String: [String: String]] = [:]
        for (language, result) in context.strings {
            if case .success(let strings) = result { tables[language] = strings.table }
        }
        guard tables.count > 1 || (usedKeys && !tables.isEmpty) else { return [] }
        let languages = tables.keys.sorted()
        let allKeys = Set(tables.values.flatMap(\.keys))
        let strings = context.json.map { LocalizableText.strings(in: $0) } ?? []
        if !usedKeys {
            // Keys pass.json uses are reported by localization.key.missing, where they are shown; the rest here, once for all languages.
            let used = Set(strings.map { $0.text })
            let lacking = languages.compactMap { language -> (file: String, text: String)? in
                let missing = allKeys.subtracting(tables[language]!.keys).subtracting(used).sorted()
                guard !missing.isEmpty else { return nil }
                let others = languages.filter { $0 != language && !Set(tables[$0]!.keys).isDisjoint(with: missing) }
                return ("\(language).lproj/pass.strings", "\(language) lacks \(Self.list(missing)), which \(others.joined(separator: ", ")) define\(others.count == 1 ? "s" : "")")
            }
            guard !lacking.isEmpty else { return [] }
            return [finding("\(lacking.map(\.text).joined(separator: "; ")); give every language the same keys", files: lacking.map(\.file))]
        }
        // A pass.json string counts as a localization key when any language translates it.
        var findings: [Diagnostic] = []
        for (path, text) in strings where allKeys.contains(text) {
            let lacking = languages.filter { tables[$0]![text] == nil }
            guard !lacking.isEmpty else { continue }
            findings.append(finding("\"\(text)\" is translated in \(languages.filter { !lacking.contains($0) }.joined(separator: ", ")) but not in \(lacking.joined(separator: ", ")), where Wallet shows it untranslated", at: path))
        }
        return findings
    }

    static func list(_ keys: [String]) -> String {
        let shown = keys.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
        return keys.count > 8 ? shown + " and \(keys.count - 8) more" : shown
    }
}
