import ArgumentParser
import Foundation
import Passbook

/// `passbook schema`: the JSON Schemas of pass.json and template.json.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of pass.json, template.json or a Wallet order's order.json, for editors.",
        discussion: """
            Generated from what passbook reads: every documented key of pass.json with its type, and \
            the shape of template.json. Keys a schema does not list are allowed, as Wallet ignores them; \
            'passbook validate' checks the rest of Wallet's rules. Point your editor at the file, for \
            example with "$schema": "template.schema.json" in template.json (passbook init writes both).
            """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case pass, template, order
    }

    @Argument(help: "Which schema: pass (pass.json), template (template.json) or order (order.json).")
    var kind: Kind

    @Option(name: [.short, .customLong("output")], help: "Write the schema to this file instead of standard output.", completion: .file())
    var output: String?

    func run() throws {
        let schema = switch kind {
        case .pass: JSONSchemas.pass
        case .template: JSONSchemas.template
        case .order: JSONSchemas.order
        }
        let data = JSONWriter(style: .pretty).data(from: schema)
        if let output {
            try FileIO.writeAtomically(data, to: URL(fileURLWithPath: output), what: "schema")
            Console.out(output)
        } else {
            Console.outBytes(data)
        }
    }
}
