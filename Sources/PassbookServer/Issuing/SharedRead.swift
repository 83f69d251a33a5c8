import NIOConcurrencyHelpers

/// One read made for every caller that comes while another is in flight: each caller gets the
/// result of a read sent after it called, and callers who come together share one.
///
/// The first caller reads. Those who come while it reads wait; when it is done, the first of
/// them reads for the rest, and so on. The reads run in the callers' own tasks: no task is
/// started per read, and nothing is kept between reads but the list of who waits.
final class SharedRead<Value: Sendable>: Sendable {
    private enum Turn: Sendable {
        /// The value of a read sent after the caller came (`nil`: that read failed).
        case answered(Value?)
        /// The caller reads, and answers `followers` with what it read.
        case lead(followers: [CheckedContinuation<Turn, Never>])
    }

    private struct State {
        var reading = false
        /// Came while a read was in flight: they wait for the next one.
        var waiting: [CheckedContinuation<Turn, Never>] = []
    }

    private let state = NIOLockedValueBox(State())

    /// A value `read` read after this call; `nil` when that read failed.
    func value(_ read: () async throws -> Value) async -> Value? {
        let turn = await withCheckedContinuation { (continuation: CheckedContinuation<Turn, Never>) in
            let leads = state.withLockedValue { state in
                if state.reading {
                    state.waiting.append(continuation)
                    return false
                }
                state.reading = true
                return true
            }
            if leads { continuation.resume(returning: .lead(followers: [])) }
        }
        switch turn {
        case .answered(let value):
            return value
        case .lead(let followers):
            let value = try? await read()
            for follower in followers { follower.resume(returning: .answered(value)) }
            // Those who came during this read need one sent after they came: the first of them makes it.
            let next = state.withLockedValue { state -> [CheckedContinuation<Turn, Never>] in
                let next = state.waiting
                state.waiting = []
                if next.isEmpty { state.reading = false }
                return next
            }
            if let first = next.first { first.resume(returning: .lead(followers: Array(next.dropFirst()))) }
            return value
        }
    }
}
