import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct PassBuilderTests {
    @Test func buildsTheSameBytesAsASingleBuild() throws {
        let pki = try TestPKI.get()
        let package = try PassPackage(folder: Fixtures.minimalPass)
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        let single = try package.signed(with: Fixtures.identity(pki), signingTime: time)
        let builder = try PassBuilder(files: package.files)
        let batch = try builder.build(package.pass, signedWith: Fixtures.identity(pki), signingTime: time)
        #expect(single.archive == batch.archive)
    }

    /// The archive left in parts is the archive: the builder's shared entries (the same storage for
    /// every pass, never copied) then the pass's own; one whose file replaces a shared one is whole.
    @Test func partsJoinToTheArchive() throws {
        let pki = try TestPKI.get()
        let package = try PassPackage(folder: Fixtures.minimalPass)
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        let builder = try PassBuilder(files: package.files)
        let passJSON = try package.pass.jsonData()
        let identifiers = (package.pass.passTypeIdentifier, package.pass.teamIdentifier, package.pass.serialNumber)
        let pipeline = builder.pipeline(signedWith: try Fixtures.identity(pki), validation: .none)
        let ids = PackageIdentifiers(package.pass)
        for extras in [[:], ["zz.lproj/pass.strings": Data("\"a\" = \"b\";".utf8)]] {
            let whole = try builder.build(passJSON: passJSON, identifiers: identifiers, extraFiles: extras, signedWith: Fixtures.identity(pki), signingTime: time)
            let parts = try pipeline.run(.document(passJSON, identifiers: ids, ownFiles: extras), signingTime: time).parts
            let prefix = try #require(parts.prefix)
            #expect(parts.joined == whole.archive && parts.count == whole.archive.count)
            #expect(whole.archive.starts(with: prefix) && prefix.count > 0)
            let again = try #require(try pipeline.run(.document(passJSON, identifiers: ids, ownFiles: extras)).parts.prefix)
            prefix.withUnsafeBytes { mine in again.withUnsafeBytes { #expect(mine.baseAddress == $0.baseAddress, "the shared entries are referenced, not copied") } }
        }
        let shared = try #require(package.files.keys.first { $0 != "pass.json" })
        let replaced = try pipeline.run(.document(passJSON, identifiers: ids, ownFiles: [shared: Data("other".utf8)]), signingTime: time).parts
        #expect(replaced.prefix == nil)
        #expect(try PassPackage(archive: replaced.joined).files[shared] == Data("other".utf8))
    }

    /// A timed build goes through every stage once, in order, and gives the bytes an untimed one does:
    /// `bench` measures the pipeline every pass goes through, not a copy of it.
    @Test func timesEachStageOfTheSameBuild() throws {
        let pki = try TestPKI.get()
        let package = try PassPackage(folder: Fixtures.minimalPass)
        let builder = try PassBuilder(files: package.files)
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        var stages: [BuildStage] = []
        let timed = try builder.build(package.pass, signedWith: Fixtures.identity(pki), signingTime: time) { stage, seconds in
            #expect(seconds >= 0)
            stages.append(stage)
        }
        #expect(stages == [.read, .validation, .manifest, .signature, .archive])
        #expect(timed.archive == (try builder.build(package.pass, signedWith: Fixtures.identity(pki), signingTime: time)).archive)

        stages = []
        _ = try builder.build(package.pass, signedWith: Fixtures.identity(pki), signingTime: time, validation: .skip) { stage, _ in stages.append(stage) }
        #expect(stages == [.read, .manifest, .signature, .archive])
    }

    @Test func buildsManyDistinctVerifiablePassesConcurrently() throws {
        let pki = try TestPKI.get()
        let package = try PassPackage(folder: Fixtures.minimalPass)
        let builder = try PassBuilder(files: package.files)
        let identity = try Fixtures.identity(pki)
        let verifier = try Fixtures.verifier(pki)
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var pass = package.pass
            pass.serialNumber = "TEST-\(index)"
            results.append(Result { try builder.build(pass, signedWith: identity) })
        }
        let built = try results.values.map { try $0.get() }
        #expect(built.count == 8)
        #expect(Set(built.map(\.manifest)).count == 8)
        for signed in built {
            #expect(verifier.verify(archive: signed.archive).isValid)
            #expect(try PassPackage(archive: signed.archive).files == package.files)
        }
    }

    /// Per-pass entries are appended after the shared ones without libzip; Info-ZIP and Python's
    /// zipfile, which share no code with Passbook, must read every entry back with its CRC.
    @Test func appendedEntriesReadBackWithOtherZipReaders() throws {
        let pki = try TestPKI.get()
        let package = try PassPackage(folder: Fixtures.minimalPass)
        let builder = try PassBuilder(files: package.files)
        let extras = ["de.lproj/pass.strings": Data("\"a\" = \"Grüße\";".utf8), "fr.lproj/pass.strings": Data("\"a\" = \"b\";".utf8)]
        let signed = try builder.build(package.pass, extraFiles: extras, signedWith: Fixtures.identity(pki))
        // A file of the pass that replaces a shared one goes through libzip.
        let shared = try #require(package.files.keys.first { $0 != "pass.json" })
        let replaced = try builder.build(package.pass, extraFiles: [shared: Data("other".utf8)], signedWith: Fixtures.identity(pki))
        for (name, archive) in [("appended", signed.archive), ("replaced", replaced.archive)] {
            let names = try Self.readElsewhere(archive, name: name).map(\.name)
            #expect(Set(names).count == names.count, "\(name): an entry is repeated")
            #expect(names.contains("pass.json") && names.contains("manifest.json") && names.contains("signature"))
        }
        let contents = try PassPackage(archive: signed.archive).files
        for (path, data) in extras { #expect(contents[path] == data) }
        #expect(try PassPackage(archive: replaced.archive).files[shared] == Data("other".utf8))
        #expect(try Fixtures.verifier(pki).verify(archive: signed.archive).isValid)
    }

    /// The shared entries are zipped without libzip too: stored, deflated, or stored when deflating
    /// does not pay; every reader gets each file back, with its CRC and its sizes.
    @Test func sharedEntriesZippedWithoutLibzipReadBackEverywhere() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<5_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let files: [String: Data] = [
            "icon.png": noise, "en.lproj/pass.strings": Data(String(repeating: "\"Gate\" = \"Gate\";\n", count: 300).utf8),
            "de.lproj/pass.strings": noise.prefix(900), "empty.txt": Data(), "one.txt": Data("x".utf8),
            "zh-Hans.lproj/\u{6807}\u{5FD7}.png": Data(repeating: 7, count: 70_000),
        ]
        let builder = try PassBuilder(files: files)
        let archive = try builder.archive(passJSON: Data("{}".utf8), manifest: Data("{}".utf8), signature: Data([1, 2, 3]))
        let methods = Dictionary(try Self.readElsewhere(archive, name: "shared").map { ($0.name, $0.method) }, uniquingKeysWith: { first, _ in first })
        // A file that shrinks is deflated (8); PNGs, and a file that deflating would grow, are stored (0).
        let expected = ["icon.png": 0, "en.lproj/pass.strings": 8, "de.lproj/pass.strings": 0, "zh-Hans.lproj/\u{6807}\u{5FD7}.png": 0, "pass.json": 0]
        for (path, method) in expected { #expect(methods[path] == method, "\(path)") }
        let read = Dictionary(try ZipReader().entries(of: archive, what: "test").map { ($0.name, $0.data) }, uniquingKeysWith: { first, _ in first })
        for (path, data) in files { #expect(read[path] == data, "\(path)") }
        // libzip reads it too, as it must when a pass replaces one of these files.
        let replaced = try ZipWriter.archive(base: builder.archive(passJSON: Data(), manifest: Data(), signature: Data()), adding: [ZipWriter.Entry(name: "one.txt", data: Data("y".utf8))], operation: "test")
        let rewritten = try ZipReader().entries(of: replaced, what: "test")
        #expect(rewritten.first { $0.name == "en.lproj/pass.strings" }?.data == files["en.lproj/pass.strings"])
        #expect(rewritten.first { $0.name == "one.txt" }?.data == Data("y".utf8))
    }

    /// The entries of `archive` as Info-ZIP and Python's zipfile, which share no code with Passbook,
    /// read them: each one's CRC checked, with its compression method.
    static func readElsewhere(_ archive: Data, name: String) throws -> [(name: String, method: Int)] {
        let file = try makeTemporaryFolder().appendingPathComponent("\(name).zip")
        try archive.write(to: file)
        let tested = try Shell.run(["unzip", "-t", file.path])
        #expect(tested.status == 0, "\(name): \(tested.stdout) \(tested.stderr)")
        let listed = try Shell.check([
            "python3", "-c",
            "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print('\\n'.join(f'{i.compress_type} {i.filename}' for i in z.infolist()))",
            file.path,
        ]).stdout
        return listed.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (String(parts.last ?? ""), Int(parts.first ?? "") ?? -1)
        }
    }

    /// The manifest written around the digest of `pass.json` is the one written whole, whatever the
    /// paths sort before or after `pass.json` and whatever they need escaped.
    @Test func theManifestWrittenOnceIsTheManifestWrittenWhole() throws {
        let names = ["a.png", "pass.jsonx", "pass.j", "Z.png", "en.lproj/pass.strings", "zh-Hans.lproj/logo@2x.png", "quote\"d/\u{E9}.png", "p\u{1F3AB}.png"]
        for count in [1, 3, names.count] {
            var files: [String: Data] = [:]
            for name in names.prefix(count) { files[name] = Data(name.utf8) }
            let builder = try PassBuilder(files: files)
            for passJSON in [Data(), Data("{\"a\": 1}".utf8)] {
                var digests = Manifest(files: files).digests
                digests["pass.json"] = Manifest.sha1(passJSON)
                #expect(builder.manifest(passJSON: passJSON) == Manifest(digests: digests).jsonData(), "\(count) files")
            }
        }
    }

    @Test func ignoresSignatureFilesAmongTheSharedFiles() throws {
        let builder = try PassBuilder(files: ["icon.png": Data([1]), "manifest.json": Data("{}".utf8), "signature": Data([2]), "pass.json": Data("{}".utf8)])
        #expect(builder.files.keys.sorted() == ["icon.png"])
    }
}

/// Collects results from concurrent workers.
private final class ResultsBox: @unchecked Sendable {
    // Guarded by `lock`.
    private var stored: [Result<SignedPass, any Error>] = []
    private let lock = NSLock()

    func append(_ result: Result<SignedPass, any Error>) {
        lock.lock()
        stored.append(result)
        lock.unlock()
    }

    var values: [Result<SignedPass, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
