package import ArgumentParser
import Foundation
import Passbook

/// Where a password comes from: an environment variable, a file, or a prompt. Never an argument,
/// which would leak into shell history and process listings.
package struct PasswordOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("password-env"), help: "Read the key or .p12 password from this environment variable.")
    package var passwordEnv: String?

    @Option(name: .customLong("password-file"), help: "Read the key or .p12 password from the first line of this file.", completion: .file())
    package var passwordFile: String?


    package func validate() throws {
        if passwordEnv != nil && passwordFile != nil {
            throw ValidationError("Give either --password-env or --password-file, not both.")
        }
    }

    /// The password given by the environment or a file, or nil when neither was named.
    package func explicitPassword() throws -> String? {
        if let name = passwordEnv {
            guard let value = ProcessInfo.processInfo.environment[name] else {
                throw PassbookError(
                    .wrongPassword,
                    operation: "read the password",
                    reason: "the environment variable \(name) is not set",
                    fix: "export \(name)=… before running passbook, or use --password-file"
                )
            }
            return value
        }
        if let path = passwordFile {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw PassbookError(.io, operation: "read the password file \(path)", reason: "the file cannot be read", fix: "Check the path and permissions")
            }
            let text = String(decoding: data, as: UTF8.self)
            return String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        }
        return nil
    }

    /// Runs `body` with the explicit password; when none was given and `body` fails for want of
    /// one, asks on the terminal (if there is one) and tries again.
    package func withPassword<T>(prompt: String, _ body: (String?) throws -> T) throws -> T {
        if let password = try explicitPassword() {
            return try body(password)
        }
        do {
            return try body(nil)
        } catch let error as PassbookError where error.code == .wrongPassword {
            guard Console.stdinIsTerminal, let typed = Console.readSecret(prompt: prompt) else { throw error }
            return try body(typed)
        }
    }
}
