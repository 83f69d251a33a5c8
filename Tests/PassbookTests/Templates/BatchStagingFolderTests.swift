import Foundation
import PassbookTestSupport
import Testing
@testable import Passbook

/// A batch makes its passes' files in a staging folder whose files take fresh inodes, names them
/// in the output folder, and leaves nothing of the staging folder behind.
@Suite struct BatchStagingFolderTests {
    let pki: TestPKI

    init() throws {
        pki = try TestPKI.get()
    }

    private static let prefix = ".passbook-staging-"

    private func data(count: Int) throws -> URL {
        var lines = ["holder.name,code,doors,venue.latitude,seat"]
        for index in 0..<count { lines.append("Guest \(index),C-\(index),2099-12-24T19:00:00+01:00,48.1,R\(index)") }
        let url = try makeTemporaryFolder().appendingPathComponent("people.csv")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url
    }

    private func stagingFolders(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(Self.prefix) }.sorted()
    }

    /// Whether the file system of `folder` takes the attribute (ext2, ext3, ext4).
    private func takesTheAttribute(_ folder: URL) -> Bool {
        guard let probe = BatchStagingFolder.make(in: folder) else { return false }
        probe.remove()
        return true
    }

    @Test func passesAreNamedInTheOutputFolderAndTheStagingFolderIsGoneAfterwards() throws {
        let output = try makeTemporaryFolder().appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let supported = takesTheAttribute(output)
        #expect(stagingFolders(in: output).isEmpty)
        let seen = SeenFolders()
        let issuer = try BatchIssuer(template: TemplateFixture.template(), identity: Fixtures.identity(pki), options: .init(outputFolder: output))
        let summary = try issuer.run(dataFile: try data(count: 40), shouldStop: {
            seen.add(self.stagingFolders(in: output))
            return false
        })
        #expect(summary.succeeded == 40)
        let passes = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".pkpass") }
        #expect(passes.count == 40)
        #expect(stagingFolders(in: output).isEmpty)
        if supported {
            // One staging folder during the run, this process's.
            let during = seen.all
            #expect(during.count == 1)
            #expect(during.first?.hasPrefix(Self.prefix + "\(getpid())-") == true)
        } else {
            #expect(seen.all.isEmpty)
        }
        let archive = try Data(contentsOf: output.appendingPathComponent(try #require(passes.first)))
        #expect(try ZipReader().entries(of: archive, what: "pass").contains { $0.name == "signature" })
    }

    @Test func theStagingFolderIsMarkedAndHoldsOnlyAnEmptyFolder() throws {
        let output = try makeTemporaryFolder()
        guard let staging = BatchStagingFolder.make(in: output) else {
            // No attribute on this file system: nothing may be left behind either.
            #expect(stagingFolders(in: output).isEmpty)
            return
        }
        defer { staging.remove() }
        let marked = staging.url.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: marked.path) == [staging.url.lastPathComponent])
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging.url.path).isEmpty)
        let attributes = try Shell.run(["lsattr", "-d", marked.path])
        #expect(attributes.status == 0)
        #expect(attributes.stdout.split(separator: " ").first?.contains("T") == true, "\(attributes.stdout)")
        // A file written through it is named in the output folder, and the staging folder stays empty.
        let target = output.appendingPathComponent("a.pkpass")
        try FileIO.writeAtomically(Data("pass".utf8), to: target, what: "pass", durable: false, makeFolder: false, unnamedIn: staging.url)
        #expect(try Data(contentsOf: target) == Data("pass".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging.url.path).isEmpty)
        staging.remove()
        #expect(stagingFolders(in: output).isEmpty)
    }

    @Test func staleStagingFoldersOfEndedRunsAreRemovedAndOthersKept() throws {
        let output = try makeTemporaryFolder()
        // A process that has ended: its id is free (reused only after the whole pid range).
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let deadPid = ended.processIdentifier
        let stale = output.appendingPathComponent("\(Self.prefix)\(deadPid)-abc")
        let notEmpty = output.appendingPathComponent("\(Self.prefix)\(deadPid)-full")
        let running = output.appendingPathComponent("\(Self.prefix)1-xyz")
        for folder in [stale.appendingPathComponent("abc"), notEmpty.appendingPathComponent("full"), running.appendingPathComponent("xyz")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("kept".utf8).write(to: notEmpty.appendingPathComponent("full/note.txt"))
        BatchStagingFolder.removeStale(in: output)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: notEmpty.appendingPathComponent("full/note.txt").path))
        #expect(FileManager.default.fileExists(atPath: running.appendingPathComponent("xyz").path))
    }

    /// A folder whose first file is slow (its block group full of just-freed inodes) is replaced by
    /// another, until one is fast or four were tried; the fastest is kept and the others removed.
    @Test(arguments: [
        ([900_000, 700_000, 20_000, 10_000], 2, 3),  // the third is fast: the fourth is never made
        ([900_000, 300_000, 800_000, 700_000], 1, 4),  // none fast: the fastest of four
        ([15_000, 10_000, 10_000, 10_000], 0, 1),  // the first is fast: nothing else is made
        ([nil, 50_000, 10_000, 10_000], 1, 2),  // a folder where no file can be made is not kept
    ] as [([UInt64?], Int, Int)])
    func aSlowStagingFolderIsReplacedByAFasterOne(_ timings: [UInt64?], kept: Int, made: Int) throws {
        let output = try makeTemporaryFolder()
        try #require(takesTheAttribute(output))
        var timed: [URL] = []
        let staging = try #require(BatchStagingFolder.make(in: output) { folder in
            timed.append(folder)
            return timings[timed.count - 1]
        })
        defer { staging.remove() }
        #expect(timed.count == made)
        #expect(staging.url == timed[kept])
        let marked = staging.url.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: marked.path) == [staging.url.lastPathComponent])
        staging.remove()
        #expect(stagingFolders(in: output).isEmpty)
    }

    /// Files that turn slow during a run (the unused inodes before the freed ones used up) move the
    /// writers to a new folder after enough in a row, a few times at most; one fast file starts the
    /// count again; every folder is removed at the end.
    @Test func writersMoveToANewFolderWhenFilesTurnSlow() throws {
        let output = try makeTemporaryFolder()
        try #require(takesTheAttribute(output))
        let staging = try #require(BatchStagingFolder.make(in: output) { _ in 10_000 })
        let slow = BatchStagingFolder.slowFile + 1
        let first = staging.current
        #expect(first == staging.url)
        for _ in 1..<BatchStagingFolder.slowInARow { staging.note(nanoseconds: slow) }
        staging.note(nanoseconds: 10_000)
        staging.note(nanoseconds: slow)
        #expect(staging.current == first, "a fast file starts the count again")
        for _ in 1..<BatchStagingFolder.slowInARow { staging.note(nanoseconds: slow) }
        let second = staging.current
        #expect(second != first && FileIO.isDirectory(second))
        #expect(second.deletingLastPathComponent() == first.deletingLastPathComponent())
        #expect(staging.currentPath == second.path, "the path files are made at moves with the folder")
        // A file written there is named in the output folder.
        let target = output.appendingPathComponent("b.pkpass")
        try FileIO.writeAtomically(Data("pass".utf8), to: target, what: "pass", durable: false, makeFolder: false, unnamedIn: second)
        #expect(try Data(contentsOf: target) == Data("pass".utf8))
        var seen: Set<URL> = [first, second]
        for _ in 0..<(BatchStagingFolder.switches + 2) * BatchStagingFolder.slowInARow { staging.note(nanoseconds: slow); seen.insert(staging.current) }
        #expect(seen.count == BatchStagingFolder.switches + 1)
        staging.remove()
        #expect(stagingFolders(in: output).isEmpty)
    }

    /// A batch's writers report how long each unnamed file took to make.
    @Test func writingThroughAStagingFolderReportsTheTime() throws {
        let output = try makeTemporaryFolder()
        var times: [UInt64] = []
        try FileIO.writeAtomically(Data("x".utf8), to: output.appendingPathComponent("c.pkpass"), what: "pass", durable: false, makeFolder: false, unnamedIn: output) { times.append($0) }
        #expect(times.count == 1 && times[0] > 0)
    }

    /// Timing a folder makes no file that stays: the folder is empty afterwards.
    @Test func timingAFolderLeavesItEmpty() throws {
        let folder = try makeTemporaryFolder()
        let nanoseconds = try #require(BatchStagingFolder.timeOneFile(in: folder))
        #expect(nanoseconds > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func onAFileSystemWithoutTheAttributeTheFilesAreMadeInTheOutputFolder() throws {
        // /dev/shm is tmpfs, which has no such attribute.
        let shm = URL(fileURLWithPath: "/dev/shm")
        try #require(FileIO.isDirectory(shm))
        let output = shm.appendingPathComponent("passbook-staging-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(BatchStagingFolder.make(in: output) == nil)
        #expect(stagingFolders(in: output).isEmpty)
        let issuer = try BatchIssuer(template: TemplateFixture.template(), identity: Fixtures.identity(pki), options: .init(outputFolder: output))
        let summary = try issuer.run(dataFile: try data(count: 5))
        #expect(summary.succeeded == 5)
        #expect(stagingFolders(in: output).isEmpty)
    }
}

/// The staging folders seen during a run, from the worker threads.
private final class SeenFolders: @unchecked Sendable {
    // Guarded by `lock`.
    private var names: Set<String> = []
    private let lock = NSLock()

    func add(_ seen: [String]) { lock.withLock { names.formUnion(seen) } }
    var all: [String] { lock.withLock { names.sorted() } }
}
