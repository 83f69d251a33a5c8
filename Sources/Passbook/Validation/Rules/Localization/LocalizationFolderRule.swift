import Foundation

/// `.lproj` folders are named after Apple language identifiers (`en`, `fr-CA`, `zh-Hans`).
struct LocalizationFolderRule: ValidationRule {
    let id = "localization.folder.name"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.localization
    let summary = "each .lproj folder is named by a language identifier such as en, fr-CA or zh-Hans"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.languages.compactMap { language in
            let parts = language.split(separator: "-", omittingEmptySubsequences: false)
            let first = parts.first ?? ""
            let isLanguage = (2...3).contains(first.count) && first.allSatisfy { $0.isASCII && $0.isLowercase }
            let restValid = parts.dropFirst().allSatisfy { part in
                (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isUppercase }) || (part.count == 4 && part.first!.isUppercase && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
            }
            guard !(isLanguage && restValid) else { return nil }
            let fix = language.contains("_") ? "write \(language.replacingOccurrences(of: "_", with: "-"))" : "use a code such as en, de or pt-BR"
            return finding("\(language).lproj is not named by a language identifier, so Wallet never picks it; \(fix)", file: "\(language).lproj/")
        }
    }
}
