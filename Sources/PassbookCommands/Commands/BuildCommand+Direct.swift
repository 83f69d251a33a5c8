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
        let (single, repeatable, flags) = (singleOptions, repeatableOptions, flagOptions)
        var command = BuildCommand.unset
        var folder: String?
        var seen: Set<AnyKeyPath> = []
        var index = 1
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if let flag = flags[token] {
                guard seen.insert(flag).inserted else { return nil }
                command[keyPath: flag] = true
                continue
            }
            if single[token] != nil || repeatable[token] != nil {
                // The value follows, and is not an option itself ("-" is standard output).
                guard index < arguments.count, isValue(arguments[index]) else { return nil }
                let value = arguments[index]
                index += 1
                if let path = single[token] {
                    guard seen.insert(path).inserted else { return nil }
                    command[keyPath: path] = value
                } else if let path = repeatable[token] {
                    command[keyPath: path].append(value)
                }
                continue
            }
            // One folder; "help" and "-" are left to the parser, as is every other option.
            guard folder == nil, token != "-", token != "help", isValue(token) else { return nil }
            folder = token
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

    // The options that take one value, those that may repeat, and the flags. Computed: key paths
    // are not Sendable, so they cannot be stored in a static.
    private static var singleOptions: [String: WritableKeyPath<BuildCommand, String?>] {
        [
            "-o": \.output, "--output": \.output, "--dev-certs": \.identity.devCerts, "--identity": \.identity.identity,
            "--certificate": \.identity.certificate, "--key": \.identity.key, "--wwdr": \.identity.wwdr,
            "--password-env": \.identity.password.passwordEnv, "--password-file": \.identity.password.passwordFile,
            "--signing-time": \.time.signingTime, "--data": \.data,
        ]
    }

    private static var repeatableOptions: [String: WritableKeyPath<BuildCommand, [String]>] {
        ["--set": \.values, "--disable": \.validation.disabled, "--error": \.validation.promoted]
    }

    private static var flagOptions: [String: WritableKeyPath<BuildCommand, Bool>] {
        ["--force": \.force, "--strict": \.validation.strict, "--hints": \.validation.hints, "--verbose": \.validation.hints]
    }

    private static func isValue(_ token: String) -> Bool {
        token == "-" || (!token.isEmpty && !token.hasPrefix("-"))
    }
}
