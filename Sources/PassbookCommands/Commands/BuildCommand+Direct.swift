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
        var seen: Set<DirectBuildOption> = []
        var index = 1
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if let option = DirectBuildOption(token) {
                if option.isFlag {
                    guard seen.insert(option).inserted else { return nil }
                    command.set(option, to: nil)
                    continue
                }
                // The value follows, and is not an option itself ("-" is standard output).
                guard index < arguments.count, isValue(arguments[index]) else { return nil }
                guard option.repeats || seen.insert(option).inserted else { return nil }
                command.set(option, to: arguments[index])
                index += 1
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

    /// Sets `option` to `value` (a flag to true; a repeatable option gets `value` appended).
    private mutating func set(_ option: DirectBuildOption, to value: String?) {
        switch option {
        case .output: output = value
        case .devCerts: identity.devCerts = value
        case .identity: identity.identity = value
        case .certificate: identity.certificate = value
        case .key: identity.key = value
        case .wwdr: identity.wwdr = value
        case .passwordEnv: identity.password.passwordEnv = value
        case .passwordFile: identity.password.passwordFile = value
        case .signingTime: time.signingTime = value
        case .data: data = value
        case .set: values.append(value ?? "")
        case .disable: validation.disabled.append(value ?? "")
        case .error: validation.promoted.append(value ?? "")
        case .force: force = true
        case .strict: validation.strict = true
        case .hints: validation.hints = true
        }
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
