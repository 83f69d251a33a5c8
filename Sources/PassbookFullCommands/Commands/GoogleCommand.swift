import ArgumentParser
import PassbookCommands
import Foundation
import Passbook
import PassbookGoogleWallet

/// `passbook google`: the same pass for Google Wallet — its class and object, checked against
/// Google's published schema, and a signed "Add to Google Wallet" link.
struct GoogleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FullCommand.google.rawValue,
        abstract: FullCommand.google.abstract,
        discussion: """
            A template folder (one with template.json) is filled with --data, or with its examples. \
            A .pkpasses bundle gives one object per pass and one link that saves them all. Prints the \
            resources as JSON, then the link when --service-account is given; what has no Google \
            counterpart and what Google's schema would refuse go to standard error. With --json, \
            everything goes to standard output as one JSON document. Exits 1 when the resources break \
            Google's walletobjects schema (such as a loyalty class without its logo URL).
            """
    )

    @Argument(help: "A pass folder, .pkpass, .pkpasses bundle or template folder.", completion: .file())
    var pass: String

    @Option(name: .customLong("issuer-id"), help: "The issuer ID from the Google Pay & Wallet Console (digits).")
    var issuerID: String

    @Option(name: .customLong("service-account"), help: "The service account's JSON key file; without it no link is signed.", completion: .file(extensions: ["json"]))
    var serviceAccount: String?

    @Option(help: "The record to fill a template with: a JSON object (.json), or the first record of a .csv or .jsonl file.", completion: .file())
    var data: String?

    @Option(name: .customLong("image-base-url"), help: "The public URL where the pass's images are served (logo@3x.png, strip@3x.png, …); without it images are left out.")
    var imageBaseURL: String?

    @Option(name: .customLong("class-suffix"), help: "The class id after the issuer ID; by default the pass type, the vertical and a digest of the class.")
    var classSuffix: String?

    @Option(help: "The language of the pass's own texts, as a BCP 47 tag; the other .lproj languages become translations.")
    var language = "en"

    @Option(name: .customLong("origin"), help: "A web origin allowed to show a save button with the link (repeat for several).")
    var origins: [String] = []

    @Flag(name: .customLong("objects-only"), help: "Leave the classes out of the link, for classes already inserted through the REST API (shorter links).")
    var objectsOnly = false

    @Flag(name: .customLong("json"), help: "Print resources, link and diagnostics as one JSON document.")
    var json = false

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    func validate() throws {
        guard GoogleWalletIdentifier.isValidIssuerID(issuerID) else {
            throw ValidationError("--issuer-id takes the issuer ID from the Google Pay & Wallet Console, which is all digits.")
        }
        if let imageBaseURL, URL(string: imageBaseURL)?.scheme == nil {
            throw ValidationError("--image-base-url takes an absolute URL such as https://cdn.example.com/passes/ticket/.")
        }
    }

    func run() async throws {
        let url = URL(fileURLWithPath: pass)
        let packages = try readPackages(url)
        let options = GoogleWalletOptions(
            issuerID: issuerID, imageBaseURL: imageBaseURL.flatMap { URL(string: $0) }, classSuffix: classSuffix, defaultLanguage: language
        )
        let mapper = GoogleWalletMapper(options: options)
        let passes = try packages.map { try mapper.map($0) }
        let problems = passes.map { $0.schemaDiagnostics() }
        var link: GoogleSaveLink?
        if let serviceAccount {
            let account = try GoogleServiceAccount(contentsOf: URL(fileURLWithPath: serviceAccount))
            link = try await GoogleSaveLinkSigner(serviceAccount: account, origins: origins, includesClasses: !objectsOnly).link(for: passes)
        }
        if json {
            Console.out(JSONWriter(style: .pretty).string(from: try document(passes: passes, problems: problems, link: link)).trimmingCharacters(in: .newlines))
        } else {
            for pass in passes {
                Console.out(JSONWriter(style: .pretty).string(from: pass.jsonValue).trimmingCharacters(in: .newlines))
            }
            if let link { Console.out(link.url.absoluteString) }
            for (pass, found) in zip(passes, problems) {
                let prefix = passes.count > 1 ? "\(pass.objectID): " : ""
                for diagnostic in pass.diagnostics + found { Console.err(prefix + diagnostic.description) }
            }
            let errors = problems.joined().filter { $0.severity == .error }.count
            Console.err(
                "\(passes.count * 2) resources checked against walletobjects v1 revision \(WalletObjectsSchema.shared.revision): "
                    + (errors == 0 ? "no problems" : "\(errors) problem\(errors == 1 ? "" : "s")")
                    + (link == nil ? "; no link signed (give --service-account)" : "")
            )
        }
        if problems.joined().contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }

    /// The pass, the passes of a bundle, or the template filled with the record.
    private func readPackages(_ url: URL) throws -> [PassPackage] {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("template.json").path) {
            let template = try PassTemplate(folder: url)
            guard template.kind == .pass else {
                throw ValidationError("\(pass) is an order template, and Google Wallet has passes only: give a pass template, pass folder or .pkpass.")
            }
            return [try template.render(try data.map(readRecord) ?? template.exampleRecord)]
        }
        if data != nil {
            throw ValidationError("--data fills a template; \(pass) is a pass, not a template folder.")
        }
        switch try PassInput.open(url, limits: limits.zipLimits) {
        case .folder(let source):
            return [try source.package()]
        case .archive(let archive, let name):
            return [try PassSource(archive: archive, name: name).package()]
        case .bundle(let bundle, _):
            return try bundle.entries.map { try PassPackage(archive: $0.archive, name: $0.name, limits: limits.zipLimits) }
        }
    }

    private func readRecord(_ path: String) throws -> TemplateRecord {
        let url = URL(fileURLWithPath: path)
        if DataFileFormat(url: url) != nil {
            var reader = try DataFileReader(url: url)
            switch try reader.next() {
            case .record(let record)?: return record
            case .invalid(_, let error)?: throw error
            case nil: throw PassbookError(.invalidRecord, operation: "read the record in \(path)", reason: "the file has no record")
            }
        }
        let value = try JSONParser(mode: .strict).parse(try FileIO.read(url, what: "record", limit: DataFileReader.defaultMaxRecordSize), file: url.lastPathComponent).value
        guard let object = value.objectValue else {
            throw PassbookError(.invalidRecord, operation: "read the record in \(path)", reason: "it holds \(value.kindDescription), not a JSON object", fix: "Write the record as one object, such as {\"holder\": {\"name\": \"Zoë\"}}")
        }
        return try TemplateRecord(object: object, location: "record in \(url.lastPathComponent)")
    }

    private func document(passes: [GoogleWalletPass], problems: [[Diagnostic]], link: GoogleSaveLink?) throws -> JSONValue {
        let encoder = JSONValueEncoder()
        var document: JSONObject = ["schemaRevision": .string(WalletObjectsSchema.shared.revision)]
        document["passes"] = .array(try zip(passes, problems).map { pass, found in
            var entry = pass.jsonValue.objectValue ?? JSONObject()
            entry["diagnostics"] = try encoder.encode(pass.diagnostics)
            entry["schemaProblems"] = try encoder.encode(found)
            return .object(entry)
        })
        if let link {
            document["saveURL"] = .string(link.url.absoluteString)
            document["jwt"] = .string(link.jwt)
        }
        return .object(document)
    }
}
