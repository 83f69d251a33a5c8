import Foundation
import Passbook

/// A validation report as SARIF 2.1.0, for code-scanning dashboards.
struct SARIFLog: Encodable {
    struct Run: Encodable {
        struct Tool: Encodable {
            struct Driver: Encodable {
                struct Rule: Encodable {
                    struct Text: Encodable { let text: String }
                    struct Configuration: Encodable { let level: String }
                    let id: String
                    let shortDescription: Text
                    /// For a rule that reports errors, the evidence that Wallet refuses such a pass.
                    let help: Text?
                    let defaultConfiguration: Configuration
                }
                let name = "passbook"
                let version = PassbookVersion.current
                let informationUri = "https://github.com/passbook/passbook"
                let rules: [Rule]
            }
            let driver: Driver
        }
        struct Result: Encodable {
            struct Message: Encodable { let text: String }
            struct Location: Encodable {
                struct Physical: Encodable {
                    struct Artifact: Encodable { let uri: String }
                    let artifactLocation: Artifact
                }
                struct Logical: Encodable { let fullyQualifiedName: String }
                let physicalLocation: Physical
                let logicalLocations: [Logical]?
            }
            let ruleId: String
            let level: String
            let message: Message
            let locations: [Location]
        }
        let tool: Tool
        let results: [Result]
    }

    let version = "2.1.0"
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version
        case schema = "$schema"
        case runs
    }

    init(report: ValidationReport, artifactRoot: URL, rules: [any RuleDescription]) {
        func level(_ severity: Diagnostic.Severity) -> String {
            switch severity {
            case .error: "error"
            case .warning: "warning"
            case .hint: "note"
            }
        }
        let driverRules = rules.map {
            Run.Tool.Driver.Rule(
                id: $0.id, shortDescription: .init(text: $0.summary), help: $0.evidence.map { .init(text: "Evidence: \($0)") },
                defaultConfiguration: .init(level: level($0.severity))
            )
        }
        let results = report.diagnostics.map { diagnostic in
            // One location per file the finding concerns; a finding about the whole pass points at its root.
            let files = diagnostic.files.isEmpty ? [""] : diagnostic.files
            return Run.Result(
                ruleId: diagnostic.id,
                level: level(diagnostic.severity),
                message: .init(text: diagnostic.message),
                locations: files.map { file in
                    .init(
                        physicalLocation: .init(artifactLocation: .init(uri: artifactRoot.appendingPathComponent(file).relativePath)),
                        logicalLocations: diagnostic.path.map { [.init(fullyQualifiedName: $0)] }
                    )
                }
            )
        }
        runs = [Run(tool: .init(driver: .init(rules: driverRules)), results: results)]
    }
}
