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
            unless --utf8 is given.
            """
    )

    @Argument(help: "The pass folder or template folder.", completion: .directory)
    var folder: String

    @Option(help: "The language folder to write, such as en or de.")
    var language: String = "en"

    @Option(name: [.short, .customLong("output")], help: "Where to write ('-' for standard output). Default: FOLDER/LANGUAGE.lproj/pass.strings.", completion: .file())
    var output: String?

    @Flag(help: "Write UTF-8 instead of UTF-16.")
    var utf8 = false

    func run() throws {
        let root = URL(fileURLWithPath: folder)
        let passURL = root.appendingPathComponent("pass.json")
        let value = try JSONParser(mode: .lenient).parse(FileIO.read(passURL, what: "pass.json"), file: "pass.json").value
        guard let object = value.objectValue else {
            throw PassbookError(.invalidPass, operation: "read \(passURL.path)", reason: "it holds \(value.kindDescription) instead of a JSON object")
        }
        var keys: [String] = []
        var seen = Set<String>()
        var skipped = 0
        for (_, text) in LocalizableText.strings(in: object) where !text.isEmpty {
            if text.contains("{{") {
                skipped += 1
                continue
            }
            if seen.insert(text).inserted { keys.append(text) }
        }
        let destination = output ?? root.appendingPathComponent("\(language).lproj/pass.strings").path
        var existing: [String: String] = [:]
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
