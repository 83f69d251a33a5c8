import Foundation
import Testing
import PassbookTestSupport

/// `init`, `batch`, `bundle`, `strings extract`, and `verify`/`inspect`/`validate` on bundles and templates.
@Suite(.serialized) struct TemplateCommandTests {
    static let styles = ["boarding-pass", "coupon", "event-ticket", "generic", "store-card"]

    private func certs() throws -> URL { try CommandLineTests.devCerts.get() }

    private func template(_ style: String) -> URL {
        TestPaths.repositoryRoot.appendingPathComponent("Templates/\(style)")
    }

    /// The templates of Wallet's newer layouts.
    static let layouts = ["poster-event-ticket", "semantic-boarding-pass", "poster-generic"]

    @Test(arguments: styles + layouts)
    func shippedTemplateValidatesAndItsSampleDataBuilds(style: String) throws {
        let validation = try CLI.run(["validate", template(style).path])
        #expect(validation.status == 0, "\(validation.stderr)")
        #expect(validation.stderr.contains("0 errors, 0 warnings"), "\(validation.stderr)")
        let out = try CLI.temporaryFolder()
        for data in ["csv", "jsonl"] {
            let file = TestPaths.repositoryRoot.appendingPathComponent("Samples/data/\(style).\(data)")
            let result = try CLI.run(["batch", template(style).path, "--data", file.path, "-o", out.appendingPathComponent(data).path, "--dev-certs", certs().path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("25 passes written"), "\(result.stderr)")
        }
        let passes = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("csv").path).filter { $0.hasSuffix(".pkpass") }
        #expect(passes.count == 25)
        let first = out.appendingPathComponent("csv/\(passes[0])")
        let verify = try CLI.run(["verify", first.path, "--ca", certs().appendingPathComponent("dev-ca.pem").path])
        #expect(verify.status == 0, "\(verify.stdout)")
    }

    /// A newcomer's path: a plain pass folder for each style, with their own identifiers, that
    /// validates clean, builds with development certificates made for them, and verifies.
    @Test(arguments: ["boardingPass", "coupon", "eventTicket", "generic", "storeCard"])
    func initPassMakesAPlainPassThatBuildsAndVerifies(style: String) throws {
        let work = try CLI.temporaryFolder()
        let certs = work.appendingPathComponent("certs")
        #expect(try CLI.run(["certs", "dev", "--pass-type-id", "pass.com.example.first", "--team-id", "FIRST12345", "-o", certs.path]).status == 0)
        let folder = work.appendingPathComponent("My.pass")
        let made = try CLI.run(["init", folder.path, "--pass", "--style", style, "--pass-type-id", "pass.com.example.first", "--team-id", "FIRST12345"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.contains("passbook build"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains("pass.json") && names.contains("icon.png"))
        #expect(!names.contains("template.json"))
        let json = try String(contentsOf: folder.appendingPathComponent("pass.json"), encoding: .utf8)
        #expect(!json.contains("{{"), "placeholders left in pass.json")
        #expect(json.contains("\"\(style)\""))
        let validation = try CLI.run(["validate", folder.path])
        #expect(validation.status == 0, "\(validation.stderr)")
        #expect(validation.stderr.contains("0 errors, 0 warnings"), "\(validation.stderr)")
        let out = work.appendingPathComponent("My.pkpass")
        let build = try CLI.run(["build", folder.path, "--dev-certs", certs.path, "-o", out.path])
        #expect(build.status == 0, "\(build.stderr)")
        let verify = try CLI.run(["verify", out.path, "--ca", certs.appendingPathComponent("dev-ca.pem").path])
        #expect(verify.status == 0, "\(verify.stdout)")
        // The folder exists now: a second init refuses and changes nothing.
        let again = try CLI.run(["init", folder.path, "--pass", "--style", style])
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists"))
    }

    /// One pass from a template without a CSV: from a JSON record, --set values over it, or the examples.
    @Test func buildMakesOnePassFromATemplate() throws {
        let work = try CLI.temporaryFolder()
        let record = work.appendingPathComponent("record.json")
        try Data("""
            {"serialNumber": "ONE-0001", "holder": {"name": "Ingrid Solberg"}, "event": {"performer": "Night Tides"},
             "doorsOpen": "2027-07-01T19:00:00+02:00", "showStart": "2027-07-01T20:00:00+02:00", "showEnd": "2027-07-01T22:00:00+02:00",
             "entrance": "A", "ticketNumber": "Q1W2E3", "barcode": "NT-0701-Q1W2E3"}
            """.utf8).write(to: record)
        let out = work.appendingPathComponent("one.pkpass")
        let build = try CLI.run(["build", template("event-ticket").path, "--data", record.path, "--set", "seat.row=F", "--set", "entrance=C", "--dev-certs", certs().path, "-o", out.path])
        #expect(build.status == 0, "\(build.stderr)")
        let inspect = try CLI.run(["inspect", out.path])
        #expect(inspect.stdout.contains("ONE-0001"))
        #expect(inspect.stdout.contains("Night Tides"))
        #expect(inspect.stdout.contains("Ingrid Solberg"))
        let verify = try CLI.run(["verify", out.path, "--ca", certs().appendingPathComponent("dev-ca.pem").path])
        #expect(verify.status == 0, "\(verify.stdout)")

        // No data: the examples, with a serial of its own, written under the serial's name.
        let examples = try CLI.run(["build", template("generic").path, "--dev-certs", certs().path], in: work)
        #expect(examples.status == 0, "\(examples.stderr)")
        #expect(examples.stderr.contains("examples"))
        #expect(examples.stdout.hasSuffix(".pkpass\n"))

        // A required value missing is the template's error, and nothing is written.
        let missing = work.appendingPathComponent("missing.pkpass")
        let incomplete = try CLI.run(["build", template("event-ticket").path, "--set", "holder.name=Jane", "--dev-certs", certs().path, "-o", missing.path])
        #expect(incomplete.status == 1)
        #expect(incomplete.stderr.contains("event.performer"), "\(incomplete.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let badSet = try CLI.run(["build", template("event-ticket").path, "--set", "holder.name", "--dev-certs", certs().path])
        #expect(badSet.status == 64)
        #expect(badSet.stderr.contains("NAME=VALUE"))
        let notATemplate = try CLI.run(["build", TestPaths.sample("Generic").path, "--data", record.path, "--dev-certs", certs().path])
        #expect(notATemplate.status == 64)
        #expect(notATemplate.stderr.contains("template.json"))
    }

    /// Ctrl-C stops a batch with whole passes, an index and exit 130; --resume finishes it with one
    /// pass per record, keeping the ones written before.
    @Test func anInterruptedBatchResumes() throws {
        let work = try CLI.temporaryFolder()
        let sample = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.csv"), encoding: .utf8)
        var lines = sample.components(separatedBy: .newlines).filter { !$0.isEmpty }
        let header = lines.removeFirst()
        let data = work.appendingPathComponent("people.csv")
        try Data(([header] + (0..<3_000).map { lines[$0 % lines.count] }).joined(separator: "\n").utf8).write(to: data)
        let out = work.appendingPathComponent("out")
        let arguments = ["batch", template("generic").path, "--data", data.path, "-o", out.path, "--dev-certs", try certs().path, "--quiet"]
        func passes() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasSuffix(".pkpass") } }

        let interrupted = try Shell.run(arguments, executable: CLI.executable) { process in
            let deadline = Date().addingTimeInterval(60)
            while passes().count < 100, process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            process.interrupt()
        }
        #expect(interrupted.status == 130, "\(interrupted.stderr)")
        #expect(interrupted.stderr.contains("--resume"))
        let written = passes()
        #expect(written.count >= 100 && written.count < 3_000)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        let firstIndex = try String(contentsOf: out.appendingPathComponent("index.csv"), encoding: .utf8)
        #expect(firstIndex.components(separatedBy: "\r\n").filter { $0.contains(",written,") }.count == written.count)

        let resumed = try CLI.run(arguments + ["--resume"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("\(written.count) kept"), "\(resumed.stderr)")
        let all = passes()
        #expect(all.count == 3_000)
        #expect(Set(written).isSubset(of: Set(all)))
        let index = try String(contentsOf: out.appendingPathComponent("index.csv"), encoding: .utf8).components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(index.count == 3_000)
        #expect(Set(index.map { $0.split(separator: ",")[2] }).count == 3_000)
    }

    @Test func germanStringsOfABuiltPassAreUTF16AndComplete() throws {
        let out = try CLI.temporaryFolder()
        let data = TestPaths.repositoryRoot.appendingPathComponent("Samples/data/event-ticket.csv")
        // --sync: the run flushes what it wrote before it exits.
        #expect(try CLI.run(["batch", template("event-ticket").path, "--data", data.path, "-o", out.path, "--dev-certs", certs().path, "--sync"]).status == 0)
        let name = try #require(FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix(".pkpass") })
        let unzipped = try CLI.temporaryFolder()
        try Shell.check(["unzip", "-q", out.appendingPathComponent(name).path, "-d", unzipped.path])
        let german = try Data(contentsOf: unzipped.appendingPathComponent("de.lproj/pass.strings"))
        #expect(german.starts(with: [0xFF, 0xFE]))
        // The built pass has no missing or extra keys in any language.
        let validation = try CLI.run(["validate", out.appendingPathComponent(name).path])
        #expect(validation.status == 0)
        #expect(!validation.stderr.contains("localization."), "\(validation.stderr)")
    }

    @Test func thousandRowsWithTwoBrokenOnesExitOneAndNameTheLines() throws {
        let sample = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.csv"), encoding: .utf8)
        // Samples are written with CRLF line ends, which Swift counts as one character.
        var lines = sample.components(separatedBy: .newlines).filter { !$0.isEmpty }
        try #require(lines.count > 2)
        let header = lines.removeFirst()
        var rows = [header]
        for index in 0..<1_000 { rows.append(lines[index % lines.count]) }
        rows[101] = "only,three,fields"
        rows[700] = "Broken Person,M-1,Flex Desk,not-a-date,2027-06-30T23:59:00+01:00,false,,"
        let folder = try CLI.temporaryFolder()
        let data = folder.appendingPathComponent("members.csv")
        try Data(rows.joined(separator: "\n").utf8).write(to: data)
        let result = try CLI.run(["batch", template("generic").path, "--data", data.path, "-o", folder.appendingPathComponent("out").path, "--dev-certs", certs().path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("members.csv:102: error:"), "\(result.stderr)")
        #expect(result.stderr.contains("members.csv:701: error:"), "\(result.stderr)")
        #expect(result.stderr.contains("998 passes written"))
        #expect(result.stderr.contains("2 records failed (lines 102, 701)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).filter { $0.hasSuffix(".pkpass") }.count == 998)
    }

    @Test func bundleVerifyAndInspect() throws {
        let out = try CLI.temporaryFolder()
        let data = TestPaths.repositoryRoot.appendingPathComponent("Samples/data/coupon.jsonl")
        #expect(try CLI.run(["batch", template("coupon").path, "--data", data.path, "-o", out.path, "--dev-certs", certs().path]).status == 0)
        let passes = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".pkpass") }.sorted().map { out.appendingPathComponent($0).path }
        let bundle = out.appendingPathComponent("trip.pkpasses").path
        let made = try CLI.run(["bundle"] + Array(passes.prefix(3)) + ["-o", bundle])
        #expect(made.status == 0, "\(made.stderr)")
        let verify = try CLI.run(["verify", bundle, "--ca", certs().appendingPathComponent("dev-ca.pem").path])
        #expect(verify.status == 0, "\(verify.stdout)")
        #expect(verify.stdout.contains("bundle valid: 3 passes"))
        let inspect = try CLI.run(["inspect", bundle])
        #expect(inspect.status == 0)
        #expect(inspect.stdout.contains("a bundle of 3 passes"))
        let tooMany = try CLI.run(["bundle"] + Array(passes.prefix(11)) + ["-o", out.appendingPathComponent("big.pkpasses").path])
        #expect(tooMany.status == 1)
        #expect(tooMany.stderr.contains("11 passes, and Wallet takes at most 10"), "\(tooMany.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("big.pkpasses").path))
    }

    @Test func batchWritesBundlesOfTen() throws {
        let out = try CLI.temporaryFolder()
        let data = TestPaths.repositoryRoot.appendingPathComponent("Samples/data/store-card.csv")
        let result = try CLI.run(["batch", template("store-card").path, "--data", data.path, "-o", out.path, "--bundle", "--dev-certs", certs().path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("in 3 bundles"))
        let bundles = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".pkpasses") }.sorted()
        #expect(bundles == ["passes-00001.pkpasses", "passes-00002.pkpasses", "passes-00003.pkpasses"])
        let verify = try CLI.run(["verify", out.appendingPathComponent(bundles[2]).path, "--ca", certs().appendingPathComponent("dev-ca.pem").path])
        #expect(verify.stdout.contains("bundle valid: 5 passes"), "\(verify.stdout)")
        #expect(try CLI.run(["batch", template("store-card").path, "--data", data.path, "--bundle-size", "11", "--dev-certs", certs().path]).status == 64)
    }

    @Test func initCopiesATemplateWithYourIdentifiers() throws {
        let folder = try CLI.temporaryFolder().appendingPathComponent("my-ticket")
        let result = try CLI.run(["init", folder.path, "--style", "event-ticket", "--pass-type-id", "pass.com.example.mine", "--team-id", "ABCDE12345"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try String(contentsOf: folder.appendingPathComponent("pass.json"), encoding: .utf8)
        #expect(json.contains("pass.com.example.mine"))
        #expect(json.contains("{{holder.name}}"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("logo@3x.png").path))
        let again = try CLI.run(["init", folder.path, "--style", "coupon"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists"))
        let unknown = try CLI.run(["init", folder.path + "2", "--style", "boat"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("event-ticket"))
        let list = try CLI.run(["init", "--list"])
        for style in Self.styles { #expect(list.stdout.contains(style)) }
    }

    @Test func stringsExtractWritesUTF16AndKeepsTranslations() throws {
        let folder = try CLI.temporaryFolder().appendingPathComponent("t")
        #expect(try CLI.run(["init", folder.path, "--style", "store-card"]).status == 0)
        let german = folder.appendingPathComponent("de.lproj/pass.strings")
        let before = try String(contentsOf: german, encoding: .utf8)
        let result = try CLI.run(["strings", "extract", folder.path, "--language", "de"])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: german)
        #expect(data.starts(with: [0xFF, 0xFE]))
        let text = try #require(String(data: data.dropFirst(2), encoding: .utf16LittleEndian))
        // Every German translation that was there is kept.
        for line in before.split(separator: "\n") where line.hasPrefix("\"") {
            #expect(text.contains(line), "lost \(line)")
        }
        #expect(result.stderr.contains("new)"))
        let fresh = try CLI.run(["strings", "extract", folder.path, "-o", "-", "--utf8"])
        #expect(fresh.stdout.contains("\"BALANCE\" = \"BALANCE\";") || fresh.stdout.contains("= "))
    }

    @Test func templateErrorsAreClear() throws {
        let folder = try CLI.temporaryFolder().appendingPathComponent("broken")
        #expect(try CLI.run(["init", folder.path, "--style", "coupon"]).status == 0)
        let passJSON = folder.appendingPathComponent("pass.json")
        let json = try String(contentsOf: passJSON, encoding: .utf8).replacingOccurrences(of: "{{code}}", with: "{{cdoe}}")
        try Data(json.utf8).write(to: passJSON)
        let result = try CLI.run(["validate", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("{{cdoe}}, which template.json does not declare"), "\(result.stderr)")
        #expect(result.stderr.contains("Did you mean {{code}}"))
    }
}
