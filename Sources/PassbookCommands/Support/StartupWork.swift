import Dispatch
import Foundation

/// Work a command starts on another core at start-up (warming the runtime's caches, reading the
/// signing identity). The process must not exit while any of it runs: `exit` runs the libraries'
/// clean-up handlers (OpenSSL frees its tables), and a thread still inside them then crashes the
/// process. ``PassbookCommand/run()`` waits for all of it before it returns or exits.
enum StartupWork {
    private static let running = DispatchGroup()

    /// Runs `work` on a thread of its own, counted until it returns.
    ///
    /// A thread of its own, not Dispatch's pool: the pool started its first thread 0.5 to 2.3 ms
    /// after being asked and ran the two pieces of a build one after the other, so the signing
    /// identity was often read only once the pass was validated (make bench: "one process per pass").
    static func start(_ work: @escaping @Sendable () -> Void) {
        running.enter()
        Thread {
            defer { running.leave() }
            work()
        }.start()
    }

    /// Returns once every piece of work started so far has finished.
    static func waitForAll() {
        running.wait()
    }
}
