import Foundation
import Passbook

/// A secret read from a file (a password, a database URL, a key), so that it appears neither on
/// the command line, where `ps` shows it to every user, nor in the environment of the process.
public enum SecretFile {
    /// The file's text without its trailing line ends; an unreadable or empty file is an error
    /// that names `option`, the flag or variable that gave the file.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - what: What the file holds, for errors ("database URL").
    ///   - option: Where the path came from, for errors ("--database-url-file").
    public static func read(_ path: String, what: String, option: String) throws -> String {
        let operation = "read the \(what) from \(path) (\(option))"
        let data: Data
        do {
            data = try FileIO.read(URL(fileURLWithPath: path), what: what, limit: 64 * 1024)
        } catch let error as PassbookError {
            throw ServerError(operation: operation, reason: error.reason, fix: "Give \(option) a file this user can read, holding the \(what) alone")
        }
        var text = String(decoding: data, as: UTF8.self)
        while let last = text.last, last == "\n" || last == "\r" || last == "\r\n" { text.removeLast() }
        guard !text.isEmpty else {
            throw ServerError(operation: operation, reason: "the file is empty", fix: "Write the \(what) into the file, on one line")
        }
        return text
    }
}
