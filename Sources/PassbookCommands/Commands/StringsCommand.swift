import ArgumentParser
import Foundation
import Passbook

/// `passbook strings`: work with a pass's localizations.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Work with the pass.strings files of a pass or template.",
        subcommands: [StringsExtractCommand.self]
    )
}

/// `passbook strings extract`: the base `pass.strings` of a pass folder or template.
struct StringsExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Write every localizable text of pass.json (labels, values, messages) as the keys of a pass.strings.",
        discussion: """
            Collects description, organizationName, logoText and every field's label, text value, \
            attributedValue and changeMessage. Strings made only of placeholders are per-holder data \
            and are left out. An existing file keeps its translations; keys that pass.json no longer \
            uses are dropped and listed. Written as UTF-16 with a byte order mark, as Apple documents, \
            unless --utf8 is given. A .pkpass or .pkpasses bundle is read as it is (its LANGUAGE.lproj/pass.strings \
            keeps its translations) and the file goes to standard output unless -o is given; a bundle's \
            passes give one file with the keys of them all, or of one with --member.
            """
    )

    @Argument(help: "The pass folder or template folder, a .pkpass or a .pkpasses bundle.", completion: .file())
    var folder: String

    @Option(name: .customLong("member"), help: "The pass of a .pkpasses bundle to read, from 1. Default: all of them.")
    var member: Int?

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    @Option(help: "The language folder to write, such as en or de.")
    var language: String = "en"

    @Option(name: [.short, .customLong("output")], help: "Where to write ('-' for standard output). Default: FOLDER/LANGUAGE.lproj/pass.strings.", completion: .file())
    var output: String?

    @Flag(help: "Write UTF-8 instead of UTF-16.")
    var utf8 = false

    /// The pass.json documents to read and the strings already translated inside an archive.
    private func documents(_ root: URL) throws -> (passes: [(name: String, json: Data)], translated: [String: String]) {
        if FileIO.isDirectory(root) {
            guard member == nil else { throw ValidationError("--member picks a pass of a .pkpasses bundle; \(folder) is a folder.") }
            return ([(root.appendingPathComponent("pass.json").path, try FileIO.read(root.appendingPathComponent("pass.json"), what: "pass.json"))], [:])
        }
        var packages: [(name: String, files: [String: Data])] = []
        switch try PassInput.open(root, limits: limits.zipLimits) {
        case .folder(let source):
            packages = [(source.name, source.files)]
        case .archive(let archive, let name):
            guard member == nil else { throw ValidationError("--member picks a pass of a .pkpasses bundle; \(folder) is a single pass.") }
            packages = [(name, Dictionary(archive.entries.map { ($0.name, $0.data) }) { first, _ in first })]
        case .bundle(let bundle, let name):
            var entries = bundle.entries
            if let member {
                guard (1...entries.count).contains(member) else {
                    throw ValidationError("--member \(member): the bundle holds \(Count.of(entries.count, "pass", "passes")), so give 1 to \(entries.count).")
                }
                entries = [entries[member - 1]]
            }
            packages = try entries.map { entry in
                let archive = try ZipReader(limits: limits.zipLimits).read(entry.archive, what: entry.name)
                return ("\(name)/\(entry.name)", Dictionary(archive.entries.map { ($0.name, $0.data) }) { first, _ in first })
            }
        }
        var translated: [String: String] = [:]
        var passes: [(name: String, json: Data)] = []
        for package in packages {
            guard let json = package.files["pass.json"] else {
                throw PassbookError(.invalidPass, operation: "read \(package.name)", reason: "it has no pass.json")
            }
            passes.append(("\(package.name)/pass.json", json))
            if let strings = package.files["\(language).lproj/pass.strings"] {
                translated.merge(try StringsFile(data: strings, file: "\(package.name)/\(language).lproj/pass.strings").table) { first, _ in first }
            }
        }
        return (passes, translated)
    }

    func run() throws {
        let root = URL(fileURLWithPath: folder)
        let (passes, translated) = try documents(root)
        var keys: [String] = []
        var seen = Set<String>()
        var skipped = 0
        for pass in passes {
            let value = try JSONParser(mode: .lenient).parse(pass.json, file: "pass.json").value
            guard let object = value.objectValue else {
                throw PassbookError(.invalidPass, operation: "read \(pass.name)", reason: "it holds \(value.kindDescription) instead of a JSON object")
            }
            for (_, text) in LocalizableText.strings(in: object) where !text.isEmpty {
                if text.contains("{{") {
                    skipped += 1
                    continue
                }
                if seen.insert(text).inserted { keys.append(text) }
            }
        }
        let isFolder = FileIO.isDirectory(root)
        let destination = output ?? (isFolder ? root.appendingPathComponent("\(language).lproj/pass.strings").path : "-")
        var existing = translated
        if destination != "-", FileManager.default.fileExists(atPath: destination) {
            existing = try StringsFile(data: FileIO.read(URL(fileURLWithPath: destination), what: "strings file"), file: destination).table
        }
        let entries = keys.map { StringsFile.Entry(key: $0, value: existing[$0] ?? $0) }
        let dropped = existing.keys.filter { !seen.contains($0) }.sorted()
        let file = StringsFile(entries: entries)
        try Console.deliver(file.data(encoding: utf8 ? .utf8 : .utf16LittleEndian), to: destination, what: "strings file")
        let kept = entries.filter { existing[$0.key] != nil }.count
        var message = "\(keys.count) keys (\(kept) translations kept, \(keys.count - kept) new)"
        if skipped > 0 { message += "; \(skipped) strings with placeholders left out" }
        Console.err(message)
        for key in dropped { Console.err("dropped \"\(key)\": pass.json no longer uses it") }
    }
}
