import Foundation
import Testing
import PassbookTestSupport

/// What the commands print around their work: suggestions for misspelt names, the usage of the
/// command at fault, counts, paths and progress as a reader expects them.
@Suite(.serialized) struct CommandHintTests {
    private func certs() throws -> URL { try CommandLineTests.devCerts.get() }

    private var full: URL { CLI.executable.deletingLastPathComponent().appendingPathComponent("passbook-full") }

    /// A misspelt command is named with the one meant, in both programs and for the commands
    /// passbook hands to passbook-full, and is still a usage error (64).
    @Test func aMisspeltCommandGetsTheOneMeant() throws {
        let verify = try CLI.run(["verfy", "x.pkpass"])
        #expect(verify.status == 64)
        #expect(verify.stderr.contains("did you mean verify?"), "\(verify.stderr)")
        #expect(verify.stderr.contains("passbook verify x.pkpass"), "\(verify.stderr)")
        let forwarded = try CLI.run(["sreve", "--port", "8080"])
        #expect(forwarded.status == 64)
        #expect(forwarded.stderr.contains("did you mean serve?"), "\(forwarded.stderr)")
        let nested = try CLI.run(["certs", "devv"])
        #expect(nested.status == 64)
        #expect(nested.stderr.contains("passbook certs has no command devv: did you mean dev?"), "\(nested.stderr)")
        #expect(nested.stderr.contains("Usage: passbook certs"), "\(nested.stderr)")
        let inFull = try CLI.run(["verfy", "x.pkpass"], executable: full)
        #expect(inFull.status == 64)
        #expect(inFull.stderr.contains("did you mean verify?"), "\(inFull.stderr)")
        let forwardedInFull = try CLI.run(["previw", "x.pkpass"], executable: full)
        #expect(forwardedInFull.stderr.contains("did you mean preview?"), "\(forwardedInFull.stderr)")
        // Nothing near: ArgumentParser's own message, no guess.
        let far = try CLI.run(["completely-different"])
        #expect(far.status == 64)
        #expect(!far.stderr.contains("did you mean"), "\(far.stderr)")
    }

    /// A password option that does not exist points to the two that do, where passwords are taken.
    @Test func aPasswordOptionPointsToTheOnesThatExist() throws {
        let build = try CLI.run(["build", TestPaths.sample("Generic").path, "--identity", "id.p12", "--password", "s3cret"])
        #expect(build.status == 64)
        #expect(build.stderr.contains("--password-env NAME") && build.stderr.contains("--password-file FILE"), "\(build.stderr)")
        let serve = try CLI.run(["serve", "--password=s3cret"])
        #expect(serve.status == 64)
        #expect(serve.stderr.contains("--password-env"), "\(serve.stderr)")
        // validate reads no key: no password to point to.
        let validate = try CLI.run(["validate", TestPaths.sample("Generic").path, "--password", "x"])
        #expect(validate.status == 64)
        #expect(!validate.stderr.contains("--password-env"), "\(validate.stderr)")
    }

    /// An error a command finds once it runs comes with that command's usage, not the program's.
    @Test func aMissingIdentityShowsTheUsageOfBuild() throws {
        let result = try CLI.run(["build", TestPaths.sample("Generic").path, "-o", "/tmp/x.pkpass"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Name a signing identity"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: passbook build"), "\(result.stderr)")
        #expect(result.stderr.contains("See 'passbook build --help'"), "\(result.stderr)")
        #expect(!result.stderr.contains("passbook <subcommand>"), "\(result.stderr)")
    }

    /// Every name of init --list is whole, and the summaries start in one column.
    @Test func initListShowsWholeNamesInAColumn() throws {
        let list = try CLI.run(["init", "--list"])
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map(String.init)
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.repositoryRoot.appendingPathComponent("Templates").path)
            .filter { FileManager.default.fileExists(atPath: TestPaths.repositoryRoot.appendingPathComponent("Templates/\($0)/template.json").path) }
        #expect(lines.count == names.count, "\(list.stdout)")
        for name in names {
            #expect(lines.contains { $0.hasPrefix(name + " ") }, "\(name) is not whole in:\n\(list.stdout)")
        }
        let longest = try #require(names.map(\.count).max())
        for line in lines {
            let column = line.index(line.startIndex, offsetBy: longest + 2)
            #expect(line[line.index(before: column)] == " " && line[column] != " ", "the summary of '\(line)' is not at column \(longest + 2)")
        }
    }

    /// A passbook development pass verified with its own --dev-certs gets no warning for being one;
    /// counts of one are singular.
    @Test func verifyWithTheDevelopmentCertificatesItAsksForDoesNotWarn() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("ticket.pkpass")
        let build = try CLI.run(["build", TestPaths.sample("EventTicket").path, "--dev-certs", certs().path, "-o", out.path])
        #expect(build.status == 0, "\(build.stderr)")
        let asked = try CLI.run(["verify", out.path, "--dev-certs", certs().path])
        #expect(asked.status == 0, "\(asked.stdout)")
        #expect(asked.stdout.contains(", 0 warnings)"), "\(asked.stdout)")
        #expect(asked.stdout.contains("the development root expected"), "\(asked.stdout)")
        // Another root given as --ca still warns that Wallet will not install the pass, and says "1 warning".
        let root = try CLI.run(["verify", out.path, "--ca", certs().appendingPathComponent("dev-ca.pem").path])
        #expect(root.status == 0, "\(root.stdout)")
        #expect(root.stdout.contains("warn signature.apple-root"), "\(root.stdout)")
        #expect(root.stdout.hasSuffix(", 1 warning)\n"), "\(root.stdout)")
        // Certificates of another folder do not make the chain.
        let other = try CLI.temporaryFolder().appendingPathComponent("other")
        #expect(try CLI.run(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "PASSBOOK01", "-o", other.path]).status == 0)
        let mismatched = try CLI.run(["verify", out.path, "--dev-certs", other.path])
        #expect(mismatched.status == 1)
        #expect(mismatched.stdout.contains("FAIL signature.chain"), "\(mismatched.stdout)")
    }

    /// A misspelt column or key of the data says which value of the template was meant.
    @Test func aMisspeltColumnGetsTheValueMeant() throws {
        let work = try CLI.temporaryFolder()
        let sample = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.csv"), encoding: .utf8)
        let csv = work.appendingPathComponent("members.csv")
        try Data(sample.replacingOccurrences(of: "memberNumber,", with: "memberNumbr,").utf8).write(to: csv)
        let template = TestPaths.repositoryRoot.appendingPathComponent("Templates/generic").path
        let fromCSV = try CLI.run(["batch", template, "--data", csv.path, "-o", work.appendingPathComponent("csv").path, "--dev-certs", certs().path, "--quiet"])
        #expect(fromCSV.stderr.contains("the column memberNumbr of members.csv is not a value of the template"), "\(fromCSV.stderr)")
        #expect(fromCSV.stderr.contains("did you mean memberNumber?"), "\(fromCSV.stderr)")

        let lines = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.jsonl"), encoding: .utf8)
        let jsonl = work.appendingPathComponent("members.jsonl")
        try Data(lines.replacingOccurrences(of: "\"homeSpace\"", with: "\"homeSapce\"").utf8).write(to: jsonl)
        let fromJSONL = try CLI.run(["batch", template, "--data", jsonl.path, "-o", work.appendingPathComponent("jsonl").path, "--dev-certs", certs().path, "--quiet"])
        #expect(fromJSONL.stderr.contains("homeSapce (first on line 1 of members.jsonl)"), "\(fromJSONL.stderr)")
        #expect(fromJSONL.stderr.contains("did you mean homeSpace?"), "\(fromJSONL.stderr)")
    }

    /// A template's hints are printed by batch only with --hints, as build and validate print
    /// them: make demo, which issues each template's data twice, printed a coupon's hint twice.
    @Test func batchPrintsHintsOnlyWithHints() throws {
        let work = try CLI.temporaryFolder()
        let template = TestPaths.repositoryRoot.appendingPathComponent("Templates/coupon").path
        let data = TestPaths.repositoryRoot.appendingPathComponent("Samples/data/coupon.csv").path
        let validate = try CLI.run(["validate", template])
        #expect(validate.stderr.contains("1 hint (--hints shows it)"), "\(validate.stderr)")
        let quiet = try CLI.run(["batch", template, "--data", data, "-o", work.appendingPathComponent("a").path, "--dev-certs", certs().path])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(!quiet.stderr.contains("hint["), "\(quiet.stderr)")
        let asked = try CLI.run(["batch", template, "--data", data, "-o", work.appendingPathComponent("b").path, "--dev-certs", certs().path, "--hints"])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stderr.contains("hint[design.barcode.square]"), "\(asked.stderr)")
    }

    /// `-o out/` is printed `out/…`, never `out//…`; progress percentages are those of the count shown.
    @Test func outputFoldersWithATrailingSlashAndProgressPercentages() throws {
        let work = try CLI.temporaryFolder()
        let sample = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.csv"), encoding: .utf8)
        let rows = sample.components(separatedBy: .newlines).filter { !$0.isEmpty }
        let csv = work.appendingPathComponent("seven.csv")
        try Data(rows.prefix(8).joined(separator: "\n").utf8).write(to: csv)
        let out = work.appendingPathComponent("out").path + "/"
        let batch = try CLI.run(["batch", TestPaths.repositoryRoot.appendingPathComponent("Templates/generic").path, "--data", csv.path, "-o", out, "--dev-certs", certs().path, "--jobs", "1"])
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(!batch.stderr.contains("//"), "\(batch.stderr)")
        #expect(batch.stderr.contains("7 passes written to \(out) in"), "\(batch.stderr)")
        #expect(batch.stderr.contains("Index: \(out)index.csv"), "\(batch.stderr)")
        // Standard error is no terminal here: plain lines, one per tenth crossed.
        let progress = batch.stderr.split(separator: "\n").filter { $0.hasPrefix("progress: ") }
        #expect(!progress.isEmpty, "\(batch.stderr)")
        for line in progress {
            // "progress: COUNT/7 (PERCENT%), …"
            let fields = line.dropFirst("progress: ".count).split(whereSeparator: { "/ (%".contains($0) })
            let count = try #require(fields.first.flatMap { Int($0) }, "\(line)")
            #expect(fields.count > 2 && fields[1] == "7" && Int(fields[2]) == count * 100 / 7, "\(line)")
        }
        #expect(progress.contains { $0.hasPrefix("progress: 1/7 (14%)") }, "\(batch.stderr)")

        let folder = work.appendingPathComponent("certs").path + "/"
        let made = try CLI.run(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "PASSBOOK01", "-o", folder])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(!made.stderr.contains("//"), "\(made.stderr)")
        #expect(made.stderr.contains("--dev-certs \(work.appendingPathComponent("certs").path)\n"), "\(made.stderr)")
        // Run by its path, the program's hints name it by that path: pasted, they run the same program.
        #expect(made.stderr.contains("Build:  \(CLI.executable.path) build MyPass.pass"), "\(made.stderr)")
    }
}
