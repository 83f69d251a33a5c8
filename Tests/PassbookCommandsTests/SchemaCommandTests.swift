import Foundation
import Testing
import PassbookTestSupport

/// `passbook schema`: the generated schemas, checked by an independent validator (Python's
/// jsonschema, draft 2020-12) against Apple's samples, ours, every template's example pass and
/// every template.json, and shown to refuse wrong types.
@Suite(.serialized) struct SchemaCommandTests {
    @Test func schemasAcceptRealPassesAndTemplatesAndRefuseWrongTypes() throws {
        let work = try CLI.temporaryFolder()
        let passSchema = work.appendingPathComponent("pass.schema.json")
        let templateSchema = work.appendingPathComponent("template.schema.json")
        #expect(try CLI.run(["schema", "pass", "-o", passSchema.path]).status == 0)
        #expect(try CLI.run(["schema", "template", "-o", templateSchema.path]).status == 0)
        let printed = try CLI.run(["schema", "template"])
        #expect(printed.stdoutData == (try Data(contentsOf: templateSchema)))

        let root = TestPaths.repositoryRoot
        var passes: [URL] = []
        for folder in ["Tests/PassbookRenderingTests/Fixtures/AppleSamples", "Samples/passes"] {
            let parent = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: parent.path) where name.hasSuffix(".pass") {
                passes.append(parent.appendingPathComponent("\(name)/pass.json"))
            }
        }
        // Every template that ships, whatever its name.
        let shipped = root.appendingPathComponent("Templates")
        var templates = try FileManager.default.contentsOfDirectory(atPath: shipped.path).sorted()
            .map { shipped.appendingPathComponent("\($0)/template.json") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        #expect(templates.count >= 9)
        for style in TemplateCommandTests.styles {
            let made = work.appendingPathComponent("\(style).pass")
            #expect(try CLI.run(["init", made.path, "--pass", "--style", style]).status == 0)
            passes.append(made.appendingPathComponent("pass.json"))
        }
        // A template made by init names the schema written beside it.
        let fresh = work.appendingPathComponent("fresh-template")
        #expect(try CLI.run(["init", fresh.path, "--style", "generic"]).status == 0)
        templates.append(fresh.appendingPathComponent("template.json"))
        #expect(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("template.schema.json").path))
        #expect(try CLI.run(["validate", fresh.path]).status == 0)
        #expect(passes.count >= 15)

        let wrongPass = work.appendingPathComponent("wrong-pass.json")
        try Data(#"{"formatVersion": "1", "passTypeIdentifier": "pass.x", "serialNumber": "1", "teamIdentifier": "T", "organizationName": "O", "description": "D", "barcodes": [{"format": 7}]}"#.utf8).write(to: wrongPass)
        // A misspelt key below the top level: Wallet ignores it, so the closed schema refuses it.
        let typoStyle = work.appendingPathComponent("typo-style.json")
        try Data(#"{"formatVersion": 1, "passTypeIdentifier": "pass.x", "serialNumber": "1", "teamIdentifier": "T", "organizationName": "O", "description": "D", "eventTicket": {"primaryFeilds": []}}"#.utf8).write(to: typoStyle)
        let typoField = work.appendingPathComponent("typo-field.json")
        try Data(#"{"formatVersion": 1, "passTypeIdentifier": "pass.x", "serialNumber": "1", "teamIdentifier": "T", "organizationName": "O", "description": "D", "eventTicket": {"primaryFields": [{"key": "k", "value": "v", "lable": "L"}]}}"#.utf8).write(to: typoField)
        let typoVariable = work.appendingPathComponent("typo-template.json")
        try Data(#"{"name": "x", "data": [{"name": "a", "exmaple": "b"}]}"#.utf8).write(to: typoVariable)
        let wrongTemplate = work.appendingPathComponent("wrong-template.json")
        try Data(#"{"name": "x", "data": [{"name": "a", "type": "text", "example": "b"}]}"#.utf8).write(to: wrongTemplate)

        let script = #"""
            import json, re, sys
            from jsonschema import Draft202012Validator
            def load(path):
                text = open(path, encoding="utf-8-sig").read()
                try:
                    return json.loads(text)
                except json.JSONDecodeError:
                    # Apple's boarding pass sample has trailing commas, which Wallet reads.
                    return json.loads(re.sub(r",(\s*[}\]])", r"\1", text))
            pass_schema, template_schema = (json.load(open(p)) for p in sys.argv[1:3])
            Draft202012Validator.check_schema(pass_schema)
            Draft202012Validator.check_schema(template_schema)
            validators = {"pass": Draft202012Validator(pass_schema), "template": Draft202012Validator(template_schema)}
            failed = 0
            for item in sys.argv[3:]:
                kind, expect, path = item.split(":", 2)
                errors = [e.message for e in validators[kind].iter_errors(load(path))]
                if bool(errors) != (expect == "bad"):
                    failed += 1
                    print(f"{path}: expected {expect}, got {errors[:3]}")
            sys.exit(1 if failed else 0)
            """#
        let output = try Shell.run(
            ["python3", "-c", script, passSchema.path, templateSchema.path]
                + passes.map { "pass:good:\($0.path)" } + templates.map { "template:good:\($0.path)" }
                + ["pass:bad:\(wrongPass.path)", "template:bad:\(wrongTemplate.path)", "pass:bad:\(typoStyle.path)",
                    "pass:bad:\(typoField.path)", "template:bad:\(typoVariable.path)"]
        )
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    /// The order schema accepts the real anybill order and the spec's rich example, and refuses its defects.
    @Test func theOrderSchemaAcceptsRealOrdersAndRefusesWrongOnes() throws {
        let work = try CLI.temporaryFolder()
        let schema = work.appendingPathComponent("order.schema.json")
        #expect(try CLI.run(["schema", "order", "-o", schema.path]).status == 0)
        let real = work.appendingPathComponent("real.json")
        try Shell.check(["sh", "-c", "unzip -p \"$1\" order.json > \"$2\"", "sh", TestPaths.repositoryRoot.appendingPathComponent("Tests/PassbookTests/Fixtures/Orders/anybill-receipt.order").path, real.path])
        let cases: [(String, String)] = [
            ("good", #"{"schemaVersion": 1, "orderTypeIdentifier": "order.x", "orderIdentifier": "1", "orderType": "ecommerce", "status": "open", "createdAt": "2026-03-02T09:15:00Z", "updatedAt": "2026-03-02T09:15:00Z", "orderManagementURL": "https://x.example/o/1", "merchant": {"merchantIdentifier": "merchant.x", "displayName": "X", "url": "https://x.example/"}, "fulfillments": [{"fulfillmentType": "pickup", "fulfillmentIdentifier": "p", "displayName": "Shop", "status": "readyForPickup"}]}"#),
            ("bad", #"{"schemaVersion": 1, "orderTypeIdentifier": "order.x", "orderIdentifier": "1", "orderType": "ecommerce", "status": "canceled", "createdAt": "2026-03-02T09:15:00Z", "updatedAt": "2026-03-02T09:15:00Z", "orderManagementURL": "https://x.example/o/1", "merchant": {"merchantIdentifier": "merchant.x", "displayName": "X", "url": "https://x.example/"}}"#),
            ("bad", #"{"schemaVersion": 1, "orderTypeIdentifier": "order.x", "orderIdentifier": "1", "orderType": "ecommerce", "status": "open", "createdAt": "2026-03-02T09:15:00Z", "updatedAt": "2026-03-02T09:15:00Z", "orderManagementURL": "https://x.example/o/1", "merchant": {"merchantIdentifier": "merchant.x", "displayName": "X", "url": "https://x.example/", "logoo": "a.png"}}"#),
            ("bad", #"{"schemaVersion": 1, "orderTypeIdentifier": "order.x", "orderIdentifier": "1", "orderType": "ecommerce", "status": "open", "createdAt": "2026-03-02T09:15:00Z", "updatedAt": "2026-03-02T09:15:00Z", "orderManagementURL": "https://x.example/o/1", "merchant": {"merchantIdentifier": "merchant.x", "displayName": "X", "url": "https://x.example/"}, "lineItems": [{"title": "T", "quantity": 1, "price": {"amount": 12.5, "currency": "EUR"}}]}"#),
        ]
        var arguments = ["good:\(real.path)"]
        for (index, (expect, json)) in cases.enumerated() {
            let file = work.appendingPathComponent("case\(index).json")
            try Data(json.utf8).write(to: file)
            arguments.append("\(expect):\(file.path)")
        }
        let script = #"""
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            failed = 0
            for item in sys.argv[2:]:
                expect, path = item.split(":", 1)
                errors = [e.message for e in validator.iter_errors(json.load(open(path)))]
                if bool(errors) != (expect == "bad"):
                    failed += 1
                    print(f"{path}: expected {expect}, got {errors[:3]}")
            sys.exit(1 if failed else 0)
            """#
        let output = try Shell.run(["python3", "-c", script, schema.path] + arguments)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }
}
