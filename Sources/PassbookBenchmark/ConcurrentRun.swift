import Foundation
import Passbook

/// Work shared out over threads and timed as a whole.
public enum ConcurrentRun {
    /// Gives each of `threads` threads an equal share of `count` operations, calls
    /// `work(thread, share)` once on each, and times the whole. The first error is thrown once
    /// every thread has stopped.
    public static func measure(
        count: Int, threads: Int, _ work: @escaping @Sendable (_ thread: Int, _ share: Int) throws -> Void
    ) throws -> SigningBenchmark.Measurement {
        let threads = max(1, threads)
        let share = max(1, count / threads)
        let errors = FirstError()
        let seconds = SigningBenchmark.time {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                do {
                    try work(thread, share)
                } catch {
                    errors.keep(error)
                }
            }
        }
        if let error = errors.value { throw error }
        return SigningBenchmark.Measurement(count: share * threads, threads: threads, seconds: seconds)
    }
}

/// Holds the first error of concurrent workers.
private final class FirstError: @unchecked Sendable {
    // Guarded by `lock`.
    private var stored: (any Error)?
    private let lock = NSLock()

    func keep(_ error: any Error) {
        lock.withLock {
            if stored == nil { stored = error }
        }
    }

    var value: (any Error)? { lock.withLock { stored } }
}
