public import ArgumentParser

/// The `passbook` command: builds, signs, verifies and inspects Apple Wallet passes.
public struct PassbookCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "passbook",
        abstract: "Build, validate, sign, verify, inspect and preview Apple Wallet passes.",
        discussion: """
            Products go to standard output, messages to standard error. \
            Exit status: 0 on success, 1 on failure, 64 on a usage error.
            """,
        version: PassbookVersion.current,
        subcommands: [
            BuildCommand.self,
            ValidateCommand.self,
            InitCommand.self,
            BatchCommand.self,
            BundleCommand.self,
            GoogleCommand.self,
            StringsCommand.self,
            RulesCommand.self,
            VerifyCommand.self,
            InspectCommand.self,
            PreviewCommand.self,
            BarcodeCommand.self,
            CertsCommand.self,
            BenchCommand.self,
            ServeCommand.self,
            DeviceSimCommand.self,
            APNsTestServerCommand.self,
        ]
    )

    public init() {}
}

/// The version printed by `passbook --version`.
public enum PassbookVersion {
    public static let current = "0.1.0"
}
