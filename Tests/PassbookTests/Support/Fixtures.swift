import Foundation
@testable import Passbook
import PassbookTestSupport

/// Paths to fixtures and helpers that build test passes.
enum Fixtures {
    static var minimalPass: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Minimal", withExtension: "pass", subdirectory: "Fixtures") else {
                throw CocoaError(.fileNoSuchFile)
            }
            return url
        }
    }

    static func identity(_ pki: TestPKI) throws -> SigningIdentity {
        try SigningIdentity(
            certificateFile: pki.url("pass.pem"),
            privateKeyFile: pki.url("pass.key"),
            intermediatesFile: pki.url("wwdr.pem")
        )
    }

    static func verifier(_ pki: TestPKI, intermediates: [String] = []) throws -> PassVerifier {
        try PassVerifier(
            trustedRoots: [X509Certificate(contentsOf: pki.url("root.pem"))],
            intermediates: intermediates.map { try X509Certificate(contentsOf: pki.url($0)) }
        )
    }

    /// The minimal pass signed by the test identity.
    static func signedMinimalPass(_ pki: TestPKI, signingTime: Date = Date()) throws -> SignedPass {
        try PassPackage(folder: minimalPass).signed(with: identity(pki), signingTime: signingTime)
    }

    /// Unzips an archive with the system `unzip` into a new folder.
    static func unzip(_ archive: Data) throws -> URL {
        let folder = try makeTemporaryFolder("passbook-unzip")
        let file = folder.appendingPathComponent("pass.pkpass")
        try archive.write(to: file)
        let contents = folder.appendingPathComponent("contents")
        try Shell.check(["unzip", "-q", file.path, "-d", contents.path])
        return contents
    }

    /// Rebuilds an archive from entries, changing them with `edit` first.
    static func rezip(_ archive: Data, edit: (inout [String: Data]) throws -> Void) throws -> Data {
        var files: [String: Data] = [:]
        for entry in try ZipReader().entries(of: archive, what: "test") {
            files[entry.name] = entry.data
        }
        try edit(&files)
        let entries = files.keys.sorted().map { ZipWriter.Entry(name: $0, data: files[$0] ?? Data()) }
        return try ZipWriter.archive(entries, operation: "test")
    }
}
