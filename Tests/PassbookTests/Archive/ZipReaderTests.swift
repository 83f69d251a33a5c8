import Foundation
import Testing
@testable import Passbook

/// Hostile archives are made with Python's zipfile module, which lets a test write what Passbook never would.
@Suite struct ZipReaderTests {
    private func pythonZip(_ script: String) throws -> Data {
        let folder = try makeTemporaryFolder()
        let file = folder.appendingPathComponent("hostile.zip")
        let program = "import zipfile, sys\nz = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED)\n\(script)\nz.close()\n"
        try Shell.check(["python3", "-c", program, file.path])
        return try Data(contentsOf: file)
    }

    @Test func readsWhatItWrites() throws {
        let entries = [ZipWriter.Entry(name: "pass.json", data: Data("{}".utf8)), ZipWriter.Entry(name: "de.lproj/pass.strings", data: Data("\"a\" = \"b\";".utf8))]
        let archive = try ZipWriter.archive(entries, operation: "test")
        let read = try ZipReader().entries(of: archive, what: "test")
        #expect(read.map(\.name) == ["pass.json", "de.lproj/pass.strings"])
        #expect(read.map(\.data) == entries.map(\.data))
        // The system unzip agrees the archive is sound.
        let file = try makeTemporaryFolder().appendingPathComponent("a.zip")
        try archive.write(to: file)
        #expect(try Shell.run(["unzip", "-tq", file.path]).status == 0)
    }

    @Test(arguments: [
        ("z.writestr('../evil.txt', 'x')", "climbs out"),
        ("z.writestr('a/../../evil.txt', 'x')", "climbs out"),
        ("z.writestr('/etc/evil', 'x')", "absolute path"),
        ("z.writestr('C:/evil', 'x')", "absolute path"),
        ("z.writestr('a\\\\evil', 'x')", "backslash"),
    ])
    func rejectsUnsafePaths(script: String, reason: String) throws {
        let archive = try pythonZip(script)
        let error = #expect(throws: PassbookError.self) { try ZipReader().entries(of: archive, what: "hostile.zip") }
        #expect(error?.code == .invalidArchive)
        #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")")
    }

    @Test func rejectsSymbolicLinks() throws {
        let archive = try pythonZip("""
            info = zipfile.ZipInfo('icon.png')
            info.create_system = 3
            info.external_attr = (0o120777 << 16)
            z.writestr(info, '/etc/passwd')
            """)
        let error = #expect(throws: PassbookError.self) { try ZipReader().entries(of: archive, what: "hostile.zip") }
        #expect(error?.reason.contains("symbolic link") == true)
    }

    @Test func rejectsZipBombBeforeInflatingIt() throws {
        // 300 MB of zeros compresses to about 300 KB.
        let archive = try pythonZip("z.writestr('background.png', bytes(300 * 1024 * 1024))")
        #expect(archive.count < 2_000_000)
        let error = #expect(throws: PassbookError.self) { try ZipReader().entries(of: archive, what: "bomb.zip") }
        #expect(error?.reason.contains("zip bomb") == true)
    }

    @Test func rejectsManySmallEntriesAddingUpPastTheTotalLimit() throws {
        let archive = try pythonZip("for i in range(20): z.writestr(f'f{i}.png', bytes(1024 * 1024))")
        let limits = ZipReader.Limits(maxEntries: 100, maxEntrySize: 2 << 20, maxTotalSize: 10 << 20)
        let error = #expect(throws: PassbookError.self) { try ZipReader(limits: limits).entries(of: archive, what: "bomb.zip") }
        #expect(error?.reason.contains("more than") == true)
    }

    @Test func rejectsTooManyEntries() throws {
        let archive = try pythonZip("for i in range(1001): z.writestr(f'f{i}', 'x')")
        let error = #expect(throws: PassbookError.self) { try ZipReader().entries(of: archive, what: "many.zip") }
        #expect(error?.reason.contains("1001 entries") == true)
    }

    @Test func rejectsEntryThatLiesAboutItsSize() throws {
        let archive = try ZipWriter.archive([ZipWriter.Entry(name: "pass.json", data: Data(repeating: 0x41, count: 1000))], operation: "test")
        // Patch the central directory's uncompressed size (offset 24 of the record) down to 10 bytes.
        var bytes = [UInt8](archive)
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        let start = try #require((0..<(bytes.count - 4)).first { Array(bytes[$0..<$0 + 4]) == signature })
        bytes.replaceSubrange(start + 24..<start + 28, with: [10, 0, 0, 0])
        #expect(throws: PassbookError.self) { try ZipReader().entries(of: Data(bytes), what: "liar.zip") }
    }

    @Test(arguments: [
        (Data("<!DOCTYPE html><html><body>502</body></html>".utf8), "HTML"),
        (Data("{\"formatVersion\": 1}".utf8), "JSON"),
        (Data([0x00, 0x01, 0x02, 0x03]), "not a zip"),
        (Data(), "empty"),
    ])
    func rejectsNonZipWithAClearMessage(data: Data, reason: String) throws {
        let error = #expect(throws: PassbookError.self) { try ZipReader().entries(of: data, what: "pass.pkpass") }
        #expect(error?.code == .invalidArchive)
        #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
    }
}
