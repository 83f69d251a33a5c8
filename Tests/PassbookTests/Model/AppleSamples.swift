import Foundation

/// Apple's five sample passes, kept in the shared samples folder next to the repository.
enum AppleSamples {
    /// The sample folders' names without `.pass`.
    static let names = ["BoardingPass", "Coupon", "Event", "Generic", "StoreCard"]

    /// `shared/samples/apple`, looked for beside the repository and beside its parent folders.
    static func appleSamplesFolder() -> URL {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Model
            .deletingLastPathComponent()  // PassbookTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        var folder = repository
        while folder.path != "/" {
            let candidate = folder.deletingLastPathComponent().appendingPathComponent("shared/samples/apple")
            if FileManager.default.fileExists(atPath: candidate.path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return repository.deletingLastPathComponent().appendingPathComponent("shared/samples/apple")
    }

    /// The `pass.json` of the sample called `name`.
    static func passJSON(_ name: String) throws -> Data {
        try Data(contentsOf: appleSamplesFolder().appendingPathComponent("\(name).pass/pass.json"))
    }
}
