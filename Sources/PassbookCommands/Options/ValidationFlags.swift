import Foundation
import ArgumentParser
import Passbook

/// The flags `validate` and `build` share to tune validation.
struct ValidationFlags: ParsableArguments {
    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(
        name: .customLong("disable"),
        help: ArgumentHelp("Silence a rule by id, or a group by prefix (design, design.images). Repeatable; commas allowed.", valueName: "rule-id")
    )
    var disabled: [String] = []

    @Option(
        name: .customLong("error"),
        help: ArgumentHelp("Report a rule's findings as errors. Repeatable; commas allowed.", valueName: "rule-id")
    )
    var promoted: [String] = []

    @Flag(
        name: [.customLong("hints"), .customLong("verbose")],
        help: "Also print hints (Apple's advice) in text output. JSON and SARIF reports always carry them."
    )
    var hints = false


    func validate() throws {
        guard !disabled.isEmpty || !promoted.isEmpty else { return }
        let known = Set(PassValidator.describedRules.map(\.id))
        for id in ids(disabled) + ids(promoted) where !known.contains(id) && !known.contains(where: { $0.hasPrefix(id + ".") }) {
            throw ValidationError("unknown rule id '\(id)'; 'passbook rules' lists them")
        }
    }

    var options: ValidationOptions {
        ValidationOptions(
            disabledRules: Set(ids(disabled)),
            severityOverrides: Dictionary(ids(promoted).map { ($0, Diagnostic.Severity.error) }, uniquingKeysWith: { first, _ in first }),
            warningsAsErrors: strict
        )
    }

    /// The options of a command that prints its findings as text only: the rules that only give
    /// hints run only with --hints.
    var textOptions: ValidationOptions {
        var options = options
        options.reportsHints = hints
        return options
    }

    /// The findings text output prints: errors and warnings, and hints only with --hints.
    func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        hints ? diagnostics : diagnostics.filter { $0.severity != .hint }
    }

    /// The report's summary line, saying how to see the hints it did not print.
    func summary(of report: ValidationReport) -> String {
        hints || report.hints.isEmpty ? report.summary : "\(report.summary) (--hints shows \(report.hints.count == 1 ? "it" : "them"))"
    }

    private func ids(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }
}
