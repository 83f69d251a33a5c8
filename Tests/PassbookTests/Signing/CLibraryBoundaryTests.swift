import Foundation
import PassbookTestSupport
import Testing

/// Each C library is called from one owner (a folder, or a file), where each C resource is made
/// and freed; every other file works with the owner's Swift types. A C module added to `Sources`
/// without an owner here fails the test, as does an import outside the owner.
@Suite struct CLibraryBoundaryTests {
    /// Every C module, and the paths under `Sources` allowed to import it.
    private static let owners: [String: [String]] = [
        "COpenSSL": ["Passbook/Signing/OpenSSL/"],
        "CZip": ["Passbook/Archive/ZipReader.swift", "Passbook/Archive/ZipWriter.swift", "Passbook/Archive/ZipArchiveHandle.swift"],
        "CZlib": ["Passbook/Archive/Zlib.swift"],
        "CPNG": ["Passbook/Images/PNGImage.swift"],
        "CLinux": ["Passbook/Support/FileIO.swift", "Passbook/Support/ProcessMemory.swift"],
        "CQRencode": ["PassbookRendering/Barcodes/QRCodeEncoder.swift"],
        "CZint": ["PassbookRendering/Barcodes/ZintEncoder.swift"],
        "CCairo": ["PassbookRendering/Cairo/"],
    ]

    private static var sources: URL { TestPaths.repositoryRoot.appendingPathComponent("Sources") }

    /// The C modules `Sources` declares: each folder with a module map.
    private static func modules() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
            FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/module.modulemap").path)
        }.sorted()
    }

    /// The Swift files under `Sources` that import `module`, relative to `Sources`.
    private static func files(importing module: String) throws -> [String] {
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: sources.path) as [String]?)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().filter { path in
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            return text.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                return words.contains("import") && words.last.map(String.init) == module
            }
        }
    }

    @Test func everyCModuleHasAnOwner() throws {
        let modules = try Self.modules()
        #expect(modules.count >= Self.owners.count, "found only \(modules) in Sources: the scan found too little to check")
        #expect(modules.filter { Self.owners[$0] == nil } == [], "a C module without an owner in this test")
    }

    @Test(arguments: owners.keys.sorted())
    func onlyItsOwnerImportsTheLibrary(module: String) throws {
        let owner = try #require(Self.owners[module])
        let importing = try Self.files(importing: module)
        #expect(!importing.isEmpty, "no file imports \(module): the scan found nothing to check")
        #expect(importing.filter { path in !owner.contains { path == $0 || ($0.hasSuffix("/") && path.hasPrefix($0)) } } == [], "\(module) is imported outside \(owner)")
    }
}
