import NIOConcurrencyHelpers

/// The database's last committed update tag, read for many callers at once: each caller gets a
/// value read by a query sent after it asked, and concurrent callers share that query.
///
/// This is what lets an instance answer from memory safely: a device may list a change on another
/// instance and then ask this one for the pass. Only a read sent after the request arrived is sure
/// to include that change, and the instance answers from memory only once its notifications have
/// reached the tag read. Sharing the read keeps it one small query per round trip, not per request.
final class CommittedTagReader: Sendable {
    private struct State {
        var reading = false
        /// Waiting for the read in flight (they asked before it was sent).
        var current: [CheckedContinuation<Int64?, Never>] = []
        /// Waiting for the next read (they asked while one was in flight).
        var next: [CheckedContinuation<Int64?, Never>] = []
        /// How the next read is made: the one the last caller gave.
        var read: (@Sendable () async throws -> Int64)?
    }

    private let state = NIOLockedValueBox(State())

    /// The last committed tag as `read` reads it, read after this call; `nil` when the read failed.
    func value(reading read: @escaping @Sendable () async throws -> Int64) async -> Int64? {
        await withCheckedContinuation { continuation in
            let starts = state.withLockedValue { state in
                state.read = read
                if state.reading {
                    state.next.append(continuation)
                    return false
                }
                state.reading = true
                state.current.append(continuation)
                return true
            }
            if starts { Task { await self.readWhileAsked() } }
        }
    }

    /// Reads until nobody waits: each read answers those who asked before it was sent.
    private func readWhileAsked() async {
        while let read = state.withLockedValue({ $0.read }) {
            let value = try? await read()
            let (answered, more) = state.withLockedValue { state in
                let answered = state.current
                state.current = state.next
                state.next = []
                state.reading = !state.current.isEmpty
                return (answered, state.reading)
            }
            for waiter in answered { waiter.resume(returning: value) }
            if !more { return }
        }
    }
}
