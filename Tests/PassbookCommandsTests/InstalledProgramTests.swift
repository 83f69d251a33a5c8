import Foundation
import Testing
import PassbookTestSupport

/// The layout `make install` makes (PREFIX/bin/passbook, passbook-full beside it, the templates in
/// PREFIX/share/passbook/Templates), run by name from the PATH in an empty folder elsewhere, as a
/// user runs it: the programs find their templates from their own file, not from `argv[0]`.
@Suite(.serialized) struct InstalledProgramTests {
    /// PREFIX with both programs and the templates, and an empty folder outside it to run in.
    private static func install() throws -> (prefix: URL, bin: URL, empty: URL) {
        let prefix = try makeTemporaryFolder("passbook-prefix")
        let bin = prefix.appendingPathComponent("bin")
        let share = prefix.appendingPathComponent("share/passbook")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        let built = CLI.executable.resolvingSymlinksInPath()
        for name in ["passbook", "passbook-full"] {
            let source = built.deletingLastPathComponent().appendingPathComponent(name)
            let target = bin.appendingPathComponent(name)
            // A hard link where the file system allows one: a copy of a debug build is large.
            do { try FileManager.default.linkItem(at: source, to: target) } catch { try FileManager.default.copyItem(at: source, to: target) }
        }
        try FileManager.default.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent("Templates"), to: share.appendingPathComponent("Templates"))
        // Not inside PREFIX: a program that resolved its bare name against the current folder
        // would look in the empty folder's parent and find nothing.
        let empty = try makeTemporaryFolder("passbook-empty")
        return (prefix, bin, empty)
    }

    private static func run(_ arguments: [String], bin: URL, in folder: URL) throws -> Shell.Output {
        try Shell.run(arguments, in: folder, environment: ["PATH": "\(bin.path):/usr/bin:/bin"], timeout: 60)
    }

    @Test func installedPassbookFindsItsTemplatesFromThePath() throws {
        let (prefix, bin, empty) = try Self.install()
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: empty)
        }
        let list = try Self.run(["passbook", "init", "--list"], bin: bin, in: empty)
        #expect(list.status == 0, "\(list.stderr)")
        #expect((list.stdout + list.stderr).contains("poster-event-ticket"), "\(list.stdout)\(list.stderr)")
        let made = try Self.run(["passbook", "init", "Tickets", "--style", "event-ticket"], bin: bin, in: empty)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("Tickets/template.json").path))
    }

    /// `passbook serve` runs in passbook-full, started under its bare name: it finds the templates
    /// too, and stops at what is really missing (a signing identity).
    @Test func installedServeFindsItsTemplatesFromThePath() throws {
        let (prefix, bin, empty) = try Self.install()
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: empty)
        }
        let serve = try Self.run(["passbook", "serve", "--port", "1", "--database", empty.appendingPathComponent("db.sqlite").path], bin: bin, in: empty)
        #expect(serve.status != 0)
        #expect(!serve.stderr.contains("find the templates"), "\(serve.stderr)")
        #expect(serve.stderr.contains("certificate") || serve.stderr.contains("identity"), "\(serve.stderr)")
    }
}
