import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct FileIOTests {
    @Test(arguments: [("/tmp/out/a.pkpass", "/tmp/out"), ("/a.pkpass", "/"), ("a.pkpass", "."), ("out/a", "out"), ("/tmp/ü ß/a", "/tmp/ü ß")])
    func theFolderOfAPathIsAllBeforeItsLastSlash(path: String, folder: String) {
        #expect(FileIO.folderPath(of: path) == folder)
    }

    /// By path, as a batch writes: a new file, then one replacing it, whole each time and with
    /// nothing left beside it.
    @Test func writingByPathMakesAndReplacesWholeFiles() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.appendingPathComponent("a.pkpass").path
        try FileIO.writeAtomically(Data("first".utf8), toPath: path, what: "pass", durable: false, unnamedIn: nil, timed: nil)
        try FileIO.writeAtomically(Data("second".utf8), toPath: path, what: "pass", durable: false, unnamedIn: folder.path, timed: nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.pkpass"])
        #expect(throws: PassbookError.self) {
            try FileIO.writeAtomically(Data(), toPath: folder.appendingPathComponent("missing/b").path, what: "pass", durable: false, unnamedIn: nil, timed: nil)
        }
    }
}
