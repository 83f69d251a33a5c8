import ArgumentParser
import Foundation
import Passbook

/// `passbook build`: sign a pass folder into a `.pkpass`.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Sign a pass folder, or one pass of a template, into a .pkpass archive; an order folder into a .order.",
        discussion: """
            Loads the signing identity first, so a wrong password fails at once, then validates the pass \
            (as 'passbook validate' does; hints only with --hints) and refuses to sign one with errors \
            unless --force is given. Serialises pass.json as strict JSON, hashes every file into manifest.json, signs it with \
            the identity, and zips the result. OS clutter (.DS_Store, __MACOSX) is left out with a warning. \
            Prints the path of the archive written.

            Given a template folder (one with template.json), makes one pass from it: the values come \
            from --data (a JSON object, nested objects for dotted names) and --set NAME=VALUE, or from \
            the template's examples when neither is given; a record without serialNumber gets a new one. \
            The pass goes through the same rendering, validation and signing as 'passbook batch'.

            A folder with order.json (and no pass.json) is a Wallet order: it is validated by the \
            order rules, hashed into a SHA-256 manifest, signed with an Order Type ID certificate \
            (passbook certs dev --order-type-id makes one to try) and written as FOLDER.order.
            """
    )

    @Argument(help: "The pass folder (Something.pass) holding pass.json and the images.", completion: .directory)
    var folder: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the .pkpass ('-' for standard output). Default: the folder name with .pkpass.", completion: .file())
    var output: String?

    @OptionGroup var identity: IdentityOptions

    @OptionGroup(title: "Validation") var validation: ValidationFlags

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    @OptionGroup(title: "Reproducible output") var time: SigningTimeOptions

    @Flag(help: "Sign the pass even when validation finds errors.")
    var force = false

    @Option(name: .customLong("data"), help: "For a template: a JSON file with the record's values.", completion: .file())
    var data: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("For a template: one value of the record, as NAME=VALUE (repeatable; after --data).", valueName: "NAME=VALUE"))
    var values: [String] = []

    func validate() throws {
        for value in values where !value.contains("=") {
            throw ValidationError("--set \(value) has no '=': write it as NAME=VALUE, such as --set holder.name=Jane")
        }
    }

    func run() throws {
        // The identity is read first, so a wrong password or unreadable key is reported before
        // anything is validated.
        let identity = try Self.loadIdentity(identity)
        let source = URL(fileURLWithPath: folder)
        if FileManager.default.fileExists(atPath: source.appendingPathComponent("template.json").path) {
            return try buildFromTemplate(source, identity: identity)
        }
        guard data == nil, values.isEmpty else {
            throw ValidationError("--data and --set fill a template, and \(folder) has no template.json: build a pass folder without them, or name a template folder")
        }
        let files = try PassSource(contentsOf: source, limits: limits.zipLimits)
        let validator = PassValidator(options: validation.textOptions)
        let kind = PackageKind.of(files: files.files.keys)
        let pipeline = try PackagePipeline(kind: kind, identity: identity, validation: force ? .reportOnly(validator) : .refuseErrors(validator))
        let signed: SignedPackage
        do {
            signed = try pipeline.run(.source(files), signingTime: time.date)
        } catch let refused as PassRefusedError {
            Console.report(validation.shown(refused.report.diagnostics))
            guard force else {
                Console.err("\(validation.summary(of: refused.report)). Not signed: fix the errors above, or pass --force to sign anyway.")
                throw ExitCode.failure
            }
            Console.err("\(validation.summary(of: refused.report)). Not signed: even --force cannot sign a \(kind.documentName) that is not a \(kind.name).")
            throw ExitCode.failure
        }
        let report = signed.report ?? ValidationReport(name: files.name, diagnostics: [])
        Console.report(validation.shown(report.diagnostics))
        if !report.isValid { Console.err("\(validation.summary(of: report)). Signing anyway (--force).") }
        let reported = Set(report.diagnostics.map(\.id))
        Console.report(signed.diagnostics.filter { !reported.contains($0.id) })
        try write(signed.archive, defaultName: Self.defaultOutput(for: source, kind: kind))
    }

    /// One pass of the template at `source`, from --data and --set (or its examples), made as
    /// `passbook batch` makes each of its passes.
    private func buildFromTemplate(_ source: URL, identity: SigningIdentity) throws {
        let template = try PassTemplate(folder: source)
        Console.report(template.diagnostics)
        var record: TemplateRecord
        if data == nil && values.isEmpty {
            record = template.exampleRecord
            record.serialNumber = nil
            Console.err("No --data or --set: the \(template.kind.name) is made from the examples of \(template.name)'s template.json.")
        } else {
            record = TemplateRecord(values: [:], location: "record")
            if let data {
                let object = try JSONParser(mode: .strict).parse(FileIO.read(URL(fileURLWithPath: data), what: "record", limit: 1_000_000), file: data).value
                guard case .object(let fields) = object else {
                    throw PassbookError(.invalidRecord, operation: "read the record \(data)", reason: "it holds \(object.kindDescription), not a JSON object", fix: "Write the record as one JSON object of the template's values, such as {\"holder\": {\"name\": \"Jane\"}}")
                }
                record = try TemplateRecord(object: fields, location: data)
            }
            for pair in values {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                record.values[String(parts[0])] = .string(String(parts[1]))
            }
            if !values.isEmpty { record.location = data.map { "\($0) with --set" } ?? "--set values" }
        }
        for name in record.values.keys.sorted() where !template.description.accepts(name) {
            Console.err("warning: \(name) is not a value of the template \(template.name) and is ignored" + template.description.suggestion(for: name))
        }
        if record.serialNumber == nil { record.serialNumber = template.newSerialNumber() }
        let issuer = try TemplateIssuer(template: template, identity: identity, validator: PassValidator(options: validation.textOptions), signingTime: time.date)
        let signed = try issuer.signedPackage(record, signingTime: time.date)
        try write(signed.archive, defaultName: BatchIssuer.fileName(forSerial: signed.identifiers.serialNumber, kind: signed.kind))
    }

    /// Writes `archive` to --output (standard output for '-'), or to `defaultName`.
    private func write(_ archive: Data, defaultName: String) throws {
        if output == "-" {
            Console.outBytes(archive)
            return
        }
        let destination = URL(fileURLWithPath: output ?? defaultName)
        if FileIO.isDirectory(destination) {
            throw ValidationError("\(destination.path) is a folder (the source itself?), so the package cannot be written there; name the file with -o, such as -o Shop-signed.order")
        }
        // Atomic (written whole, then renamed into place) but not flushed to the disk: a .pkpass is made
        // again from its folder, and an fsync costs more than the rest of a build on a journaled disk.
        try FileIO.writeAtomically(archive, to: destination, what: destination.pathExtension == "order" ? "order" : "pass", durable: false)
        Console.out(destination.path)
    }

    /// The signing identity, or an error that names the option it came from and says that nothing
    /// was validated or signed yet.
    private static func loadIdentity(_ identity: IdentityOptions) throws -> SigningIdentity {
        do {
            return try identity.load()
        } catch var error as PassbookError {
            let given = identity.identity.map { "--identity \($0)" }
                ?? identity.certificate.map { "--certificate \($0) with --key \(identity.key ?? "")" }
                ?? identity.devCerts.map { "--dev-certs \($0)" }
            guard let given else { throw error }
            error.operation = "\(error.operation) given by \(given)"
            if error.code == .wrongPassword {
                let source = identity.password.passwordEnv.map { "the environment variable \($0) (--password-env)" }
                    ?? identity.password.passwordFile.map { "the file \($0) (--password-file)" }
                error.fix = source.map { "Put the password chosen when it was exported in \($0)" } ?? error.fix
            }
            error.fix = (error.fix ?? "Check the identity") + ". Nothing was validated or signed"
            throw error
        }
    }

    static func defaultOutput(for source: URL, kind: PackageKind = .pass) -> String {
        var name = source.standardizedFileURL.lastPathComponent
        for suffix in [".pass", ".order"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name + "." + kind.fileExtension
    }
}
