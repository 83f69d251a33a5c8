import Foundation

/// A value made on first use, once, whichever thread asks first, and kept: for work a value may
/// not need at all (a validation context's walk of its JSON, a builder's measured images) and
/// must not do twice.
final class Memo<Value: Sendable>: @unchecked Sendable {
    private let make: @Sendable () -> Value
    private let lock = NSLock()
    // Guarded by `lock`.
    private var made: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
