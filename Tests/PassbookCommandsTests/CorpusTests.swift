import Foundation
import Testing
import PassbookTestSupport

/// The corpus of real passes and real-world archive shapes (Tests/Corpus): each archive that
/// make-corpus.sh builds goes through `verify`, `validate`, `inspect` and `preview`, and every
/// verdict is checked against Tests/Corpus/expected.tsv, which says what Apple Wallet does with it.
@Suite struct CorpusTests {
    /// One line of expected.tsv.
    struct Entry: Sendable, CustomTestStringConvertible {
        var name: String
        var verify: String
        var refusal: [String]
        var validate: String
        var inspect: String
        var preview: String
        var reason: String
        var testDescription: String { name }
    }

    static let corpusFolder = TestPaths.repositoryRoot.appendingPathComponent("Tests/Corpus")

    static let entries: [Entry] = {
        let table = (try? String(contentsOf: corpusFolder.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return table.split(separator: "\n").drop { $0.hasPrefix("#") || $0.hasPrefix("name\t") }.compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 7 else { return nil }
            let refusal = columns[2] == "-" ? [] : columns[2].split(separator: "|").map(String.init)
            return Entry(name: columns[0], verify: columns[1], refusal: refusal, validate: columns[3], inspect: columns[4], preview: columns[5], reason: columns[6])
        }
    }()

    /// The folder make-corpus.sh wrote, built once for the whole run; removed when the test
    /// process exits (``makeTemporaryFolder(_:)``), so a passing run leaves nothing behind.
    static let corpus: Result<URL, CorpusError> = {
        let out: URL
        do {
            out = try makeTemporaryFolder("passbook-corpus")
        } catch {
            return .failure(CorpusError(message: "could not make a temporary folder for the corpus: \(error)"))
        }
        let result = run(URL(fileURLWithPath: "/bin/bash"), [corpusFolder.appendingPathComponent("make-corpus.sh").path, out.path], timeout: 300)
        guard result.status == 0 else { return .failure(CorpusError(message: "make-corpus.sh failed (\(result.status)):\n\(result.output)")) }
        return .success(out)
    }()

    struct CorpusError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// How `verify` is asked for JSON: `--format json` once the command has it, `--json` before.
    static let verifyJSONArguments: [String] = {
        let help = run(CLI.executable, ["verify", "--help"], timeout: 60).output
        return help.contains("--format") ? ["--format", "json"] : ["--json"]
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var output: String { [stdout, stderr].filter { !$0.isEmpty }.joined(separator: "\n") }
    }

    /// Runs a program with a time limit, so that a command stuck on a hostile archive fails its
    /// test instead of stopping the run. Status -1 means it was killed at the limit.
    static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval) -> Run {
        do {
            let result = try Shell.run(arguments, executable: executable, timeout: timeout)
            return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
        } catch {
            return Run(status: -2, stdout: "", stderr: "could not start \(executable.path): \(error)")
        }
    }

    static func passbook(_ arguments: [String]) -> Run {
        run(CLI.executable, arguments, timeout: 120)
    }

    /// Describes how a command ended, for messages.
    static func ending(_ run: Run) -> String {
        switch run.status {
        case 0: "exit 0"
        case 1: "exit 1"
        case -1: "killed after the time limit"
        default: "exit \(run.status) (a crash or a usage error)"
        }
    }

    /// The checks of a verify JSON report (one report, or the first of a list) with one of `verdicts`.
    static func checks(_ json: String, _ verdicts: Set<String>) -> [(id: String, verdict: String, detail: String)]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return nil }
        let report = (object as? [String: Any]) ?? (object as? [[String: Any]])?.first
        guard let checks = report?["checks"] as? [[String: Any]] else { return nil }
        return checks.compactMap { check in
            guard let verdict = check["verdict"] as? String, verdicts.contains(verdict) else { return nil }
            return ((check["id"] as? String) ?? "?", verdict, (check["detail"] as? String) ?? "")
        }
    }

    /// The findings of a validate JSON report with one of `severities`, as `severity id: message`.
    static func findings(_ json: String, _ severities: Set<String>) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let diagnostics = object["diagnostics"] as? [[String: Any]]
        else { return [] }
        return diagnostics.compactMap { finding in
            guard let severity = finding["severity"] as? String, severities.contains(severity) else { return nil }
            return "\(severity) \(finding["id"] ?? "?"): \(finding["message"] ?? "")"
        }
    }

    @Test(arguments: CorpusTests.entries)
    func corpusEntry(_ entry: Entry) throws {
        let folder = try Self.corpus.get()
        let file = folder.appendingPathComponent(entry.name).path
        let label = "\(entry.name) (\(entry.reason))"

        let verify = Self.passbook(["verify", "--ca", folder.appendingPathComponent("root.pem").path] + Self.verifyJSONArguments + [file])
        let failed = Self.checks(verify.stdout, ["failed"])
        let noted = Self.checks(verify.stdout, ["failed", "warning"])
        let notedText = noted.map { $0.isEmpty ? "no failed or warning check" : $0.map { "\($0.verdict) \($0.id): \($0.detail)" }.joined(separator: "\n  ") } ?? "no JSON report"
        if entry.verify == "accept" {
            #expect(verify.status == 0 && failed?.isEmpty == true, "verify should accept \(label); \(Self.ending(verify)):\n  \(notedText)\n\(verify.stderr)")
        } else {
            let named = failed?.contains { check in entry.refusal.contains { $0 == check.id || check.detail.contains($0) } } ?? false
            #expect(verify.status == 1 && named, "verify should refuse \(label) naming \(entry.refusal.joined(separator: " or ")); \(Self.ending(verify)):\n  \(notedText)\n\(verify.stderr)")
        }

        let validate = Self.passbook(["validate", "--format", "json", file])
        let errors = Self.findings(validate.stdout, ["error"])
        if entry.validate == "clean" {
            #expect(validate.status == 0, "validate should report no error for \(label); \(Self.ending(validate)):\n  \(errors.joined(separator: "\n  "))\n\(validate.stderr)")
        } else {
            // An error in the report, or (for a file that does not open at all) exit 1 with its reason.
            let reported = !errors.isEmpty || validate.stderr.contains("rror")
            let warnings = Self.findings(validate.stdout, ["error", "warning"])
            #expect(validate.status == 1 && reported, "validate should report an error for \(label); \(Self.ending(validate)):\n  \(warnings.joined(separator: "\n  "))\n\(validate.stderr)")
        }

        let inspect = Self.passbook(["inspect", file])
        if entry.inspect == "opens" {
            #expect(inspect.status == 0, "inspect should open \(label); \(Self.ending(inspect)):\n\(inspect.output)")
        } else {
            #expect(inspect.status == 1, "inspect should fail cleanly on \(label); \(Self.ending(inspect)):\n\(inspect.output)")
        }

        let png = folder.appendingPathComponent("\(entry.name).preview.png")
        let preview = Self.passbook(["preview", file, "-o", png.path])
        let drawn = ((try? Data(contentsOf: png)) ?? Data()).starts(with: [0x89, 0x50, 0x4E, 0x47])
        if entry.preview == "opens" {
            #expect(preview.status == 0 && drawn, "preview should draw \(label); \(Self.ending(preview)), PNG written: \(drawn):\n\(preview.output)")
        } else {
            #expect(preview.status == 1 && !drawn, "preview should fail cleanly on \(label); \(Self.ending(preview)):\n\(preview.output)")
        }
    }

    @Test func everyArchiveHasAnExpectation() throws {
        let folder = try Self.corpus.get()
        let made = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".pkpass") }
        #expect(Set(made) == Set(Self.entries.map(\.name)), "archives without a line in expected.tsv, or lines without an archive")
        #expect(Self.entries.count >= 50)
    }
}
