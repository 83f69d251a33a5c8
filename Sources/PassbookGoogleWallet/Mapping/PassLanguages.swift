import Foundation
import Passbook

/// The languages of a pass — its own texts in the default language, and one translation table per
/// `.lproj` folder — turned into Google's `LocalizedString` values.
struct PassLanguages {
    /// One language the pass speaks.
    struct Language {
        /// The BCP 47 tag Google expects (`zh-Hans`, `pt-BR`).
        var tag: String
        /// The pass's `pass.strings` for it; empty for the default language without a folder.
        var table: [String: String]
        var locale: Locale { Locale(identifier: tag) }

        /// The translation of `text`, or nil when the table does not hold it.
        func translation(of text: String) -> String? { table[text] }
    }

    /// The language of `defaultValue`.
    let primary: Language
    /// The languages of `translatedValues`, sorted by tag.
    let others: [Language]

    /// Reads the `.strings` of `package`; a file that does not read is left out and reported.
    init(package: PassPackage, defaultLanguage: String, diagnostics: inout [Diagnostic]) {
        var languages: [Language] = []
        for folder in package.languages {
            guard let data = package.strings(for: folder) else { continue }
            let path = "\(folder).lproj/pass.strings"
            do {
                let strings = try StringsFile(data: data, file: path)
                languages.append(Language(tag: folder.replacingOccurrences(of: "_", with: "-"), table: strings.table))
            } catch {
                diagnostics.append(Diagnostic(
                    id: "google.strings-unreadable", severity: .warning,
                    message: "this translation does not read (\(error)), so Google Wallet gets no \(folder) texts",
                    file: path
                ))
            }
        }
        let wanted = defaultLanguage.lowercased()
        let primaryIndex = languages.firstIndex { $0.tag.lowercased() == wanted }
            ?? languages.firstIndex { $0.tag.lowercased().split(separator: "-").first == wanted.split(separator: "-").first }
        if let primaryIndex {
            primary = languages.remove(at: primaryIndex)
        } else {
            primary = Language(tag: defaultLanguage, table: [:])
        }
        others = languages.sorted { $0.tag < $1.tag }
    }

    /// `text` in the default language.
    func text(_ text: String) -> String {
        primary.translation(of: text) ?? text
    }

    /// A `LocalizedString` for a text of `pass.json`: the default language's translation (or the text
    /// itself) and each other language's translation where its table has one.
    func localizedString(_ text: String) -> JSONValue {
        localizedString { language in
            language.tag == primary.tag ? self.text(text) : language.translation(of: text)
        } ?? Self.localizedString(default: (primary.tag, text), translations: [])
    }

    /// A `LocalizedString` from text made per language (a formatted date, say); nil when the default
    /// language gives none.
    func localizedString(rendering render: (Language) -> String?) -> JSONValue? {
        guard let defaultText = render(primary) else { return nil }
        // Google falls back to the default value, so a translation equal to it only lengthens the link.
        let translations = others.compactMap { language in render(language).flatMap { $0 == defaultText ? nil : (language.tag, $0) } }
        return Self.localizedString(default: (primary.tag, defaultText), translations: translations)
    }

    private static func localizedString(default value: (String, String), translations: [(String, String)]) -> JSONValue {
        var object: JSONObject = ["defaultValue": translatedString(value)]
        if !translations.isEmpty {
            object["translatedValues"] = .array(translations.map(translatedString))
        }
        return .object(object)
    }

    private static func translatedString(_ pair: (language: String, value: String)) -> JSONValue {
        ["language": .string(pair.language), "value": .string(pair.value)]
    }
}
