import Foundation
import Testing
import PassbookTestSupport

/// A fuzz suite whose loops run in child processes (see ``FuzzChild``).
protocol FuzzSuite: Sendable {
    /// Runs the loop named `loop` in the child; `context` holds what the parent made for it (seed
    /// files that take a while to make, or that need tools).
    static func run(_ loop: String, batch: Int, context: [[UInt8]], tracker: FuzzChild.Tracker)
}

/// One batch of one loop of a fuzz suite: the argument of each suite's test.
struct FuzzLoop: Sendable, CustomTestStringConvertible {
    var suite: String
    var name: String
    var batch: Int

    var testDescription: String { "\(name) \(batch)" }

    /// The batches of each loop of `suite`.
    static func list(_ suite: String, _ loops: KeyValuePairs<String, Int>) -> [FuzzLoop] {
        loops.flatMap { name, batches in (0..<batches).map { FuzzLoop(suite: suite, name: name, batch: $0) } }
    }
}

/// Fuzz loops run in a child process (an exit test), so that a reader that traps or never returns
/// fails its own test and names the input, instead of ending or stalling the whole test run.
///
/// The parent makes a folder; the child writes the seed of each input into `progress` before the
/// reader sees it and sends its standard error (where a trap's message and stack go) to `stderr`.
/// A child that finishes writes `done`; one that was stopped leaves the seed it was on.
enum FuzzChild {
    /// The suites by the name their loops give.
    static let suites: [String: any FuzzSuite.Type] = [
        "zip": ZipReaderFuzzTests.self, "pass-json": PassJSONFuzzTests.self, "strings": StringsFileFuzzTests.self, "data": DataFileReaderFuzzTests.self,
    ]

    /// Seconds one input may take before the child gives up on it as a hang
    /// (`PASSBOOK_FUZZ_HANG_SECONDS`, 120 unless set): inputs are small and take milliseconds.
    static let hangSeconds = max(1, Int(ProcessInfo.processInfo.environment["PASSBOOK_FUZZ_HANG_SECONDS"] ?? "") ?? 120)

    /// Swift's backtracer set to print the crashed thread's stack, short enough to quote in an issue.
    static let backtraceOptions = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=14,top=4"

    /// Most resident memory a child may have used: the readers stop at their limits, which the
    /// fuzz tests keep far below this.
    static let memoryCeilingMB = 512

    /// Runs `loop` in a child process, then explains a child that did not finish: the seed it was on
    /// and the end of its standard error.
    static func run(_ loop: FuzzLoop, context: [[UInt8]] = [], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let name = "\(loop.suite)-\(loop.name)-\(loop.batch)"
        let folder = try makeTemporaryFolder("passbook-fuzz-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("progress").path, contents: nil)
        await #expect(processExitsWith: .success, sourceLocation: sourceLocation) {
            [suite = loop.suite as String, name = loop.name as String, batch = loop.batch as Int, context = context as [[UInt8]], folder = folder.path as String] in
            let tracker = Tracker(folder: folder)
            guard let type = FuzzChild.suites[suite] else {
                Issue.record("no fuzz suite \(suite)")
                return
            }
            type.run(name, batch: batch, context: context, tracker: tracker)
            tracker.finish()
        }
        let progress = String(decoding: (try? Data(contentsOf: folder.appendingPathComponent("progress"))) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard progress != "done" else { return }
        let log = String(decoding: (try? Data(contentsOf: folder.appendingPathComponent("stderr"))) ?? Data(), as: UTF8.self)
        // A trap such as an arithmetic overflow prints nothing unless Swift's backtracer is on.
        let stack = log.contains("Backtracing") ? "" : " For its stack, run again with SWIFT_BACKTRACE=\(backtraceOptions)."
        Issue.record(
            "\(name): the child process stopped at \(progress.isEmpty ? "its start" : progress) (replay with PASSBOOK_FUZZ_SEED).\(stack) Its standard error ends:\n\(log.suffix(6000))",
            sourceLocation: sourceLocation
        )
    }

    /// The child's side, made inside the exit test with the folder the parent made.
    final class Tracker: @unchecked Sendable {
        private let progress: Int32
        private let lock = NSLock()
        // Guarded by `lock`.
        private var sequence = 0
        private var seed: UInt64?

        init(folder: String) {
            progress = open(folder + "/progress", O_WRONLY | O_CLOEXEC)
            let log = open(folder + "/stderr", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if log >= 0 {
                dup2(log, STDERR_FILENO)
                close(log)
            }
            Thread.detachNewThread { [self] in watch() }
        }

        /// Runs `body` once for each seed, with a generator seeded by it.
        func each(_ seeds: [UInt64], _ body: (UInt64, inout Fuzz.Generator) throws -> Void) rethrows {
            for seed in seeds {
                begin(seed)
                var generator = Fuzz.Generator(seed: seed)
                try body(seed, &generator)
            }
        }

        /// Notes the input about to be read.
        func begin(_ seed: UInt64) {
            lock.withLock {
                sequence += 1
                self.seed = seed
            }
            record("seed \(seed)")
        }

        /// Marks the run finished and checks the memory it used.
        func finish() {
            if let peak = Self.peakResidentMB() {
                #expect(peak < FuzzChild.memoryCeilingMB, "the readers used \(peak) MB of memory at most, more than \(FuzzChild.memoryCeilingMB) MB")
            }
            record("done")
        }

        private func record(_ text: String) {
            let padded = Array(text.utf8) + [UInt8](repeating: 0x20, count: max(0, 40 - text.utf8.count))
            _ = padded.withUnsafeBytes { pwrite(progress, $0.baseAddress, $0.count, 0) }
        }

        /// Stops the child when one input runs for ``FuzzChild/hangSeconds``.
        private func watch() {
            var last = -1
            var still = 0
            while true {
                sleep(1)
                let (current, seed) = lock.withLock { (sequence, self.seed) }
                still = current == last ? still + 1 : 0
                last = current
                if still >= FuzzChild.hangSeconds, let seed {
                    record("seed \(seed) (no result after \(FuzzChild.hangSeconds) s: a hang)")
                    FileHandle.standardError.write(Data("seed \(seed) has not finished after \(FuzzChild.hangSeconds) s\n".utf8))
                    _exit(70)
                }
            }
        }

        /// The most memory the process has had resident (VmHWM), in megabytes; nil where /proc is missing.
        static func peakResidentMB() -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
            else { return nil }
            return kilobytes / 1024
        }
    }
}
