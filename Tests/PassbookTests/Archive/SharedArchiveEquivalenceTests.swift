import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

/// The shared archive's appender (the fast path of every package's zip) against libzip zipping the
/// same files from nothing (the plain path): the same entries, in the same order, with the same bytes,
/// read back by Passbook's reader, by Python's zipfile and by `unzip -t`.
@Suite struct SharedArchiveEquivalenceTests {
    private static let names = ["icon.png", "icon@2x.png", "logo.png", "strip@3x.png", "de.lproj/pass.strings", "fr.lproj/logo.png",
                                "zh-Hans.lproj/pass.strings", "é.lproj/pass.strings", "thumbnail.png", "personalization.json"]

    /// Files of random sizes: repetitive text (which deflates), random bytes (which do not) and empty files.
    private func files(_ generator: inout Fuzz.Generator, from names: ArraySlice<String>) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in names {
            let size = Int.random(in: 0...6_000, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: files[name] = Data(String(repeating: "\"key\" = \"value\";\n", count: size / 17 + 1).utf8)
            case 1: files[name] = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
            default: files[name] = Data()
            }
        }
        return files
    }

    /// (name, bytes) of every entry, in order, as Python's zipfile reads them, after it checked every CRC.
    private func pythonEntries(_ archive: Data) throws -> String {
        let file = try makeTemporaryFolder().appendingPathComponent("a.zip")
        try archive.write(to: file)
        #expect(try Shell.run(["unzip", "-tq", file.path]).status == 0)
        let program = """
            import hashlib, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            for i in z.infolist(): print(i.filename, i.file_size, i.CRC, hashlib.sha256(z.read(i)).hexdigest())
            """
        return try Shell.run(["python3", "-c", program, file.path]).stdout
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func theAppenderGivesLibzipsEntries(seed: UInt64) throws {
        var generator = Fuzz.Generator(seed: seed)
        let shuffled = Self.names.shuffled(using: &generator)
        let split = Int.random(in: 0...shuffled.count, using: &generator)
        let shared = files(&generator, from: shuffled[..<split])
        let own = files(&generator, from: shuffled[split...])
        let document = ("pass.json", Data("{\"serialNumber\":\"\(seed)\"}".utf8))
        let manifest = Data("{\"pass.json\":\"\(seed)\"}".utf8), signature = Data((0..<1_500).map { _ in UInt8.random(in: 0...255, using: &generator) })

        let fast = try SharedArchive(files: shared).archive(document: document, manifest: manifest, signature: signature, ownFiles: own).joined
        let plain = try ZipWriter.archive(
            shared.keys.sorted().map { ZipWriter.Entry(name: $0, data: shared[$0]!) }
                + own.keys.sorted().map { ZipWriter.Entry(name: $0, data: own[$0]!) }
                + [document, ("manifest.json", manifest), ("signature", signature)].map { ZipWriter.Entry(name: $0.0, data: $0.1, compress: false) },
            operation: "zip the pass"
        )

        let readFast = try ZipReader().entries(of: fast, what: "fast")
        let readPlain = try ZipReader().entries(of: plain, what: "plain")
        #expect(readFast.map(\.name) == readPlain.map(\.name), "seed \(seed)")
        #expect(readFast.map(\.data) == readPlain.map(\.data), "seed \(seed)")
        #expect(try pythonEntries(fast) == pythonEntries(plain), "seed \(seed)")
    }

    @Test func anOwnFileThatReplacesASharedOneIsTheOnlyEntryOfItsName() throws {
        let shared = ["icon.png": Data([1, 2, 3]), "logo.png": Data([4])]
        let parts = try SharedArchive(files: shared).archive(
            document: ("pass.json", Data("{}".utf8)), manifest: Data("{}".utf8), signature: Data([9]), ownFiles: ["logo.png": Data([5, 6])]
        )
        let read = try ZipReader().entries(of: parts.joined, what: "replaced")
        #expect(read.filter { $0.name == "logo.png" }.map(\.data) == [Data([5, 6])])
        #expect(Set(read.map(\.name)) == ["icon.png", "logo.png", "pass.json", "manifest.json", "signature"])
    }
}
