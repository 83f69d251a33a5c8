public import ArgumentParser
import Foundation

extension AsyncParsableCommand {
    /// ArgumentParser's `main`, but every way out, success or error, first waits for the
    /// ``StartupWork`` still running, so that no thread is inside a library while `exit` cleans it up.
    /// Usage errors say which command was meant (``UsageErrors``), and one a command throws once it
    /// runs comes with that command's usage rather than the program's.
    public static func mainWaitingForStartupWork(_ arguments: [String]? = nil) async {
        let given = arguments ?? Array(CommandLine.arguments.dropFirst())
        let usage = UsageErrors(root: self)
        var command: any ParsableCommand
        do {
            command = try await asyncParseAsRoot(arguments)
        } catch {
            guard exitCode(for: error) == .validationFailure else { end(with: error) }
            if let misspelt = usage.misspeltCommand(in: given) {
                end(usageError: usage.text(misspelt.message, of: misspelt.command))
            }
            var lines = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Beside the error it explains, above the usage.
            if let hint = usage.passwordHint(in: given) { lines.insert(hint, at: min(1, lines.count)) }
            end(usageError: lines.joined(separator: "\n"))
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            end(with: nil)
        } catch let error as ValidationError {
            end(usageError: usage.text(error.message, of: type(of: command)))
        } catch {
            end(with: error)
        }
    }

    /// Ends the process once the ``StartupWork`` still running is done: as ArgumentParser ends
    /// on `error`, with status 0 when it is `nil`.
    static func end(with error: (any Error)?) -> Never {
        StartupWork.waitForAll()
        exit(withError: error)
    }

    /// Ends the process as ArgumentParser ends on a usage error, printing `text` instead of its message.
    static func end(usageError text: String) -> Never {
        StartupWork.waitForAll()
        FileHandle.standardError.write(Data((text + "\n").utf8))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }
}
