import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct PassBundleTests {
    private func passes(_ count: Int) throws -> [PassBundle.Entry] {
        let signed = try Fixtures.signedMinimalPass(TestPKI.get())
        return (0..<count).map { PassBundle.Entry(name: "pass-\($0).pkpass", archive: signed.archive) }
    }

    @Test func writesAndReadsBack() throws {
        let bundle = try PassBundle(entries: passes(3))
        let url = try makeTemporaryFolder().appendingPathComponent("trip.pkpasses")
        try bundle.write(to: url)
        let read = try PassBundle(contentsOf: url)
        #expect(read.entries == bundle.entries)
        #expect(PassBundle.isBundle(try Data(contentsOf: url)))
        #expect(!PassBundle.isBundle(bundle.entries[0].archive))
        // The system unzip sees three .pkpass files at the top level.
        let listing = try Shell.check(["unzip", "-Z1", url.path]).stdout.split(separator: "\n")
        #expect(listing == ["pass-0.pkpass", "pass-1.pkpass", "pass-2.pkpass"])
    }

    @Test func elevenPassesAreRefused() throws {
        let error = try #require(throws: PassbookError.self) { try PassBundle(entries: passes(11)) }
        #expect(error.description.contains("11 passes"))
        #expect(error.description.contains("at most 10"))
        #expect(throws: PassbookError.self) { try PassBundle(entries: []) }
    }

    @Test func badEntriesAreRefused() throws {
        var entries = try passes(2)
        entries[1].name = entries[0].name
        #expect(throws: PassbookError.self) { try PassBundle(entries: entries) }
        #expect(throws: PassbookError.self) { try PassBundle(entries: [.init(name: "x.pkpass", archive: Data("not a zip".utf8))]) }
        #expect(throws: PassbookError.self) { try PassBundle(entries: [.init(name: "dir/x.pkpass", archive: entries[0].archive)]) }
        let notPasses = try ZipWriter.archive([ZipWriter.Entry(name: "readme.txt", data: Data("hi".utf8))], operation: "test")
        #expect(throws: PassbookError.self) { try PassBundle(archive: notPasses) }
    }
}
