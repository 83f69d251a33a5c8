import Foundation
import Testing
import PassbookTestSupport

/// End-to-end runs of the `passbook` executable: exit codes, stdout for products, stderr for messages.
@Suite(.serialized) struct CommandLineTests {
    /// Development certificates for the samples' pass type, made once.
    static let devCerts: Result<URL, any Error> = Result {
        let folder = try CLI.temporaryFolder().appendingPathComponent("certs")
        let result = try CLI.run(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "PASSBOOK01", "-o", folder.path])
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: result.stderr]) }
        return folder
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        for command in ["build", "verify", "inspect", "preview", "barcode", "certs", "bench"] {
            #expect(help.stdout.contains(command))
        }
        #expect(try CLI.run(["--version"]).stdout.contains("."))
    }

    /// The commands `passbook` hands to `passbook-full` behave as if `passbook` ran them: their own
    /// help and options, their usage errors (64), and a clear error when `passbook-full` is missing.
    @Test func commandsOfPassbookFullRunThroughPassbook() throws {
        let help = try CLI.run(["preview", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--back"))
        #expect(help.stdout.contains("passbook preview"))
        let helpCommand = try CLI.run(["help", "serve"])
        #expect(helpCommand.status == 0)
        #expect(helpCommand.stdout.contains("--database"))
        let usage = try CLI.run(["barcode", "--format", "qr", "--message", "x", "-o", "x.png", "--no-such-flag"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("--no-such-flag"))
        let folder = try CLI.temporaryFolder()
        let svg = folder.appendingPathComponent("code.svg")
        let drawn = try CLI.run(["barcode", "--format", "qr", "--message", "forwarded", "-o", svg.path])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(FileManager.default.fileExists(atPath: svg.path))
        let completion = try CLI.run(["--generate-completion-script", "bash"])
        #expect(completion.stdout.contains("--database-connections"))

        // A copy of passbook alone, without passbook-full beside it.
        let alone = folder.appendingPathComponent("passbook")
        try FileManager.default.copyItem(at: CLI.executable, to: alone)
        let missing = try CLI.run(["serve"], executable: alone)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("passbook-full"))
        #expect(missing.stderr.contains("make install"))
        #expect(try CLI.run(["--version"], executable: alone).status == 0)
    }

    /// The example program (Examples/MakeAndVerifyAPass) makes, signs, reads back and verifies a pass.
    @Test func theExampleProgramMakesAPassThatVerifies() throws {
        let example = CLI.executable.deletingLastPathComponent().appendingPathComponent("passbook-example")
        let out = try CLI.temporaryFolder().appendingPathComponent("coffee.pkpass")
        let run = try CLI.run([out.path], executable: example)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("verifies"))
        let inspect = try CLI.run(["inspect", out.path])
        #expect(inspect.stdout.contains("BEAN-2041"))
        #expect(try CLI.run(["validate", out.path]).status == 0)
    }

    @Test func usageErrorsExit64() throws {
        let unknown = try CLI.run(["build", "--no-such-flag"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        let noIdentity = try CLI.run(["build", TestPaths.sample("Generic").path, "-o", "/tmp/x.pkpass"])
        #expect(noIdentity.status == 64)
        #expect(noIdentity.stderr.contains("signing identity"))
        let both = try CLI.run(["build", "x", "--identity", "a.p12", "--certificate", "c.pem", "--key", "k.pem"])
        #expect(both.status == 64)
        let badTeam = try CLI.run(["certs", "dev", "--pass-type-id", "com.example", "--team-id", "T"])
        #expect(badTeam.status == 64)
        #expect(badTeam.stderr.contains("pass."))
    }

    @Test func certsDevWritesCertificatesAndRefusesToOverwrite() throws {
        let folder = try Self.devCerts.get()
        for name in ["dev-ca.pem", "dev-ca.key", "pass.pem", "pass.key"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
        let again = try CLI.run(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "PASSBOOK01", "-o", folder.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("--force"))
    }

    @Test func certsInspectShowsPassTypeTeamAndGeneration() throws {
        let folder = try Self.devCerts.get()
        let result = try CLI.run(["certs", "inspect", folder.appendingPathComponent("pass.pem").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("pass.dev.passbook.samples"))
        #expect(result.stdout.contains("PASSBOOK01"))
        #expect(result.stdout.contains("not an Apple WWDR authority"))
        let apple = try CLI.run(["certs", "inspect", TestPaths.repositoryRoot.appendingPathComponent("Certificates/AppleWWDRCAG4.cer").path, "--json"])
        #expect(apple.status == 0)
        let facts = try JSONSerialization.jsonObject(with: Data(apple.stdout.utf8)) as? [String: Any]
        #expect(facts?["teamIdentifier"] as? String == "G4")
    }

    /// SOURCE_DATE_EPOCH or --signing-time fix the only thing that changed between builds: the same
    /// folder and key give the same bytes, and openssl reads the time given.
    @Test func buildsWithAFixedSigningTimeAreByteIdentical() throws {
        let certs = try Self.devCerts.get()
        let folder = try CLI.temporaryFolder()
        let epoch = Int(Date().timeIntervalSince1970) - 3_600
        var archives: [Data] = []
        for (index, environment) in [["SOURCE_DATE_EPOCH": "\(epoch)"], ["SOURCE_DATE_EPOCH": "\(epoch)"], [:]].enumerated() {
            let out = folder.appendingPathComponent("\(index).pkpass")
            var arguments = ["build", TestPaths.sample("EventTicket").path, "--dev-certs", certs.path, "-o", out.path]
            if environment.isEmpty { arguments += ["--signing-time", "\(epoch)"] }
            let build = try CLI.run(arguments, environment: environment)
            #expect(build.status == 0, "\(build.stderr)")
            archives.append(try Data(contentsOf: out))
        }
        #expect(archives[0] == archives[1])
        #expect(archives[0] == archives[2])

        let later = folder.appendingPathComponent("later.pkpass")
        let iso = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: TimeInterval(epoch + 60)))
        #expect(try CLI.run(["build", TestPaths.sample("EventTicket").path, "--dev-certs", certs.path, "-o", later.path, "--signing-time", iso]).status == 0)
        #expect(try Data(contentsOf: later) != archives[0])
        let inspect = try CLI.run(["inspect", later.path, "--json"])
        #expect(inspect.stdout.contains(iso.replacingOccurrences(of: "Z", with: "")) || inspect.stdout.contains("\(epoch + 60)"), "\(inspect.stdout)")

        let wrong = try CLI.run(["build", TestPaths.sample("EventTicket").path, "--dev-certs", certs.path, "-o", later.path, "--signing-time", "tomorrow"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--signing-time"))
        let badEpoch = try CLI.run(["build", TestPaths.sample("EventTicket").path, "--dev-certs", certs.path, "-o", later.path], environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        #expect(badEpoch.status == 64)
        #expect(badEpoch.stderr.contains("SOURCE_DATE_EPOCH"))
    }

    @Test(arguments: ["BoardingPass", "Coupon", "EventTicket", "Generic", "StoreCard"])
    func buildsVerifiesAndInspectsEverySample(name: String) throws {
        let certs = try Self.devCerts.get()
        let out = try CLI.temporaryFolder().appendingPathComponent("\(name).pkpass")
        let build = try CLI.run(["build", TestPaths.sample(name).path, "--dev-certs", certs.path, "-o", out.path])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == out.path)

        let verify = try CLI.run(["verify", out.path, "--ca", certs.appendingPathComponent("dev-ca.pem").path])
        #expect(verify.status == 0, "\(verify.stdout)")
        #expect(verify.stdout.contains("not Apple Root CA"))

        let untrusted = try CLI.run(["verify", out.path])
        #expect(untrusted.status == 1)
        #expect(untrusted.stdout.contains("FAIL signature.chain"))

        let json = try CLI.run(["verify", out.path, "--ca", certs.appendingPathComponent("dev-ca.pem").path, "--json"])
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((report?["checks"] as? [[String: Any]])?.isEmpty == false)

        let inspect = try CLI.run(["inspect", out.path])
        #expect(inspect.status == 0)
        #expect(inspect.stdout.contains("pass.dev.passbook.samples"))
        #expect(inspect.stdout.contains("manifest.json"))
        #expect(inspect.stdout.contains("Signed by"))
    }

    @Test func buildWritesToStandardOutput() throws {
        let certs = try Self.devCerts.get()
        let result = try CLI.run(["build", TestPaths.sample("Coupon").path, "--dev-certs", certs.path, "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stdoutData.starts(with: [0x50, 0x4B, 0x03, 0x04]))
    }

    @Test func buildReadsP12PasswordFromEnvironmentOrFile() throws {
        let certs = try Self.devCerts.get()
        let folder = try CLI.temporaryFolder()
        let p12 = folder.appendingPathComponent("id.p12")
        try Shell.check(["openssl", "pkcs12", "-export", "-legacy", "-in", certs.appendingPathComponent("pass.pem").path,
                         "-inkey", certs.appendingPathComponent("pass.key").path, "-passout", "pass:s3cret", "-out", p12.path])
        let ca = certs.appendingPathComponent("dev-ca.pem").path

        let fromEnv = try CLI.run(["build", TestPaths.sample("Generic").path, "--identity", p12.path, "--wwdr", ca, "--password-env", "P12_PASS", "-o", folder.appendingPathComponent("a.pkpass").path], environment: ["P12_PASS": "s3cret"])
        #expect(fromEnv.status == 0, "\(fromEnv.stderr)")

        let passwordFile = folder.appendingPathComponent("password.txt")
        try "s3cret\n".write(to: passwordFile, atomically: false, encoding: .utf8)
        let fromFile = try CLI.run(["build", TestPaths.sample("Generic").path, "--identity", p12.path, "--wwdr", ca, "--password-file", passwordFile.path, "-o", folder.appendingPathComponent("b.pkpass").path])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")

        // A wrong password is reported at once, naming the option it came from, before any validation output.
        let broken = try ValidateCommandTests.brokenSample("EventTicket", ValidateCommandTests.tooShortToken)
        let wrong = try CLI.run(["build", broken.path, "--identity", p12.path, "--wwdr", ca, "--password-env", "P12_PASS", "-o", folder.appendingPathComponent("c.pkpass").path], environment: ["P12_PASS": "nope"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("password is wrong"))
        #expect(wrong.stderr.contains("--identity \(p12.path)") && wrong.stderr.contains("P12_PASS (--password-env)"), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("Nothing was validated or signed"))
        #expect(!wrong.stderr.contains("webservice.token.short") && !wrong.stderr.contains("invalid,"), "\(wrong.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.pkpass").path))

        // With no password source and no terminal there is nobody to ask: a clear error, not a hang.
        let none = try CLI.run(["build", TestPaths.sample("Generic").path, "--identity", p12.path, "--wwdr", ca, "-o", folder.appendingPathComponent("d.pkpass").path])
        #expect(none.status == 1, "\(none.stderr)")
        #expect(none.stderr.contains("password"))
    }

    @Test func buildRefusesPassForAnotherTeamAndWritesNothing() throws {
        let certs = try CLI.temporaryFolder().appendingPathComponent("other")
        #expect(try CLI.run(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "OTHERTEAM1", "-o", certs.path]).status == 0)
        let out = try CLI.temporaryFolder().appendingPathComponent("x.pkpass")
        let result = try CLI.run(["build", TestPaths.sample("Generic").path, "--dev-certs", certs.path, "-o", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("teamIdentifier"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func verifyExplainsANonZip() throws {
        let file = try CLI.temporaryFolder().appendingPathComponent("page.pkpass")
        try Data("<html>oops</html>".utf8).write(to: file)
        let result = try CLI.run(["verify", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("not a zip archive"))
    }

    @Test func missingFileIsAClearError() throws {
        let result = try CLI.run(["inspect", "/nonexistent/x.pkpass"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no such file"))
    }
}
