import Foundation
import ArgumentParser
import Passbook

/// `passbook rules`: list every validation rule.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every validation rule with its id, severity and what it checks.",
        discussion: """
            An error means Wallet refuses the pass or cannot show it; every rule that reports errors \
            names its evidence (a refusal cause of the format reference, Apple's documentation or a \
            public report). Anything else is a warning or a hint.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Option(help: "Output format: text, json or markdown.")
    var format: Format = .text

    struct Entry: Encodable {
        let id: String
        let severity: Diagnostic.Severity
        let concern: String
        let summary: String
        let evidence: String?
    }

    func run() throws {
        let rules = PassValidator.describedRules
        switch format {
        case .json:
            Console.out(
                try JSONOutput.encode(rules.map { Entry(id: $0.id, severity: $0.severity, concern: $0.concern.rawValue, summary: $0.summary, evidence: $0.evidence) })
            )
        case .markdown:
            Console.out(RuleTable.markdown(rules))
        case .text:
            let width = rules.map(\.id.count).max() ?? 0
            for concern in RuleConcern.allCases {
                let group = rules.filter { $0.concern == concern }
                guard !group.isEmpty else { continue }
                Console.out("\(concern)")
                for rule in group {
                    let padded = rule.id + String(repeating: " ", count: width - rule.id.count)
                    let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
                    Console.out("  \(padded)  \(severity)  \(rule.summary)")
                    if let evidence = rule.evidence {
                        Console.out("  \(String(repeating: " ", count: width))           evidence: \(evidence)")
                    }
                }
            }
        }
    }
}

/// The rule list as the Markdown table the README carries.
enum RuleTable {
    /// One table per concern.
    static func markdown(_ rules: [any RuleDescription]) -> String {
        var lines: [String] = []
        for concern in RuleConcern.allCases {
            let group = rules.filter { $0.concern == concern }
            guard !group.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append("**\(concern)**")
            lines.append("")
            lines.append("| Rule | Severity | Checks | Evidence for an error |")
            lines.append("|---|---|---|---|")
            for rule in group {
                let cells = [rule.summary, rule.evidence ?? ""].map { $0.replacingOccurrences(of: "|", with: "\\|") }
                lines.append("| `\(rule.id)` | \(rule.severity.rawValue) | \(cells[0]) | \(cells[1]) |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
