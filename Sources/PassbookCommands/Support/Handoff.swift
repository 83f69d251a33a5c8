import Foundation

/// A value one thread hands to another once: the first ``put(_:)`` counts, and ``value`` waits
/// for it. `nil` hands over nothing, so that the waiting thread can stop.
final class Handoff<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var given = false
    private var handed: Value?

    /// Hands `value` over, unless something was handed already.
    func put(_ value: Value?) {
        condition.lock()
        defer { condition.unlock() }
        guard !given else { return }
        given = true
        handed = value
        condition.broadcast()
    }

    /// What was handed over, once it was.
    var value: Value? {
        condition.lock()
        defer { condition.unlock() }
        while !given { condition.wait() }
        return handed
    }
}
