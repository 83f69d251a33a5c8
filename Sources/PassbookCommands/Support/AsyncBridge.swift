import Foundation

/// Runs async work from a synchronous command and waits for it.
///
/// The CLI stays synchronous on the main thread (see `PassbookMain`), so only the commands that
/// need SwiftNIO (`serve`, `device-sim`, `apns-test-server`) cross into Swift concurrency, here.
enum AsyncBridge {
    private final class Box: @unchecked Sendable {
        // Written once by the task before the semaphore is signalled, read after the wait.
        var error: (any Error)?
    }

    static func run(_ body: @escaping @Sendable () async throws -> Void) throws {
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await body() } catch { box.error = error }
            done.signal()
        }
        done.wait()
        if let error = box.error { throw error }
    }
}
