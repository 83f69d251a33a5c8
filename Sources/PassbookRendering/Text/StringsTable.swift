import Foundation
import Passbook

/// The translations of one language's `pass.strings`, read by ``StringsFile``.
struct StringsTable: Sendable, Hashable {
    private(set) var translations: [String: String] = [:]

    init(translations: [String: String] = [:]) {
        self.translations = translations
    }

    /// Parses the bytes of a strings file; `path` names it in errors.
    init(data: Data, path: String) throws(PassbookError) {
        do {
            translations = try StringsFile(data: data, file: path).table
        } catch let error as PassbookError {
            throw error
        } catch {
            throw PassbookError(.invalidStrings, operation: "read \(path)", reason: "\(error)")
        }
    }

    /// The translation of `key`, or `key` itself when there is none.
    func localized(_ key: String) -> String {
        translations[key] ?? key
    }
}
