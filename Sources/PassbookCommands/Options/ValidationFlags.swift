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

    func validate() throws {
        let known = Set(PassValidator.standardRules.map(\.id))
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

    private func ids(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }
}
