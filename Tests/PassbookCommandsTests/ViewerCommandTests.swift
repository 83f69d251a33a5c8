import Foundation
import Testing
import PassbookTestSupport

/// `passbook inspect` and `passbook preview` show what a pass holds, even one Wallet would refuse,
/// and list what is missing; they fail only when nothing can be read.
@Suite(.serialized) struct ViewerCommandTests {
    /// The Generic sample without serialNumber and teamIdentifier.
    static func withoutIdentifiers() throws -> URL {
        try ValidateCommandTests.brokenSample("Generic") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("\"serialNumber\"") && !$0.contains("\"teamIdentifier\"") }
                .joined(separator: "\n")
        }
    }

    /// A built archive whose pass.json was replaced by `folder`'s, as a broken published pass is.
    static func archive(of folder: URL, named name: String) throws -> URL {
        let certs = try CommandLineTests.devCerts.get()
        let out = try CLI.temporaryFolder().appendingPathComponent(name)
        let build = try CLI.run(["build", TestPaths.sample("Generic").path, "--dev-certs", certs.path, "-o", out.path])
        guard build.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: build.stderr]) }
        try zip([folder.appendingPathComponent("pass.json")], into: out)
        return out
    }

    /// Adds `files` to the zip archive `archive` (made when missing) with Info-ZIP, as people do by hand.
    static func zip(_ files: [URL], into archive: URL) throws {
        try Shell.check(["zip", "-q", "-j", archive.path] + files.map(\.path))
    }

    static let missingLine = "Missing:        serialNumber, teamIdentifier"

    @Test func inspectShowsAFolderWithoutIdentifiersAndListsThem() throws {
        let folder = try Self.withoutIdentifiers()
        #expect(try CLI.run(["validate", folder.path]).status == 1)  // still an error for validate
        let result = try CLI.run(["inspect", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(Self.missingLine), "\(result.stdout)")
        #expect(result.stdout.contains("Serial number:  (missing)"))
        #expect(result.stdout.contains("Organization:   Tidewater Commons"))
        let json = try CLI.run(["inspect", folder.path, "--json"])
        #expect(json.status == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        #expect(summary["missing"] as? [String] == ["serialNumber", "teamIdentifier"])
    }

    @Test func inspectShowsABuiltArchiveAndABundleWithoutIdentifiers() throws {
        let folder = try Self.withoutIdentifiers()
        let first = try Self.archive(of: folder, named: "first.pkpass")
        let single = try CLI.run(["inspect", first.path])
        #expect(single.status == 0, "\(single.stderr)")
        #expect(single.stdout.contains(Self.missingLine), "\(single.stdout)")

        let second = try Self.archive(of: folder, named: "second.pkpass")
        // passbook bundle refuses broken passes, so the bundle is zipped by hand.
        let bundle = try CLI.temporaryFolder().appendingPathComponent("both.pkpasses")
        try Self.zip([first, second], into: bundle)
        let inspected = try CLI.run(["inspect", bundle.path])
        #expect(inspected.status == 0, "\(inspected.stderr)")
        #expect(inspected.stdout.components(separatedBy: Self.missingLine).count == 3, "\(inspected.stdout)")
    }

    @Test func previewDrawsAFolderAndAnArchiveWithoutIdentifiers() throws {
        let folder = try Self.withoutIdentifiers()
        let archive = try Self.archive(of: folder, named: "preview.pkpass")
        for pass in [folder, archive] {
            let out = try CLI.temporaryFolder().appendingPathComponent("pass.png")
            let result = try CLI.run(["preview", pass.path, "-o", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("missing: serialNumber, teamIdentifier"), "\(result.stderr)")
            #expect(try Data(contentsOf: out).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test func aTrailingCommaOpensInInspectAndPreview() throws {
        // Apple's own BoardingPass sample has one.
        let sample = TestPaths.repositoryRoot.appendingPathComponent("Tests/PassbookTests/Fixtures/Apple/BoardingPass.pass")
        let inspected = try CLI.run(["inspect", sample.path])
        #expect(inspected.status == 0, "\(inspected.stderr)")
        #expect(inspected.stdout.contains("Serial number:  gT6zrHkaW"))
        #expect(!inspected.stdout.contains("Missing:"))
        let out = try CLI.temporaryFolder().appendingPathComponent("boarding.png")
        let previewed = try CLI.run(["preview", sample.path, "-o", out.path])
        #expect(previewed.status == 0, "\(previewed.stderr)")
    }

    @Test func viewersFailOnlyWhenNothingCanBeRead() throws {
        let folder = try CLI.temporaryFolder()
        let page = folder.appendingPathComponent("page.pkpass")
        try Data("<html>oops</html>".utf8).write(to: page)
        let noPassJSON = folder.appendingPathComponent("Empty.pass")
        try FileManager.default.createDirectory(at: noPassJSON, withIntermediateDirectories: true)
        let notJSON = folder.appendingPathComponent("Garbled.pass")
        try FileManager.default.createDirectory(at: notJSON, withIntermediateDirectories: true)
        try Data("formatVersion = 1".utf8).write(to: notJSON.appendingPathComponent("pass.json"))
        for (path, words) in [(page, "zip"), (noPassJSON, "pass.json"), (notJSON, "pass.json")] {
            let inspected = try CLI.run(["inspect", path.path])
            #expect(inspected.status == 1, "\(path.lastPathComponent): \(inspected.stdout)")
            #expect(inspected.stderr.contains(words), "\(inspected.stderr)")
            let previewed = try CLI.run(["preview", path.path, "-o", folder.appendingPathComponent("x.png").path])
            #expect(previewed.status == 1, "\(path.lastPathComponent)")
        }
    }
}
