import Synchronization

/// Secure random bytes drawn from OpenSSL's generator a few kilobytes at a time and handed out in
/// small pieces: a batch takes 24 bytes for every pass's token, and each draw from the generator
/// (its locks and fork check) costs more than the bytes it gives.
final class RandomBytePool: Sendable {
    private struct State {
        var bytes: [UInt8] = []
        var next = 0
    }

    private let state = Mutex(State())
    private let drawSize: Int

    /// `drawSize` bytes are drawn at once.
    init(drawSize: Int = 4096) {
        self.drawSize = drawSize
    }

    /// `count` bytes never handed out before; `nil` when the generator fails.
    func take(_ count: Int) -> [UInt8]? {
        guard count <= drawSize else { return OpenSSL.randomBytes(count: count) }
        return state.withLock { state -> [UInt8]? in
            if state.bytes.count - state.next < count {
                guard let drawn = OpenSSL.randomBytes(count: drawSize) else { return nil }
                state.bytes = drawn
                state.next = 0
            }
            let range = state.next..<(state.next + count)
            let taken = Array(state.bytes[range])
            // What was handed out is not kept.
            state.bytes.replaceSubrange(range, with: repeatElement(0, count: count))
            state.next += count
            return taken
        }
    }
}
