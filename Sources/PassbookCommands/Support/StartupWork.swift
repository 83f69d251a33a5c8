import Dispatch

/// Work a command starts on another core at start-up (warming the runtime's caches, reading the
/// signing identity). The process must not exit while any of it runs: `exit` runs the libraries'
/// clean-up handlers (OpenSSL frees its tables), and a thread still inside them then crashes the
/// process. ``PassbookCommand/run()`` waits for all of it before it returns or exits.
enum StartupWork {
    private static let running = DispatchGroup()

    /// Runs `work` on another thread, counted until it returns.
    static func start(_ work: @escaping @Sendable () -> Void) {
        running.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            defer { running.leave() }
            work()
        }
    }

    /// Returns once every piece of work started so far has finished.
    static func waitForAll() {
        running.wait()
    }
}
