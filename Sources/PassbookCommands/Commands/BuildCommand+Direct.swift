import ArgumentParser

extension BuildCommand {
    /// The command of `arguments` when they are `build` with a folder and only the options a
    /// script building one pass per process gives, each with its value as the next argument and
    /// once (`--set`, `--disable` and `--error` may repeat); `nil` for anything else, which
    /// swift-argument-parser then parses, with its help and its errors.
    ///
    /// The parser finds a command's options by reflecting each option group, and the runtime
    /// searches every protocol conformance linked into `passbook` for each type it meets: about
    /// 2 ms of a 13 ms `passbook build` (BENCHMARKS.md, "Start-up"). The command made here is the
    /// one the parser makes, checked by the same `validate()` methods; a test compares the two
    /// over generated command lines.
    static func direct(_ arguments: [String]) -> BuildCommand? {
        guard arguments.first == "build" else { return nil }
        var command = BuildCommand.unset
        var folder: String?
        var seen: Set<String> = []
        var index = 1
        // The value after an option, when there is one and it is not an option itself ("-" is
        // standard output); `nil` when a single-valued option comes again.
        func value(of option: String, repeatable: Bool = false) -> String? {
            guard index < arguments.count, Self.isValue(arguments[index]), repeatable || seen.insert(option).inserted else { return nil }
            index += 1
            return arguments[index - 1]
        }
        func flag(_ name: String) -> Bool { seen.insert(name).inserted }
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            switch token {
            case "-o", "--output":
                guard let output = value(of: "output") else { return nil }
                command.output = output
            case "--dev-certs":
                guard let folder = value(of: token) else { return nil }
                command.identity.devCerts = folder
            case "--identity":
                guard let file = value(of: token) else { return nil }
                command.identity.identity = file
            case "--certificate":
                guard let file = value(of: token) else { return nil }
                command.identity.certificate = file
            case "--key":
                guard let file = value(of: token) else { return nil }
                command.identity.key = file
            case "--wwdr":
                guard let file = value(of: token) else { return nil }
                command.identity.wwdr = file
            case "--password-env":
                guard let name = value(of: token) else { return nil }
                command.identity.password.passwordEnv = name
            case "--password-file":
                guard let file = value(of: token) else { return nil }
                command.identity.password.passwordFile = file
            case "--signing-time":
                guard let time = value(of: token) else { return nil }
                command.time.signingTime = time
            case "--data":
                guard let file = value(of: token) else { return nil }
                command.data = file
            case "--set":
                guard let pair = value(of: token, repeatable: true) else { return nil }
                command.values.append(pair)
            case "--disable":
                guard let id = value(of: token, repeatable: true) else { return nil }
                command.validation.disabled.append(id)
            case "--error":
                guard let id = value(of: token, repeatable: true) else { return nil }
                command.validation.promoted.append(id)
            case "--force":
                guard flag(token) else { return nil }
                command.force = true
            case "--strict":
                guard flag(token) else { return nil }
                command.validation.strict = true
            case "--hints", "--verbose":
                guard flag("hints") else { return nil }
                command.validation.hints = true
            default:
                // One folder; "help" and "-" are left to the parser, as is every other option.
                guard folder == nil, token != "-", token != "help", Self.isValue(token) else { return nil }
                folder = token
            }
        }
        guard let folder else { return nil }
        command.folder = folder
        do {
            try command.identity.password.validate()
            try command.identity.validate()
            try command.validation.validate()
            try command.limits.validate()
            try command.time.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }

    /// Every option and flag as parsed from no arguments; the folder is left to set.
    private static var unset: Self {
        var command = Self()
        command.output = nil
        command.identity = .unset
        command.validation = .unset
        command.limits = .unset
        command.time = .unset
        command.force = false
        command.data = nil
        command.values = []
        return command
    }

    private static func isValue(_ token: String) -> Bool {
        token == "-" || (!token.isEmpty && !token.hasPrefix("-"))
    }
}
