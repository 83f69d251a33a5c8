import Foundation
import PassbookTestSupport
import Testing

/// OpenSSL is called only from the signing module and libzip only from the archive module, where
/// each C resource has an owner; every other file works with their Swift types.
@Suite struct CLibraryBoundaryTests {
    /// The Swift files under `Sources` that import `module`, relative to the repository root.
    private func files(importing module: String) throws -> [String] {
        let root = TestPaths.repositoryRoot
        let sources = root.appendingPathComponent("Sources")
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: sources.path) as [String]?)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().filter { path in
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("import \(module)") }
        }.map { "Sources/\($0)" }
    }

    @Test(arguments: [("COpenSSL", "Sources/Passbook/Signing/"), ("CZip", "Sources/Passbook/Archive/")])
    func onlyItsModuleImportsTheLibrary(module: String, folder: String) throws {
        let importing = try files(importing: module)
        #expect(!importing.isEmpty, "no file imports \(module): the scan found nothing to check")
        #expect(importing.filter { !$0.hasPrefix(folder) } == [], "\(module) is imported outside \(folder)")
    }
}
