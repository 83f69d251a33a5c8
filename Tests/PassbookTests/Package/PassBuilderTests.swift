import Foundation
import Testing
@testable import Passbook

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
