import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

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

    /// Runs a Python script with the output path as sys.argv[1] and returns what it wrote.
    private func python(_ program: String) throws -> Data {
        let file = try makeTemporaryFolder().appendingPathComponent("archive.zip")
        try Shell.check(["python3", "-c", program, file.path])
        return try Data(contentsOf: file)
    }

    private static let files: [String: Data] = [
        "pass.json": Data(#"{"formatVersion": 1, "description": "Data descriptors"}"#.utf8),
        "icon.png": Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) }),
    ]

    private func expectFiles(_ archive: Data, _ label: String) throws {
        let read = try ZipReader().read(archive, what: label)
        #expect(Dictionary(uniqueKeysWithValues: read.entries.map { ($0.name, $0.data) }) == Self.files, "\(label)")
        #expect(read.trailingBytes == 0 && read.leadingBytes == 0, "\(label)")
    }

    @Test func readsDataDescriptorsWrittenToAStream() throws {
        // zipfile writing to a pipe-like object cannot seek back: sizes 0 in the local headers, the
        // real ones in signed data descriptors after each entry.
        let archive = try python("""
            import io, sys, zipfile
            class Stream(io.RawIOBase):
                def __init__(self, f): self.f = f
                def writable(self): return True
                def write(self, b): return self.f.write(b)
            with open(sys.argv[1], 'wb') as f:
                with zipfile.ZipFile(Stream(f), 'w', zipfile.ZIP_DEFLATED) as z:
                    z.writestr('pass.json', \(Self.pythonLiteral("pass.json")))
                    z.writestr(zipfile.ZipInfo('icon.png'), \(Self.pythonLiteral("icon.png")), zipfile.ZIP_STORED)
            """)
        #expect(archive[6] & 0x08 != 0, "the first entry should use a data descriptor")
        try expectFiles(archive, "stream.zip")
    }

    @Test func readsDataDescriptorsWithoutTheirSignature() throws {
        // The descriptor's signature is optional (APPNOTE 4.3.9.3); some writers leave it out.
        let archive = try python("""
            import sys, zlib, struct
            files = [('pass.json', \(Self.pythonLiteral("pass.json"))), ('icon.png', \(Self.pythonLiteral("icon.png")))]
            out, central = b'', b''
            for name, data in files:
                c = zlib.compressobj(9, zlib.DEFLATED, -15); packed = c.compress(data) + c.flush()
                crc, n = zlib.crc32(data), name.encode()
                offset = len(out)
                out += struct.pack('<IHHHHHIIIHH', 0x04034b50, 20, 8, 8, 0, 0, 0, 0, 0, len(n), 9) + n + b'UT\\x05\\x00\\x01\\x00\\x00\\x00\\x00'
                out += packed + struct.pack('<III', crc, len(packed), len(data))
                central += struct.pack('<IHHHHHHIIIHHHHHII', 0x02014b50, 20, 20, 8, 8, 0, 0, crc, len(packed), len(data), len(n), 0, 0, 0, 0, 0, offset) + n
            end = struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, len(files), len(files), len(central), len(out), 0)
            open(sys.argv[1], 'wb').write(out + central + end)
            """)
        try expectFiles(archive, "unsigned-descriptors.zip")
    }

    @Test func readsZip64() throws {
        let archive = try python("""
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
                for name, data in [('pass.json', \(Self.pythonLiteral("pass.json"))), ('icon.png', \(Self.pythonLiteral("icon.png")))]:
                    with z.open(name, 'w', force_zip64=True) as f: f.write(data)
            """)
        try expectFiles(archive, "zip64.zip")
    }

    @Test func readsWhatInfoZipStreams() throws {
        let folder = try makeTemporaryFolder()
        for (name, data) in Self.files { try data.write(to: folder.appendingPathComponent(name)) }
        // zip writing to a pipe uses data descriptors; -fd forces them on a file too.
        let streamed = try Shell.run(["sh", "-c", "zip -q - pass.json icon.png | cat > streamed.zip && zip -q -fd described.zip pass.json icon.png"], in: folder)
        #expect(streamed.status == 0)
        try expectFiles(try Data(contentsOf: folder.appendingPathComponent("streamed.zip")), "streamed.zip")
        try expectFiles(try Data(contentsOf: folder.appendingPathComponent("described.zip")), "described.zip")
    }

    @Test func findsTheArchiveBetweenExtraBytes() throws {
        let clean = try ZipWriter.archive(Self.files.sorted { $0.key < $1.key }.map { ZipWriter.Entry(name: $0.key, data: $0.value) }, operation: "test")
        let html = Data("<html>Warning: headers already sent</html>\n".utf8)
        let trailing = try ZipReader().read(clean + html, what: "trailing.pkpass")
        #expect(trailing.trailingBytes == html.count)
        #expect(trailing.entries.count == 2)
        let leading = try ZipReader().read(Data("#!/bin/sh stub\n".utf8) + clean, what: "leading.pkpass")
        #expect(leading.leadingBytes == 15)
        #expect(leading.entries.count == 2)
    }

    @Test func refusesACutShortArchiveAndACorruptedEntry() throws {
        let clean = try ZipWriter.archive([ZipWriter.Entry(name: "pass.json", data: Data(repeating: 0x41, count: 4000))], operation: "test")
        let cut = #expect(throws: PassbookError.self) { try ZipReader().read(clean.prefix(clean.count - 30), what: "cut.pkpass") }
        #expect(cut?.reason.contains("cut short") == true, "\(cut?.reason ?? "")")
        // Flip a byte of the deflated data: the CRC no longer matches.
        var bytes = [UInt8](clean)
        let dataStart = 30 + Int(bytes[26]) + Int(bytes[27]) << 8 + Int(bytes[28]) + Int(bytes[29]) << 8
        bytes[dataStart + 2] ^= 0xFF
        #expect(throws: PassbookError.self) { try ZipReader().read(Data(bytes), what: "corrupt.pkpass") }
    }

    @Test func refusesTheSameNameTwice() throws {
        let archive = try pythonZip("z.writestr('pass.json', '{}')\nz.writestr('pass.json', '[]')")
        let error = #expect(throws: PassbookError.self) { try ZipReader().entries(of: archive, what: "twice.pkpass") }
        #expect(error?.reason.contains("twice") == true)
    }

    @Test func refusesAHugeFileThatIsNoZipWithoutReadingIt() throws {
        // A sparse file: 1 GiB long, no disk used; only its last 64 KiB are read.
        let file = try makeTemporaryFolder().appendingPathComponent("huge.pkpass")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let error = #expect(throws: PassbookError.self) { try ZipReader().read(contentsOf: file) }
        #expect(error?.reason.contains("not a zip archive") == true)
    }

    @Test func countsInflatedBytesAgainstTheLimitWhateverTheHeadersSay() throws {
        let archive = try pythonZip("z.writestr('pass.json', bytes(3_000_000))")
        let limits = ZipReader.Limits(maxEntrySize: 1_000_000, maxTotalSize: 10_000_000)
        let error = #expect(throws: PassbookError.self) { try ZipReader(limits: limits).read(archive, what: "big.pkpass") }
        #expect(error?.reason.contains("more than 1 MB") == true, "\(error?.reason ?? "")")
        #expect(error?.fix?.contains("--max-file-size") == true)
    }

    private static func pythonLiteral(_ name: String) -> String {
        "bytes.fromhex('" + (files[name] ?? Data()).map { String(format: "%02x", $0) }.joined() + "')"
    }
}
