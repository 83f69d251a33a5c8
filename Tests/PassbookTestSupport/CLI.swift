import Foundation

/// Runs the built `passbook` executable, as a user would.
enum CLI {
    struct Result {
        var status: Int32
        var stdoutData: Data
        var stderr: String
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["PASSBOOK_BIN"] { return URL(fileURLWithPath: path) }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On some platforms the test binary sits inside a bundle (X.xctest/Contents/MacOS/X).
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("passbook").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("passbook")
    }

    @discardableResult
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:], executable: URL = CLI.executable) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let outFile = try temporaryFile()
        let errFile = try temporaryFile()
        process.standardOutput = try FileHandle(forWritingTo: outFile)
        process.standardError = try FileHandle(forWritingTo: errFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdoutData: try Data(contentsOf: outFile),
            stderr: String(decoding: try Data(contentsOf: errFile), as: UTF8.self)
        )
    }

    private static func temporaryFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("passbook-cli-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return url
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("passbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func sample(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Samples/passes/\(name).pass")
    }
}
