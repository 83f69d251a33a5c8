import Foundation
import PassbookTestSupport
import Testing
@testable import Passbook

/// `FileIO.writeAtomically`: a file appears whole under its name or not at all, with nothing left
/// beside it, whichever way the system lets it be named.
@Suite struct AtomicWriteTests {
    @Test func aNewFileAndAReplacedOneAreWholeWithNothingLeftBeside() throws {
        let folder = try makeTemporaryFolder()
        let file = folder.appendingPathComponent("a.pkpass")
        let first = Data(repeating: 1, count: 100_000)
        try FileIO.writeAtomically(first, to: file, durable: false)
        #expect(try Data(contentsOf: file) == first)
        // An existing file is replaced by a rename over it (the written file is named under a
        // temporary name first): a reader that opened the old one still reads all of it.
        let reader = try FileHandle(forReadingFrom: file)
        defer { try? reader.close() }
        let second = Data(repeating: 2, count: 50_000)
        try FileIO.writeAtomically(second, to: file, durable: true)
        #expect(try Data(contentsOf: file) == second)
        #expect(try reader.readToEnd() == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.pkpass"])
    }

    /// A batch writes through unnamed files made in a staging folder of its own; one that replaces an
    /// existing pass (a batch run again into the same folder) leaves nothing in either folder.
    @Test func aReplacedFileWrittenThroughAStagingFolderLeavesNothingBehind() throws {
        let folder = try makeTemporaryFolder()
        let staging = folder.appendingPathComponent(".staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        let file = folder.appendingPathComponent("a.pkpass")
        try FileIO.writeAtomically(Data(repeating: 1, count: 10_000), to: file, durable: false, unnamedIn: staging)
        let second = Data(repeating: 2, count: 20_000)
        try FileIO.writeAtomically(second, to: file, durable: false, unnamedIn: staging)
        #expect(try Data(contentsOf: file) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".staging", "a.pkpass"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging.path).isEmpty)
    }

    /// Before Linux 6.10 an unprivileged process cannot name an open file by its descriptor and goes
    /// through /proc instead; run as root, the test runs a batch as `nobody`, so on such a kernel it
    /// takes that way (on a newer one both ways are open and the first is taken).
    @Test func anUnprivilegedBatchWritesEveryPass() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        // The template and data are copied beside the output, so `nobody` can read them wherever
        // the checkout is.
        let template = folder.appendingPathComponent("template")
        try FileManager.default.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent("Templates/generic"), to: template)
        let data = folder.appendingPathComponent("data.csv")
        try FileManager.default.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent("Samples/data/generic.csv"), to: data)
        let out = folder.appendingPathComponent("out")
        let certs = folder.appendingPathComponent("certs")
        try #require(CLI.run(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "PASSBOOK01", "-o", certs.path]).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: certs.path)
        for name in try FileManager.default.contentsOfDirectory(atPath: certs.path) {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: certs.appendingPathComponent(name).path)
        }
        var arguments = [CLI.executable.path, "batch", template.path, "--data", data.path, "-o", out.path, "--dev-certs", certs.path, "--quiet"]
        let asNobody = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
        // As root, the batch runs as `nobody` when `nobody` can run the built executable at all
        // (a checkout in a private folder cannot be); otherwise it runs as the tests do.
        if getuid() == 0, try Shell.run(asNobody + ["test", "-x", CLI.executable.path]).status == 0 {
            arguments = asNobody + arguments
        }
        let result = try Shell.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try String(contentsOf: data, encoding: .utf8).split(whereSeparator: \.isNewline).count - 1
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(written.filter { $0.hasSuffix(".pkpass") }.count == rows)
        #expect(written.allSatisfy { !$0.hasSuffix(".tmp") })
    }
}
