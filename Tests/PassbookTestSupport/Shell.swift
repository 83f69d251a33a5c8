import Foundation

/// Runs external commands (the `openssl` CLI, `sha1sum`) as independent checks.
enum Shell {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct Failure: Error, CustomStringConvertible {
        var command: [String]
        var output: Output
        var description: String { "\(command.joined(separator: " ")) exited \(output.status): \(output.stderr)" }
    }

    @discardableResult
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a chatty command cannot block on a full pipe.
        let errData = ThreadedRead(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData.wait(), as: UTF8.self)
        )
    }

    /// Like ``run(_:in:environment:)`` but throws unless the command exits 0.
    @discardableResult
    static func check(_ arguments: [String], in folder: URL? = nil) throws -> Output {
        let output = try run(arguments, in: folder)
        guard output.status == 0 else { throw Failure(command: arguments, output: output) }
        return output
    }
}

/// Reads a file handle to its end on another thread.
private final class ThreadedRead: @unchecked Sendable {
    // Written once by the reading thread before `done` is signalled.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A fresh temporary folder, removed by the caller.
func makeTemporaryFolder(_ label: String = "passbook-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
