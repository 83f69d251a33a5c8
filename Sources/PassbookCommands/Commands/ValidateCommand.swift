import ArgumentParser
import Foundation
import Passbook

/// `passbook validate`: check a pass against Wallet's format rules and Apple's design rules.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a pass folder or .pkpass against Wallet's format rules and Apple's design rules.",
        discussion: """
            Prints every error and warning to standard error as 'file: path: severity[rule-id]: message', \
            then a summary; hints (Apple's advice) only with --hints. With --format json or sarif the \
            whole report, hints included, goes to standard output. Exits 0 when there \
            is no error, 1 otherwise. 'passbook rules' lists the rules. A template folder (one with \
            template.json) is checked for placeholders, then rendered with its examples and validated.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The pass folder, template folder or .pkpass archive.", completion: .file())
    var pass: String

    @Option(help: "Report format: text (standard error), json or sarif (standard output).")
    var format: Format = .text

    @OptionGroup var flags: ValidationFlags

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    func run() throws {
        let url = URL(fileURLWithPath: pass)
        let validator = PassValidator(options: flags.options)
        let report: ValidationReport
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("template.json").path) {
            let template = try PassTemplate(folder: url)
            let example = try template.render(template.exampleRecord)
            let rendered = validator.validate(try PassSource(package: example, name: url.lastPathComponent))
            report = ValidationReport(name: rendered.name, diagnostics: template.diagnostics + rendered.diagnostics)
        } else {
            report = validator.validate(try PassSource(contentsOf: url, limits: limits.zipLimits))
        }
        switch format {
        case .text:
            Console.report(flags.shown(report.diagnostics))
            Console.err(flags.summary(of: report))
        case .json:
            Console.out(try JSONOutput.encode(report))
        case .sarif:
            Console.out(try JSONOutput.encode(SARIFLog(report: report, artifactRoot: url, rules: PassValidator.standardRules)))
        }
        if !report.isValid { throw ExitCode.failure }
    }
}
