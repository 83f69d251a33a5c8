public import Foundation

/// Runs programs for the tests: the `openssl` CLI, `unzip`, Python helpers, and the built
/// `passbook` (``CLI``). Standard output and error go through files, so neither can fill a pipe
/// and stall the program.
public enum Shell {
    /// What a program did.
    public struct Output: Sendable {
        public var status: Int32
        public var stdoutData: Data
        public var stderr: String
        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// A program that did not exit 0.
    public struct Failure: Error, CustomStringConvertible {
        public var command: [String]
        public var output: Output
        public var description: String { "\(command.joined(separator: " ")) exited \(output.status): \(output.stderr)" }
    }

    /// The status of a program stopped at its time limit.
    public static let killedAtLimit: Int32 = -1

    /// Runs `arguments` (a program found on the PATH and its arguments), or `executable` with
    /// `arguments`, in `folder`, with `environment` added to this process's, reading `input`.
    /// A program still running after `timeout` seconds is stopped and its status is
    /// ``killedAtLimit``, so a program stuck (on hostile input, or deadlocked) fails its test
    /// instead of stalling the run.
    /// `whileRunning` is called once the program has started, to act on it (interrupt it).
    @discardableResult
    public static func run(
        _ arguments: [String], executable: URL? = nil, in folder: URL? = nil, environment: [String: String] = [:], input: Data? = nil,
        timeout: TimeInterval = 300, whileRunning: (Process) -> Void = { _ in }
    ) throws -> Output {
        try run(arguments, executable: executable, in: folder, environment: environment, input: input, timeout: timeout, stacksAtLimit: true, whileRunning: whileRunning)
    }

    /// `stacksAtLimit`: a program stopped at its limit has its threads' stacks added to its
    /// standard error (false for gdb itself, which must not be examined in its turn).
    private static func run(
        _ arguments: [String], executable: URL?, in folder: URL?, environment: [String: String], input: Data?,
        timeout: TimeInterval, stacksAtLimit: Bool, whileRunning: (Process) -> Void
    ) throws -> Output {
        let scratch = try makeTemporaryFolder("passbook-shell")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = executable ?? URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        if let input {
            let inURL = scratch.appendingPathComponent("in")
            try input.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        whileRunning(process)
        var status = killedAtLimit
        var stacks = ""
        if done.wait(timeout: .now() + timeout) == .timedOut {
            if stacksAtLimit { stacks = Self.threadStacks(of: process.processIdentifier) }
            process.terminate()
            // A process stuck where SIGTERM cannot end it (deadlocked in its exit handlers) is killed.
            if done.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                _ = done.wait(timeout: .now() + 5)
            }
        } else {
            status = process.terminationStatus
        }
        var stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        if status == killedAtLimit {
            stderr += "\n[stopped after \(Int(timeout)) s" + (stacksAtLimit ? "; its threads then:]\n" + stacks : "]")
        }
        return Output(status: status, stdoutData: try Data(contentsOf: outURL), stderr: stderr)
    }

    /// The stacks of a process's threads, by gdb when it is installed: what a stuck program
    /// waited for, so that its test's failure says where it hung.
    static func threadStacks(of pid: Int32) -> String {
        guard let output = try? run(
            ["gdb", "-p", "\(pid)", "-batch", "-ex", "thread apply all bt 25"], executable: nil, in: nil, environment: [:], input: nil,
            timeout: 60, stacksAtLimit: false, whileRunning: { _ in }
        ) else { return "(gdb did not start)" }
        // env's status for a program not found on the PATH.
        guard output.status != 127 else { return "(gdb is not installed)" }
        return output.stdout.split(separator: "\n").filter { $0.hasPrefix("Thread") || $0.hasPrefix("#") }.joined(separator: "\n")
    }

    /// Like ``run(_:executable:in:environment:input:)`` but throws unless the program exits 0.
    @discardableResult
    public static func check(_ arguments: [String], in folder: URL? = nil, input: Data? = nil) throws -> Output {
        let output = try run(arguments, in: folder, input: input)
        guard output.status == 0 else { throw Failure(command: arguments, output: output) }
        return output
    }
}

/// A fresh temporary folder. The caller may remove it; whatever is left is removed when the test
/// process exits, so a run leaves nothing in the temporary directory.
public func makeTemporaryFolder(_ label: String = "passbook-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    TemporaryFolders.shared.add(url)
    return url
}

/// The folders ``makeTemporaryFolder(_:)`` made, removed at exit.
final class TemporaryFolders: @unchecked Sendable {
    static let shared = TemporaryFolders()
    private let lock = NSLock()
    private var folders: [URL] = []
    private var registered = false

    func add(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        folders.append(url)
        guard !registered else { return }
        registered = true
        atexit { TemporaryFolders.shared.removeAll() }
    }

    private func removeAll() {
        lock.lock()
        let all = folders
        folders = []
        lock.unlock()
        for url in all { try? FileManager.default.removeItem(at: url) }
    }
}
