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
            template.json) is checked for placeholders, then rendered with its examples and validated. \
            A .pkpasses bundle is checked as Wallet adds it (at most 10 passes, each a .pkpass) and \
            each pass in it is reported under its place: 'trip.pkpasses[2]: pass.json: …'.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The pass folder, template folder, .pkpass archive or .pkpasses bundle; or an order folder or .order.", completion: .file())
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
            let rendered: ValidationReport
            if template.kind == .order {
                rendered = Self.validate(PassSource(name: url.lastPathComponent, origin: .memory, files: try template.exampleFiles()), validator)
            } else {
                rendered = validator.validate(try PassSource(package: try template.render(template.exampleRecord), name: url.lastPathComponent))
            }
            report = ValidationReport(name: rendered.name, diagnostics: template.diagnostics + rendered.diagnostics)
        } else if FileIO.isDirectory(url) {
            report = Self.validate(try PassSource(folder: url, limits: limits.zipLimits), validator)
        } else if !FileManager.default.fileExists(atPath: url.path) {
            throw PassbookError(.io, operation: "open the pass \(url.path)", reason: "no such file or folder", fix: "Check the path")
        } else {
            let isBundleName = url.pathExtension.lowercased() == "pkpasses"
            let readLimits = isBundleName ? PassBundle.readingLimits(limits.zipLimits) : limits.zipLimits
            let archive = try ZipReader(limits: readLimits).read(contentsOf: url, what: url.lastPathComponent)
            guard isBundleName || PassBundle.isBundle(archive.entries) else {
                return try finish(Self.validate(try PassSource(archive: archive, name: url.lastPathComponent), validator), root: url)
            }
            return try finish(validator.validate(bundle: archive, name: url.lastPathComponent, limits: limits.zipLimits), root: url)
        }
        try finish(report, root: url)
    }

    /// A pass by the pass rules, an order (order.json and no pass.json) by the order rules, with the same options.
    static func validate(_ source: PassSource, _ validator: PassValidator) -> ValidationReport {
        validator.validate(package: source)
    }

    private func finish(_ report: ValidationReport, root: URL) throws {
        switch format {
        case .text:
            Console.report(flags.shown(report.diagnostics))
            Console.err(flags.summary(of: report))
        case .json:
            Console.out(try JSONOutput.encode(report))
        case .sarif:
            Console.out(try JSONOutput.encode(SARIFLog(report: report, artifactRoot: root, rules: PassValidator.describedRules)))
        }
        if !report.isValid { throw ExitCode.failure }
    }

    /// A bundle's findings: its own, then each pass's under its place, then a line per pass and one for the bundle.
    private func finish(_ report: BundleValidationReport, root: URL) throws {
        switch format {
        case .text:
            for (member, diagnostic) in report.allDiagnostics where flags.shown([diagnostic]).count == 1 {
                Console.err("\(member?.report.name ?? report.name): \(diagnostic)")
            }
            for member in report.members {
                Console.err("\(flags.summary(of: member.report)) (\(member.name))")
            }
            Console.err(report.summary)
        case .json:
            Console.out(try JSONOutput.encode(report))
        case .sarif:
            // One log for the bundle: each pass's files are named inside it (`outbound.pkpass/pass.json`).
            let flat = report.diagnostics + report.members.flatMap { member in
                member.report.diagnostics.map { diagnostic in
                    var named = diagnostic
                    named.files = diagnostic.files.isEmpty ? [member.name] : diagnostic.files.map { "\(member.name)/\($0)" }
                    return named
                }
            }
            let log = SARIFLog(report: ValidationReport(name: report.name, diagnostics: flat), artifactRoot: root, rules: PassValidator.describedRules)
            Console.out(try JSONOutput.encode(log))
        }
        if !report.isValid { throw ExitCode.failure }
    }
}
