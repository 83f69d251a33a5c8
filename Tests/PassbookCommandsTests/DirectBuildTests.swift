import ArgumentParser
import Foundation
import PassbookTestSupport
import Testing
@testable import PassbookCommands

/// `passbook build` read without swift-argument-parser must give the very command the parser
/// gives, or leave the command line to it.
@Suite struct DirectBuildTests {
    /// What the parser makes of `arguments`, or `nil` when it refuses them.
    static func parsed(_ arguments: [String]) -> BuildCommand? {
        (try? PassbookCommand.parseAsRoot(arguments)) as? BuildCommand
    }

    /// Every property's value, option groups included (each property wrapper describes its
    /// value); a property left unset reads "*definition*".
    static func described(_ command: BuildCommand) -> String {
        String(describing: command)
    }

    @Test(arguments: [
        ["build", "A.pass"],
        ["build", "A.pass", "-o", "A.pkpass", "--dev-certs", "dev"],
        ["build", "--dev-certs", "dev", "A.pass", "--output", "-"],
        ["build", "A.pass", "-o", "out/A.pkpass", "--identity", "id.p12", "--password-env", "PASSWORD"],
        ["build", "A.pass", "--certificate", "pass.cer", "--key", "pass.key", "--password-file", "secret", "--wwdr", "wwdr.pem"],
        ["build", "template", "--data", "record.json", "--set", "holder.name=Jane", "--set", "seat=12A", "--dev-certs", "dev"],
        ["build", "A.pass", "--force", "--strict", "--hints", "--disable", "design", "--error", "design.images", "--disable", "design.images"],
        ["build", "A.pass", "--verbose", "--signing-time", "2027-01-01T12:00:00Z", "--dev-certs", "dev"],
    ])
    func theCommonCommandLinesAreReadAsTheParserReadsThem(_ arguments: [String]) throws {
        let direct = try #require(BuildCommand.direct(arguments), "read directly: \(arguments)")
        let parsed = try #require(Self.parsed(arguments), "parsed: \(arguments)")
        #expect(Self.described(direct) == Self.described(parsed))
        #expect(!Self.described(direct).contains("definition"))
    }

    @Test(arguments: [
        ["build"], ["build", "--help"], ["build", "-h"], ["build", "A.pass", "--output=x.pkpass"], ["build", "A.pass", "-o"],
        ["build", "A.pass", "-o", "a", "-o", "b"], ["build", "A.pass", "B.pass"], ["build", "A.pass", "--no-such-flag"],
        ["build", "A.pass", "--force", "--force"], ["build", "A.pass", "--hints", "--verbose"], ["build", "-"], ["build", "help"],
        ["build", "A.pass", "--max-file-size", "16"], ["build", "A.pass", "--", "B"], ["build", "A.pass", "--dev-certs", "--force"],
        // Refused by the options' own checks: the parser says why.
        ["build", "A.pass", "--dev-certs", "dev", "--identity", "id.p12"], ["build", "A.pass", "--certificate", "pass.cer"],
        ["build", "A.pass", "--password-env", "A", "--password-file", "b"], ["build", "A.pass", "--signing-time", "soon"],
        ["build", "A.pass", "--disable", "no.such.rule"], ["build", "A.pass", "--set", "novalue"],
        ["validate", "A.pass"], [],
    ])
    func everythingElseIsLeftToTheParser(_ arguments: [String]) {
        #expect(BuildCommand.direct(arguments) == nil, "\(arguments)")
    }

    /// Generated command lines: options in any order, some repeated, some in pairs the options
    /// refuse. Whatever the direct reading accepts, the parser reads the same way.
    @Test func generatedCommandLinesAgreeWithTheParser() {
        let valued: [(String, [String])] = [
            ("-o", ["A.pkpass", "-", "out dir/B.pkpass"]), ("--output", ["C.pkpass"]), ("--dev-certs", ["dev", "certs folder"]),
            ("--identity", ["id.p12"]), ("--certificate", ["pass.cer"]), ("--key", ["pass.key"]), ("--wwdr", ["wwdr.pem"]),
            ("--password-env", ["PASSWORD"]), ("--password-file", ["secret.txt"]), ("--signing-time", ["1700000000", "2027-01-01T12:00:00Z", "later"]),
            ("--data", ["record.json"]), ("--set", ["a=1", "b.c=two words", "bad"]), ("--disable", ["design", "design.images"]),
            ("--error", ["design.images"]),
        ]
        let flags = ["--force", "--strict", "--hints", "--verbose"]
        var generator = SystemRandomNumberGenerator()
        var accepted = 0
        for _ in 0..<300 {
            var parts: [[String]] = [[["A.pass", "folder with spaces.pass", "T"].randomElement(using: &generator)!]]
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                if Bool.random(using: &generator) {
                    let (name, values) = valued.randomElement(using: &generator)!
                    parts.append([name, values.randomElement(using: &generator)!])
                } else {
                    parts.append([flags.randomElement(using: &generator)!])
                }
            }
            let arguments = ["build"] + parts.shuffled(using: &generator).flatMap { $0 }
            let parsed = Self.parsed(arguments)
            guard let direct = BuildCommand.direct(arguments) else { continue }
            accepted += 1
            guard let parsed else {
                Issue.record("read directly, refused by the parser: \(arguments)")
                continue
            }
            #expect(Self.described(direct) == Self.described(parsed), "\(arguments)")
        }
        #expect(accepted > 60, "many generated lines are plain enough to read directly (\(accepted) of 300)")
    }

    /// The same pass folder built with a command line read directly and with one the parser reads
    /// (an option at its default sends it there) gives the same archive, byte for byte.
    @Test func bothWaysBuildTheSameArchive() throws {
        let dev = try CommandLineTests.devCerts.get()
        let folder = TestPaths.sample("BoardingPass")
        let output = try CLI.temporaryFolder()
        let common = ["build", folder.path, "--dev-certs", dev.path, "--signing-time", "2027-01-01T12:00:00Z"]
        let direct = try CLI.run(common + ["-o", output.appendingPathComponent("direct.pkpass").path])
        let parsed = try CLI.run(common + ["-o", output.appendingPathComponent("parsed.pkpass").path, "--max-file-size", "16"])
        #expect(direct.status == 0, "\(direct.stderr)")
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(direct.stderr == parsed.stderr)
        let a = try Data(contentsOf: output.appendingPathComponent("direct.pkpass"))
        let b = try Data(contentsOf: output.appendingPathComponent("parsed.pkpass"))
        #expect(!a.isEmpty && a == b)
        let missing = ["build", output.appendingPathComponent("none.pass").path, "--dev-certs", dev.path]
        let failedDirect = try CLI.run(missing)
        let failedParsed = try CLI.run(missing + ["--max-file-size", "16"])
        #expect(failedDirect.status == 1 && failedParsed.status == 1)
        #expect(failedDirect.stderr == failedParsed.stderr)
    }
}
