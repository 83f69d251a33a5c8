public import Foundation

/// Runs the built `passbook` executable, as a user would.
public enum CLI {
    public typealias Result = Shell.Output

    /// The `passbook` executable: `PASSBOOK_BIN`, or the one built beside the tests.
    public static var executable: URL {
        builtExecutable ?? URL(fileURLWithPath: "passbook")
    }

    /// `PASSBOOK_BIN`, or the `passbook` built beside the tests when it is.
    public static var builtExecutable: URL? {
        if let path = ProcessInfo.processInfo.environment["PASSBOOK_BIN"] { return URL(fileURLWithPath: path) }
        // On some platforms the test binary sits inside a bundle (X.xctest/Contents/MacOS/X).
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("passbook")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// A command still running after `timeout` seconds is stopped and its status is
    /// ``Shell/killedAtLimit``: a command that hangs fails its test instead of stalling the run.
    @discardableResult
    public static func run(
        _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:], executable: URL = CLI.executable,
        timeout: TimeInterval = 300
    ) throws -> Result {
        try Shell.run(arguments, executable: executable, in: folder, environment: environment, timeout: timeout)
    }

    public static func temporaryFolder() throws -> URL {
        try makeTemporaryFolder("passbook-cli")
    }
}
