/// Every `pass.strings` can be read: UTF-8 or UTF-16 with a byte order mark, valid syntax, no repeated key.
///
/// The format reference lists an unreadable `pass.strings` as a warning (§9): the pass opens, in its
/// untranslated text.
struct StringsFileRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.localization
    let summary: String
    let duplicates: Bool

    static let invalid = StringsFileRule(id: "localization.strings.invalid", severity: .warning, summary: "every pass.strings is UTF-8 or UTF-16 with a byte order mark and parses as \"key\" = \"value\"; lines, or the language shows untranslated text", duplicates: false)
    static let duplicate = StringsFileRule(id: "localization.strings.duplicate", severity: .warning, summary: "no key is defined twice in one pass.strings", duplicates: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.strings.keys.sorted().flatMap { language -> [Diagnostic] in
            let file = "\(language).lproj/pass.strings"
            switch context.strings[language]! {
            case .failure(let error):
                return duplicates ? [] : [finding("\(error.reason), so this language may show untranslated text\(error.fix.map { "; \($0)" } ?? "")", at: nil, file: file)]
            case .success(let strings):
                guard duplicates else { return [] }
                return strings.duplicateKeys.map { key in
                    let line = strings.entries.last { $0.key == key }?.line ?? 0
                    return finding("\"\(key)\" is defined more than once; the last one (line \(line)) wins", at: "line \(line)", file: file)
                }
            }
        }
    }
}
