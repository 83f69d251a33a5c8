public import Foundation

/// Where the tests find the repository's own files.
public enum TestPaths {
    /// The repository root, found from this file's path (Tests/PassbookTestSupport/TestPaths.swift).
    public static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// One of Passbook's sample pass folders, `Samples/passes/NAME.pass`.
    public static func sample(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Samples/passes/\(name).pass")
    }
}
