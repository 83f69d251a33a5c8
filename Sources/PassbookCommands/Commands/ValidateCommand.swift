import ArgumentParser
import Foundation
import Passbook

/// `passbook validate`: check a pass against Wallet's format rules and Apple's design rules.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a pass folder or .pkpass against Wallet's format rules and Apple's design rules.",
        discussion: """
            Prints every finding to standard error as 'file: path: severity[rule-id]: message', then a \
            summary. With --format json or sarif the report goes to standard output. Exits 0 when there \
            is no error, 1 otherwise. 'passbook rules' lists the rules.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The pass folder or .pkpass archive.", completion: .file())
    var pass: String

    @Option(help: "Report format: text (standard error), json or sarif (standard output).")
    var format: Format = .text

    @OptionGroup var flags: ValidationFlags

    func run() throws {
        let url = URL(fileURLWithPath: pass)
        let report = try PassValidator(options: flags.options).validate(contentsOf: url)
        switch format {
        case .text:
            Console.report(report.diagnostics)
            Console.err(report.summary)
        case .json:
            Console.out(try JSONOutput.encode(report))
        case .sarif:
            Console.out(try JSONOutput.encode(SARIFLog(report: report, artifactRoot: url, rules: PassValidator.standardRules)))
        }
        if !report.isValid { throw ExitCode.failure }
    }
}
