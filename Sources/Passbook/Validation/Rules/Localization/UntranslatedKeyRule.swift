/// A pass.json text written as a pass.strings key (`ffp_status_label_str`) that no language translates:
/// Wallet shows the key itself, in every language.
struct UntranslatedKeyRule: ValidationRule {
    let id = "localization.key.untranslated"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.localization
    let summary = "a pass.json text that reads as a pass.strings key (snake_case, no spaces) is translated by some language; Wallet shows it as written"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        var keys = Set<String>()
        for case .success(let strings) in context.strings.values { keys.formUnion(strings.table.keys) }
        let languages = context.strings.keys.sorted()
        let untranslated = LocalizableText.strings(in: json).filter { !keys.contains($0.text) && Self.readsAsKey($0.text) }
        guard let first = untranslated.first else { return [] }
        let lookup = languages.isEmpty
            ? "the pass has no pass.strings"
            : "no pass.strings translates \(untranslated.count == 1 ? "it" : "them") (\(languages.map { "\($0).lproj" }.joined(separator: ", ")))"
        let texts = LocalizationKeysRule.list(untranslated.map(\.text))
        let reads = untranslated.count == 1 ? "\(texts) reads as a localization key" : "\(texts) read as localization keys"
        // One finding for the pass, at the first place: the keys usually come from one generator's template.
        return [
            finding(
                "\(reads), but \(lookup): Wallet shows \(untranslated.count == 1 ? "it" : "them") as written; add \(untranslated.count == 1 ? "it" : "them") to each language's pass.strings or write the text itself",
                at: first.path
            )
        ]
    }

    /// Letters and digits in two or more parts joined by `_`, at least two of them words
    /// (`ffp_status_label_str`, `LABEL_GATE`); codes such as `AB_12` and every text with a space are not keys.
    static func readsAsKey(_ text: String) -> Bool {
        guard text.count <= 100, text.contains("_"), text.first?.isLetter == true else { return false }
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return false }
        return parts.filter { $0.count >= 2 && $0.allSatisfy(\.isLetter) }.count >= 2
    }
}
