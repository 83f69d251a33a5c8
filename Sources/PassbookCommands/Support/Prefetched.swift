/// A value made on another thread while the caller does other work, such as reading the signing
/// identity (OpenSSL's first use) while the pass is read and validated: a one-pass command then
/// takes the longer of the two, not their sum.
final class Prefetched<Value: Sendable>: Sendable {
    private let made = Handoff<Result<Value, any Error>>()

    init(_ make: @escaping @Sendable () throws -> Value) {
        let made = made
        StartupWork.start { made.put(Result { try make() }) }
    }

    /// The value, once it is made, or the error making it threw.
    func value() throws -> Value {
        // The thread always hands a result over, so there is one to take.
        try made.value!.get()
    }
}
