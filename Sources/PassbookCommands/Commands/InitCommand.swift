import ArgumentParser
import Foundation
import Passbook

/// `passbook init`: start a template from one that ships with Passbook.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a pass template, a plain pass folder with --pass, or a Wallet order with --order, from one that ships with passbook.",
        discussion: """
            Copies the template of a style (boarding-pass, coupon, event-ticket, generic, store-card; \
            or the pass.json style keys boardingPass, eventTicket, storeCard) into a new folder: \
            pass.json with placeholders, template.json describing the data (with template.schema.json \
            beside it, named in its "$schema", for editors), images at @1x, @2x and @3x, and English \
            and German strings. Edit it, check it with 'passbook validate FOLDER', and \
            issue passes with 'passbook batch FOLDER --data FILE' (or one with 'passbook build FOLDER \
            --data record.json').

            With --pass, writes a plain pass folder instead: the template filled with its examples, \
            pass.json without placeholders, the images and strings, ready to edit and sign with \
            'passbook build FOLDER'.

            With --order, writes a Wallet order folder instead: order.json (a shipment of an e-commerce \
            order, with --order-type-id as its orderTypeIdentifier, a new orderIdentifier and the time now), \
            a merchant logo and a product image, and English and German order.strings, ready to sign with \
            'passbook build FOLDER' and an Order Type ID certificate.
            """
    )

    @Argument(help: "The folder to create; it must not exist yet.", completion: .directory)
    var folder: String?

    @Option(help: "The style to start from: \(TemplateLibrary.styles.joined(separator: ", ")).")
    var style: String = "generic"

    @Option(name: .customLong("pass-type-id"), help: "Your pass type identifier, written into pass.json.")
    var passTypeIdentifier: String?

    @Option(name: .customLong("team-id"), help: "Your team identifier, written into pass.json.")
    var teamIdentifier: String?

    @Option(name: .customLong("templates"), help: "The folder of templates to copy from (default: the ones installed with passbook).", completion: .directory)
    var templates: String?

    @Flag(name: .customLong("pass"), help: "Write a plain pass folder (pass.json, images, strings) filled with the template's examples, instead of a template.")
    var plainPass = false

    @Flag(name: .customLong("order"), help: "Write a Wallet order folder (order.json, images, order.strings) instead of a pass template.")
    var order = false

    @Option(name: .customLong("order-type-id"), help: "With --order or an order template (--style shop-order): your order type identifier, written into order.json.")
    var orderTypeIdentifier: String?

    @Flag(help: "List the templates and exit.")
    var list = false

    func validate() throws {
        if !list, folder == nil { throw ValidationError("Name the folder to create, such as: passbook init my-ticket --style event-ticket") }
        if order, plainPass { throw ValidationError("Give --order or --pass, not both: an order folder is not a pass.") }
    }

    func run() throws {
        let library = try TemplateLibrary(explicit: templates)
        if list {
            let names = library.available()
            let width = names.map(\.count).max() ?? 0
            for name in names {
                let template = try PassTemplate(folder: library.folder.appendingPathComponent(name))
                Console.out("\(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(template.description.summary ?? template.description.name)")
            }
            return
        }
        guard let folder else { return }
        if order { return try makeOrderFolder(folder, library: library) }
        let source = try library.template(style: style)
        let isOrderTemplate = FileManager.default.fileExists(atPath: source.appendingPathComponent("order.json").path)
        if orderTypeIdentifier != nil, !isOrderTemplate {
            throw ValidationError("--order-type-id names the order type of an order folder or order template; add --order, or choose an order template with --style.")
        }
        if isOrderTemplate, plainPass {
            throw ValidationError("\(style) is an order template, which makes orders, not passes: leave out --pass to copy the template, or give --order for an order folder.")
        }
        let destination = URL(fileURLWithPath: folder).standardizedFileURL
        let what = plainPass ? "pass folder" : "template"
        guard !FileManager.default.fileExists(atPath: destination.path) else {
            throw PassbookError(.io, operation: "create the \(what) \(folder)", reason: "\(folder) already exists", fix: "Choose a new folder name, or remove the old one")
        }
        // Made beside the destination, then renamed: a failed copy leaves nothing half-made.
        var madePass: Pass?
        let staging = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileIO.makeFolder(destination.deletingLastPathComponent())
            if plainPass {
                madePass = try writeExamplePass(of: source, to: staging)
            } else {
                try FileManager.default.copyItem(at: source, to: staging)
                try referenceSchema(in: staging)
                if passTypeIdentifier != nil || teamIdentifier != nil || orderTypeIdentifier != nil {
                    try setIdentifiers(in: staging.appendingPathComponent(isOrderTemplate ? "order.json" : "pass.json"))
                }
            }
            try FileManager.default.moveItem(at: staging, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            if let error = error as? PassbookError { throw error }
            throw PassbookError(.io, operation: "create the \(what) \(folder)", reason: error.localizedDescription)
        }
        Console.out(destination.path)
        let program = ProgramName.shown
        if let madePass {
            let passType = madePass.passTypeIdentifier
            let team = madePass.teamIdentifier
            Console.err("Made \(folder), a plain pass filled with the examples of the \(TemplateLibrary.templateName(for: style)) template. Next:")
            Console.err("  \(program) validate \(folder)")
            Console.err("  \(program) certs dev --pass-type-id \(passType) --team-id \(team) -o .dev-certs   (once)")
            Console.err("  \(program) build \(folder) --dev-certs .dev-certs -o pass.pkpass")
            Console.err("  \(program) verify pass.pkpass --dev-certs .dev-certs")
        } else {
            let template = try PassTemplate(folder: destination)
            Console.err("Made \(folder) from the \(style) template (\(template.description.variables.count) values per \(template.kind.name)). Next:")
            Console.err("  \(program) validate \(folder)")
            if template.kind == .order {
                let orderType = (try? FileIO.read(destination.appendingPathComponent("order.json"), what: "order.json"))
                    .flatMap { try? JSONParser().parse($0, file: "order.json").value.objectValue?["orderTypeIdentifier"]?.stringValue } ?? "order.com.example.shop"
                Console.err("  \(program) certs dev --order-type-id \(orderType) --team-id ABCDE12345 -o .order-certs   (once)")
                Console.err("  \(program) batch \(folder) --data orders.csv -o out --dev-certs .order-certs")
            } else {
                Console.err("  \(program) batch \(folder) --data people.csv -o out --dev-certs .dev-certs")
            }
        }
    }

    /// Copies the example order into `folder`, with the order type given, a new identifier and the time now.
    private func makeOrderFolder(_ folder: String, library: TemplateLibrary) throws {
        let source = library.folder.appendingPathComponent("order")
        guard FileManager.default.fileExists(atPath: source.appendingPathComponent("order.json").path) else {
            throw PassbookError(.io, operation: "find the example order", reason: "\(library.folder.path) has no order/order.json", fix: "Reinstall passbook, or give --templates FOLDER with an order/ folder")
        }
        let destination = URL(fileURLWithPath: folder).standardizedFileURL
        guard !FileManager.default.fileExists(atPath: destination.path) else {
            throw PassbookError(.io, operation: "create the order folder \(folder)", reason: "\(folder) already exists", fix: "Choose a new folder name, or remove the old one")
        }
        let staging = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileIO.makeFolder(destination.deletingLastPathComponent())
            try FileManager.default.copyItem(at: source, to: staging)
            let url = staging.appendingPathComponent("order.json")
            guard var json = try JSONParser().parse(FileIO.read(url, what: "order.json"), file: "order.json").value.objectValue else {
                throw PassbookError(.invalidPass, operation: "read the example order", reason: "its order.json is not a JSON object")
            }
            let now = RFC3339.string(Date())
            if let orderTypeIdentifier { json["orderTypeIdentifier"] = .string(orderTypeIdentifier) }
            json["orderIdentifier"] = .string(UUID().uuidString.lowercased())
            json["createdAt"] = .string(now)
            json["updatedAt"] = .string(now)
            try FileIO.writeAtomically(JSONWriter(style: .pretty).data(from: .object(json)), to: url, what: "order file")
            try FileManager.default.moveItem(at: staging, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            if let error = error as? PassbookError { throw error }
            throw PassbookError(.io, operation: "create the order folder \(folder)", reason: error.localizedDescription)
        }
        Console.out(destination.path)
        let program = ProgramName.shown
        let orderType = orderTypeIdentifier ?? "order.com.example.shop"
        Console.err("Made \(folder), a Wallet order (a shipment of Example Shop). Next:")
        Console.err("  \(program) validate \(folder)")
        Console.err("  \(program) certs dev --order-type-id \(orderType) --team-id ABCDE12345 -o .order-certs   (once)")
        Console.err("  \(program) build \(folder) --dev-certs .order-certs -o order.order")
        Console.err("  \(program) verify order.order --dev-certs .order-certs")
        Console.err("  \(program) preview order.order -o order.png")
    }

    /// The template at `source` filled with its examples and the identifiers given, written as a
    /// pass folder at `folder` (pass.json indented, for people to edit); returns the pass.
    private func writeExamplePass(of source: URL, to folder: URL) throws -> Pass {
        let template = try PassTemplate(folder: source)
        var package = try template.render(template.exampleRecord)
        if let passTypeIdentifier { package.pass.passTypeIdentifier = passTypeIdentifier }
        if let teamIdentifier { package.pass.teamIdentifier = teamIdentifier }
        try FileIO.writeAtomically(JSONWriter(style: .pretty).data(from: package.pass.jsonValue), to: folder.appendingPathComponent("pass.json"), what: "pass file")
        for (path, data) in package.files where !PassTemplate.templateOnlyFiles.contains(path) {
            try FileIO.writeAtomically(data, to: folder.appendingPathComponent(path), what: "pass file")
        }
        return package.pass
    }

    /// Writes the template schema beside template.json and names it in its `$schema`, so editors
    /// check and complete template.json.
    private func referenceSchema(in folder: URL) throws {
        try FileIO.writeAtomically(JSONWriter(style: .pretty).data(from: JSONSchemas.template), to: folder.appendingPathComponent("template.schema.json"), what: "template schema")
        let url = folder.appendingPathComponent("template.json")
        let read = try JSONParser(mode: .strict).parse(FileIO.read(url, what: "template.json"), file: "template.json").value.objectValue ?? JSONObject()
        var object = JSONObject()
        object["$schema"] = .string("template.schema.json")
        for (key, value) in read where key != "$schema" { object[key] = value }
        try FileIO.writeAtomically(JSONWriter(style: .pretty).data(from: .object(object)), to: url, what: "template.json")
    }

    private func setIdentifiers(in url: URL) throws {
        let name = url.lastPathComponent
        var object = try JSONParser(mode: .strict).parse(FileIO.read(url, what: name), file: name).value.objectValue ?? JSONObject()
        if name == "order.json" {
            if let orderTypeIdentifier { object["orderTypeIdentifier"] = .string(orderTypeIdentifier) }
        } else {
            if let passTypeIdentifier { object["passTypeIdentifier"] = .string(passTypeIdentifier) }
            if let teamIdentifier { object["teamIdentifier"] = .string(teamIdentifier) }
        }
        try FileIO.writeAtomically(JSONWriter(style: .pretty).data(from: .object(object)), to: url, what: name)
    }
}
