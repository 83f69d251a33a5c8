public import ArgumentParser

/// The `passbook` command: builds, signs, verifies and inspects Apple Wallet passes.
///
/// The commands of ``FullCommand`` (the web service, previews, Google Wallet, benchmarks) run in
/// `passbook-full`; here they are stand-ins that start it.
public struct PassbookCommand: AsyncParsableCommand {
    public static let configuration = rootConfiguration(\.standIn)

    public init() {}

    /// The root command's configuration: this program's commands, and for those of ``FullCommand``
    /// the type `full` gives (the stand-ins here, the commands themselves in `passbook-full`).
    package static func rootConfiguration(_ full: (FullCommand) -> any ParsableCommand.Type) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "passbook",
            abstract: "Build, validate, sign, verify, inspect and preview Apple Wallet passes.",
            discussion: """
                Products go to standard output, messages to standard error. \
                Exit status: 0 on success, 1 on failure, 64 on a usage error.
                """,
            version: PassbookVersion.current,
            subcommands: [
                BuildCommand.self, ValidateCommand.self, InitCommand.self, BatchCommand.self,
                BundleCommand.self, full(.google), StringsCommand.self, RulesCommand.self, SchemaCommand.self,
                VerifyCommand.self, InspectCommand.self, full(.preview), full(.barcode),
                CertsCommand.self, full(.bench), full(.serve), full(.deviceSim), full(.apnsTestServer),
            ]
        )
    }

    /// Runs `passbook` with the process's arguments, handing the commands of `passbook-full` to it.
    public static func run() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if FullCommand.isHandedOn(arguments) { FullProgram.exec(arguments) }
        StartupWarmup.start(for: arguments)
        await mainWaitingForStartupWork(arguments)
    }
}

/// The version printed by `passbook --version`.
public enum PassbookVersion {
    public static let current = "0.1.0"
}
