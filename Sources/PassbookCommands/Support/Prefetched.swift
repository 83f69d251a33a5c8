import Dispatch

/// A value made on another thread while the caller does other work, such as reading the signing
/// identity (OpenSSL's first use) while the pass is read and validated: a one-pass command then
/// takes the longer of the two, not their sum.
final class Prefetched<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    // Written once, before `finished` is signalled, and read only after waiting for it.
    private var result: Result<Value, any Error>?

    init(_ make: @escaping @Sendable () throws -> Value) {
        StartupWork.start {
            self.result = Result { try make() }
            self.finished.signal()
        }
    }

    /// The value, once it is made, or the error making it threw.
    func value() throws -> Value {
        finished.wait()
        defer { finished.signal() }
        return try result!.get()
    }
}
