import Foundation
import Testing
import PassbookTestSupport

/// Every `--flag` that passbook's code mentions (in an error, a fix, a help text or a comment) is an
/// option of some command, as `passbook help` shows them: a message never sends a user to a flag
/// that does not exist.
@Suite struct FlagMentionTests {
    /// ArgumentParser's own options, which no command declares.
    static let builtIn: Set<String> = ["--help", "--version", "--generate-completion-script", "--experimental-dump-help", "--completion"]

    @Test func everyFlagNamedInTheSourcesExists() throws {
        var real = Self.builtIn
        var queue: [[String]] = [[]]
        var seen = Set<[String]>()
        while let path = queue.popLast() {
            guard seen.insert(path).inserted else { continue }
            let help = try CLI.run(["help"] + path)
            #expect(help.status == 0, "passbook help \(path.joined(separator: " ")): \(help.stderr)")
            real.formUnion(Self.flags(in: help.stdout))
            for name in Self.subcommands(in: help.stdout) { queue.append(path + [name]) }
        }
        #expect(seen.count > 20, "only \(seen.count) commands found")

        var unknown: [String] = []
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for flag in Self.flags(in: text) where !real.contains(flag) {
                unknown.append("\(url.path.replacingOccurrences(of: sources.path + "/", with: "")): \(flag)")
            }
        }
        #expect(unknown.isEmpty, "flags named in the sources that no command has:\n\(unknown.joined(separator: "\n"))")
    }

    /// `--name` words.
    static func flags(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"(?<![\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
    }

    /// The names listed under SUBCOMMANDS in a help text.
    static func subcommands(in help: String) -> [String] {
        var names: [String] = []
        var inside = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("SUBCOMMANDS:") {
                inside = true
                continue
            }
            guard inside else { continue }
            if !line.hasPrefix(" ") { inside = false; continue }
            // "  name   abstract", not a wrapped abstract line (deeply indented).
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count == 2, let name = trimmed.split(separator: " ").first else { continue }
            if name != "help" { names.append(String(name)) }
        }
        return names
    }
}
