import Foundation
import NIOConcurrencyHelpers

/// The issuer API keys: those given at start and those of a keys file, which is read again on
/// SIGHUP so keys rotate without a restart. A file that no longer reads keeps the keys it had.
final class APIKeys: Sendable {
    private let fixed: [String]
    let file: URL?
    private let fromFile = NIOLockedValueBox<[String]>([])

    init(keys: [String], file: URL?) throws {
        fixed = keys
        self.file = file
        try reload()
    }

    /// Every key accepted now.
    var current: [String] { fixed + fromFile.withLockedValue { $0 } }

    /// Reads the keys file again; one key per line, blank lines and `#` comments skipped.
    @discardableResult
    func reload() throws -> Int {
        guard let file else { return 0 }
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw ServerError(operation: "read the API keys file \(file.path)", reason: error.localizedDescription, fix: "Give --api-keys-file a readable text file with one key per line")
        }
        let keys = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        fromFile.withLockedValue { $0 = keys }
        return keys.count
    }
}
