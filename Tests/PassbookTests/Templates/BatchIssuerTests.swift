import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct BatchIssuerTests {
    let pki: TestPKI

    init() throws {
        pki = try TestPKI.get()
    }

    /// A CSV of `count` records; the rows at `broken` (0-based) lack a required value or have a bad date.
    private func csv(count: Int, broken: Set<Int> = [], serials: Bool = false) throws -> URL {
        var lines = ["holder.name,code,doors,venue.latitude,seat" + (serials ? ",serialNumber" : "")]
        for index in 0..<count {
            let doors = broken.contains(index) && index % 2 == 1 ? "soon" : "2099-12-24T19:00:00+01:00"
            let name = broken.contains(index) && index % 2 == 0 ? "" : "\"Guest \(index), Jr.\""
            lines.append("\(name),C-\(index),\(doors),48.1,\(index % 3 == 0 ? "" : "R\(index)")" + (serials ? ",S-\(index)" : ""))
        }
        let url = try makeTemporaryFolder().appendingPathComponent("people.csv")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url
    }

    private func issuer(_ output: URL, bundleSize: Int? = nil, failFast: Bool = false) throws -> BatchIssuer {
        try BatchIssuer(
            template: TemplateFixture.template(), identity: Fixtures.identity(pki),
            options: .init(outputFolder: output, bundleSize: bundleSize, failFast: failFast)
        )
    }

    /// Checks a pass's signature with `openssl cms -verify` against the test root.
    private func opensslVerifies(_ archive: Data, in folder: URL) throws -> Bool {
        let entries = try ZipReader().entries(of: archive, what: "pass")
        let signature = folder.appendingPathComponent("signature")
        let manifest = folder.appendingPathComponent("manifest.json")
        try #require(entries.first { $0.name == "signature" }).data.write(to: signature)
        try #require(entries.first { $0.name == "manifest.json" }).data.write(to: manifest)
        let result = try Shell.run([
            "openssl", "cms", "-verify", "-binary", "-inform", "DER", "-in", signature.path, "-content", manifest.path,
            "-CAfile", pki.url("root.pem").path, "-purpose", "any", "-out", "/dev/null",
        ])
        return result.status == 0
    }

    /// A run stopped part way leaves whole passes and an index; resumed, it keeps them (each
    /// verified), gives records without a serial the serial they had, and issues the rest once.
    @Test func aStoppedRunResumesToOnePassPerRecord() throws {
        let output = try makeTemporaryFolder()
        let data = try csv(count: 300, broken: [7])
        let taken = Counter()
        let first = try issuer(output).run(dataFile: data, shouldStop: { taken.next() > 120 })
        #expect(first.interrupted)
        #expect(first.succeeded + first.failed < 300)
        let firstFiles = Set(try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".pkpass") })
        #expect(firstFiles.count == first.succeeded)
        let firstIndex = try String(contentsOf: output.appendingPathComponent("index.csv"), encoding: .utf8)
        #expect(firstIndex.hasPrefix("line,serialNumber,file,status,error\r\n"))
        #expect(firstIndex.components(separatedBy: "\r\n").filter { $0.contains(",written,") }.count == first.succeeded)

        // A pass cut short by a crash is not kept: it is made again.
        let damaged = output.appendingPathComponent(try #require(firstFiles.sorted().first))
        let bytes = try Data(contentsOf: damaged)
        try bytes.prefix(bytes.count / 2).write(to: damaged)

        var options = BatchIssuer.Options(outputFolder: output)
        options.resume = true
        let second = try BatchIssuer(template: TemplateFixture.template(), identity: Fixtures.identity(pki), options: options).run(dataFile: data)
        #expect(!second.interrupted)
        #expect(second.kept == first.succeeded - 1)
        #expect(second.succeeded == 299)
        #expect(second.failed == 1)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".pkpass") })
        #expect(files.count == 299)
        #expect(firstFiles.isSubset(of: files))
        let index = try String(contentsOf: output.appendingPathComponent("index.csv"), encoding: .utf8).components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(index.count == 300)
        #expect(index.filter { $0.contains(",kept,") }.count == first.succeeded - 1)
        #expect(index.filter { $0.contains(",failed,") }.count == 1)
        #expect(try opensslVerifies(try Data(contentsOf: damaged), in: makeTemporaryFolder()))

        var bundles = BatchIssuer.Options(outputFolder: output, bundleSize: 10)
        bundles.resume = true
        #expect(throws: PassbookError.self) { try BatchIssuer(template: TemplateFixture.template(), identity: Fixtures.identity(self.pki), options: bundles) }
    }

    @Test func thousandRowsWithTwoBrokenGive998VerifiedPasses() throws {
        let output = try makeTemporaryFolder()
        let data = try csv(count: 1_000, broken: [16, 501])
        var reported: [BatchIssuer.Failure] = []
        let summary = try issuer(output).run(dataFile: data, total: 1_000, failure: { reported.append($0) })
        #expect(summary.succeeded == 998)
        #expect(summary.failed == 2)
        #expect(summary.failures.map(\.line) == [18, 503])
        #expect(reported == summary.failures)
        #expect(summary.failures[0].message.contains("holder.name"))
        #expect(summary.failures[1].message.contains("doors"))
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".pkpass") }
        #expect(files.count == 998)
        let scratch = try makeTemporaryFolder()
        var serials = Set<String>()
        for file in files {
            let archive = try Data(contentsOf: output.appendingPathComponent(file))
            #expect(try opensslVerifies(archive, in: scratch), "\(file)")
            serials.insert(try PassPackage(archive: archive).pass.serialNumber)
        }
        #expect(serials.count == 998)
        // One pass checked end to end by the verifier: manifest digests, chain and identifiers.
        let report = try Fixtures.verifier(pki).verify(archive: Data(contentsOf: output.appendingPathComponent(files[0])))
        #expect(report.isValid, "\(report.failures)")
    }

    @Test func bundlesHoldAtMostTenPasses() throws {
        let output = try makeTemporaryFolder()
        let summary = try issuer(output, bundleSize: 10).run(dataFile: csv(count: 25, serials: true))
        #expect(summary.succeeded == 25)
        #expect(summary.filesWritten == 3)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == [".passbook-serial-seed", "index.csv", "passes-00001.pkpasses", "passes-00002.pkpasses", "passes-00003.pkpasses"])
        var counts: [Int] = []
        var serials: [String] = []
        for name in names where name.hasSuffix(".pkpasses") {
            let bundle = try PassBundle(contentsOf: output.appendingPathComponent(name))
            counts.append(bundle.entries.count)
            for entry in bundle.entries {
                let report = try Fixtures.verifier(pki).verify(archive: entry.archive)
                #expect(report.isValid)
                serials.append(try PassPackage(archive: entry.archive).pass.serialNumber)
                #expect(entry.name == "\(serials.last ?? "").pkpass")
            }
        }
        #expect(counts == [10, 10, 5])
        #expect(Set(serials) == Set((0..<25).map { "S-\($0)" }))
    }

    @Test func repeatedSerialsAreRejected() throws {
        let url = try makeTemporaryFolder().appendingPathComponent("dup.jsonl")
        let lines = [
            #"{"holder": {"name": "A"}, "code": "1", "doors": "2099-12-24T19:00:00Z", "venue": {"latitude": 1}, "serialNumber": "X"}"#,
            #"{"holder": {"name": "B"}, "code": "2", "doors": "2099-12-24T19:00:00Z", "venue": {"latitude": 1}, "serialNumber": "X"}"#,
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        let summary = try issuer(try makeTemporaryFolder()).run(dataFile: url)
        #expect(summary.succeeded == 1)
        #expect(summary.failures.first?.line == 2)
        #expect(summary.failures.first?.message.contains("already used by line 1") == true)
    }

    @Test func failFastStopsReadingAtTheFirstBadRecord() throws {
        let output = try makeTemporaryFolder()
        let summary = try issuer(output, failFast: true).run(dataFile: csv(count: 400, broken: [5]))
        #expect(summary.stoppedEarly)
        #expect(summary.failed == 1)
        #expect(summary.succeeded < 399)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".pkpass") }
        #expect(written.count == summary.succeeded)
    }

    @Test func unknownColumnsAreWarnedOnce() throws {
        let url = try makeTemporaryFolder().appendingPathComponent("extra.csv")
        try Data("holder.name,code,doors,venue.latitude,colour\nA,1,2099-12-24T19:00:00Z,1,red\nB,2,2099-12-24T19:00:00Z,1,blue\n".utf8).write(to: url)
        var warnings: [String] = []
        let summary = try issuer(try makeTemporaryFolder()).run(dataFile: url, warning: { warnings.append($0) })
        #expect(summary.succeeded == 2)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("colour") == true)
    }

    /// An output folder that a file is in the way of is refused with what is wrong, and nothing is written.
    @Test func aFileInThePlaceOfTheOutputFolderIsNamedAsTheReason() throws {
        let parent = try makeTemporaryFolder()
        let blocker = parent.appendingPathComponent("out")
        try Data("not a folder".utf8).write(to: blocker)
        for output in [blocker, blocker.appendingPathComponent("passes")] {
            let error = try #require(throws: PassbookError.self) { try issuer(output).run(dataFile: csv(count: 3)) }
            #expect(error.operation == "make the output folder \(output.path)")
            #expect(error.reason.contains("is a file, not a folder"))
            #expect(error.fix?.contains("Remove the file") == true)
        }
        #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
    }

    @Test func aTemplateForAnotherPassTypeStopsBeforeTheRun() throws {
        let json = TemplateFixture.passJSON.replacingOccurrences(of: TestPKI.passTypeIdentifier, with: "pass.com.example.other")
        let template = try PassTemplate(name: "other", files: TemplateFixture.files(passJSON: json))
        let error = try #require(throws: PassbookError.self) {
            try BatchIssuer(template: template, identity: Fixtures.identity(pki), options: .init(outputFolder: makeTemporaryFolder()))
        }
        #expect(error.code == .identifierMismatch)
    }

    @Test func fileNamesAreSafeAndDistinct() {
        #expect(BatchIssuer.fileName(forSerial: "ABC-123_x.y") == "ABC-123_x.y.pkpass")
        let slash = BatchIssuer.fileName(forSerial: "a/b")
        let underscore = BatchIssuer.fileName(forSerial: "a_b")
        #expect(slash != underscore)
        #expect(!slash.contains("/"))
        #expect(!BatchIssuer.fileName(forSerial: "../x").hasPrefix("."))
    }
}

/// Counts calls from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
