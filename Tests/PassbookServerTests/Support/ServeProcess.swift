import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import PassbookTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A real `passbook serve` process, started as an operator would, for what only a separate
/// process shows: signals, file modes, the command line that `ps` sees, how it exits.
final class ServeProcess: @unchecked Sendable {
    let process: Process
    let port: Int
    let folder: URL
    let logURL: URL

    /// What the process wrote to its standard error and output so far.
    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }
    var baseURL: String { "http://127.0.0.1:\(port)" }

    private init(process: Process, port: Int, folder: URL, logURL: URL) {
        self.process = process
        self.port = port
        self.folder = folder
        self.logURL = logURL
    }

    /// The arguments every test service needs: development certificates, a key, the templates,
    /// no pushes, a database in `folder`.
    static func standardArguments(folder: URL, port: Int) async throws -> [String] {
        let certificates = try await blocking { try devCertificates() }
        return [
            "serve", "--dev-certs", certificates.path, "--port", "\(port)",
            "--templates", TestPaths.repositoryRoot.appendingPathComponent("Templates").path, "--no-push",
        ]
    }

    /// Development certificates made once per test process by `passbook certs dev`.
    static func devCertificates() throws -> URL { try sharedCertificates.get() }

    private static let sharedCertificates: Result<URL, any Error> = Result {
        let folder = try makeTemporaryFolder("passbook-serve-process").appendingPathComponent("certs")
        let result = try CLI.run(["certs", "dev", "--pass-type-id", "pass.dev.passbook.samples", "--team-id", "PASSBOOK01", "-o", folder.path])
        guard result.status == 0 else { throw TestFailure("passbook certs dev failed: \(result.stderr)") }
        return folder
    }

    /// Starts `passbook` with `arguments` (and `environment` added) in `folder`, and waits until
    /// `/health/live` answers; throws with the log if it exits first or does not answer in 60 s.
    static func start(_ arguments: [String], port: Int, environment: [String: String] = [:], in folder: URL) async throws -> ServeProcess {
        let logURL = folder.appendingPathComponent("serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PASSBOOK_") || $0.key == "PASSBOOK_BIN" }.merging(environment) { $1 }
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? log.close()
        let served = ServeProcess(process: process, port: port, folder: folder, logURL: logURL)
        let end = Date().addingTimeInterval(60)
        while Date() < end {
            guard process.isRunning else { throw TestFailure("passbook serve exited \(process.terminationStatus) at start:\n\(served.log)") }
            if let answer = try? await served.get("/health/live"), answer.status == 200 { return served }
            try await Task.sleep(for: .milliseconds(100))
        }
        served.stop()
        throw TestFailure("passbook serve did not answer within 60 s:\n\(served.log)")
    }

    /// A GET, with `headers`.
    func get(_ path: String, headers: [String: String] = [:]) async throws -> TestService.Answer {
        var request = HTTPClientRequest(url: baseURL + path)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 16 * 1_048_576)
        return TestService.Answer(status: Int(response.status.code), headers: response.headers, body: Data(body.readableBytesView))
    }

    /// Sends `signal` to the process.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// The process's command line as `ps` sees it, arguments joined by spaces.
    var commandLine: String {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/cmdline"))) ?? Data()
        return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
    }

    /// Runs `body`, which blocks its thread (a program run to its end, a wait), on a thread of
    /// its own: the cooperative pool has a thread a core, and a test that blocks one holds up
    /// every other test's timers and answers.
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    /// `passbook` with `arguments`, run to its end off the cooperative pool.
    static func cli(_ arguments: [String], timeout: TimeInterval = 60) async throws -> Shell.Output {
        try await blocking { try CLI.run(arguments, timeout: timeout) }
    }

    /// ``stop()`` off the cooperative pool.
    func stopped() async {
        _ = try? await Self.blocking { [self] in stop() }
    }

    /// SIGTERM, then SIGKILL if it has not ended within 30 s; waits for the end.
    func stop() {
        guard process.isRunning else { return }
        send(SIGTERM)
        let end = Date().addingTimeInterval(30)
        while process.isRunning, Date() < end { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { send(SIGKILL) }
        process.waitUntilExit()
    }
}
