import ArgumentParser
import Passbook

/// What `passbook` adds to ArgumentParser's usage errors, which name neither the command a misspelt
/// name was probably meant to be nor, for an error thrown once a command runs, the command itself.
struct UsageErrors {
    /// The program's root command: ``PassbookCommand``, or `passbook-full`'s, whose tree holds the
    /// same names.
    let root: any ParsableCommand.Type

    /// A usage error of a command line that did not parse.
    struct Report {
        var message: String
        /// The command whose usage follows the message.
        var command: any ParsableCommand.Type
    }

    /// The commands `arguments` name from the root, and the first argument after them that is not
    /// an option (`nil` when there is none). `help` before the names is looked through, as
    /// `passbook help NAME` names the same commands.
    func walk(_ arguments: [String]) -> (stack: [any ParsableCommand.Type], next: String?) {
        var stack: [any ParsableCommand.Type] = [root]
        var rest = arguments[...]
        if rest.first == "help" { rest = rest.dropFirst() }
        while let command = stack.last, !command.configuration.subcommands.isEmpty, let argument = rest.first {
            // An option before the command's name takes no value at these levels (--help, --version).
            if argument.hasPrefix("-") {
                rest = rest.dropFirst()
                continue
            }
            guard let child = command.configuration.subcommands.first(where: { Self.names(of: $0).contains(argument) }) else {
                return (stack, argument)
            }
            stack.append(child)
            rest = rest.dropFirst()
        }
        return (stack, nil)
    }

    /// A name where a command was expected that is close to one: ArgumentParser calls it an
    /// unexpected argument (or reports the option after it), without saying which command was meant.
    func misspeltCommand(in arguments: [String]) -> Report? {
        let (stack, next) = walk(arguments)
        guard let next, let command = stack.last else { return nil }
        let names = command.configuration.subcommands.flatMap(Self.names(of:)) + ["help"]
        guard let meant = EditDistance.closest(to: next, among: names) else { return nil }
        let path = Self.path(stack)
        let corrected = ([path, meant] + Self.rest(after: next, in: arguments)).joined(separator: " ")
        return Report(
            message: "\(path) has no command \(next): did you mean \(meant)? Run '\(corrected)' ('\(path) --help' lists the commands)",
            command: command
        )
    }

    /// A password option that does not exist: a password never comes from the command line, where
    /// shell history and process listings keep it, and ArgumentParser's own suggestion (by edit
    /// distance) does not reach the options it comes from.
    func passwordHint(in arguments: [String]) -> String? {
        let command = walk(arguments).stack.last ?? root
        guard arguments.contains(where: { Self.optionName($0).map(Self.isPasswordLike) ?? false }), Self.takesPasswordOptions(root.helpMessage(for: command, includeHidden: true, columns: 10_000)) else { return nil }
        return "A password is never given on the command line, where shell history and process listings keep it: "
            + "name an environment variable that holds it with --password-env NAME, or a file whose first line it is with --password-file FILE."
    }

    /// `Error: MESSAGE`, then the usage of `command` as ArgumentParser prints it.
    func text(_ message: String, of command: any ParsableCommand.Type) -> String {
        let stack = commandStack(to: command)
        let usage = root.usageString(for: command)
        return "\(root._errorPrefix)\(message)\nUsage: \(usage)\n  See '\(Self.path(stack)) --help' for more information."
    }

    /// The commands from the root to `command`, found by name in the tree.
    func commandStack(to command: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        func search(_ stack: [any ParsableCommand.Type]) -> [any ParsableCommand.Type]? {
            guard let last = stack.last else { return nil }
            if ObjectIdentifier(last) == ObjectIdentifier(command) { return stack }
            for child in last.configuration.subcommands {
                if let found = search(stack + [child]) { return found }
            }
            return nil
        }
        return search([root]) ?? [root]
    }

    static func names(of command: any ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }

    static func path(_ stack: [any ParsableCommand.Type]) -> String {
        stack.map { $0._commandName }.joined(separator: " ")
    }

    /// The arguments after `name`, to repeat in the corrected command line.
    static func rest(after name: String, in arguments: [String]) -> [String] {
        guard let index = arguments.firstIndex(of: name) else { return [] }
        return Array(arguments[(index + 1)...])
    }

    /// `NAME` of `--NAME` or `--NAME=VALUE`.
    static func optionName(_ argument: String) -> String? {
        guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
        return String(argument.dropFirst(2).prefix { $0 != "=" })
    }

    static func isPasswordLike(_ name: String) -> Bool {
        let name = name.lowercased()
        return ["pass", "passwd", "passphrase", "pw", "pwd", "secret"].contains(name) || name == "password" || name.hasSuffix("-password")
    }

    /// Whether a command's help lists the password options (``PasswordOptions``).
    static func takesPasswordOptions(_ help: String) -> Bool {
        help.contains("--password-env") && help.contains("--password-file")
    }
}
