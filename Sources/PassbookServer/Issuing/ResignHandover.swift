import NIOConcurrencyHelpers

/// Passes a staged change hands to this instance's background signer while it stages them, so
/// signing starts before the change commits: a PATCH naming 10,000 passes is one transaction, and
/// staging it took 0.3 s on SQLite and 0.6–0.7 s on PostgreSQL with a core idle
/// (make bench: "background signing, no devices, PostgreSQL").
///
/// Each pass handed over is leased to this instance in that transaction, so no signer leases it
/// again while the lease lasts. Signed from data not yet committed, it is stored with the change's
/// mark: the store waits for the change's transaction, and a change rolled back leaves another mark,
/// so what was signed for it is dropped. Bounded: no more passes than ``open(capacity:)`` allows
/// are between their hand-over and the end of their store (the signer bounds, in turn, how many
/// of them are signed and waiting for their change to commit).
final class ResignHandover: Sendable {
    private struct State {
        /// 0 while no signer runs on this instance: nothing is taken then.
        var capacity = 0
        var queued: [StoredPass] = []
        /// Handed over and not yet stored (queued, signing or storing).
        var held = 0
    }

    private let state = NIOLockedValueBox(State())
    private let signal: PushSignal

    init(signal: PushSignal) {
        self.signal = signal
    }

    /// Passes handed over and not yet stored.
    var held: Int { state.withLockedValue(\.held) }

    /// A signer starts taking passes, holding at most `capacity` at once.
    func open(capacity: Int) {
        state.withLockedValue { $0.capacity = max(0, capacity) }
    }

    /// The signer stops: passes still queued are left to their leases, which run out, and are
    /// signed again then (as a round leased at shutdown is).
    func close() {
        state.withLockedValue { state in
            state.held -= state.queued.count
            state.queued = []
            state.capacity = 0
        }
    }

    /// Hands `pass` (as it will be once its change commits) to the signer; `false` when the signer
    /// holds as many as it may, or none runs: the pass is then left for any signer to lease.
    func offer(_ pass: StoredPass) -> Bool {
        let (taken, first) = state.withLockedValue { state -> (Bool, Bool) in
            guard state.held < state.capacity else { return (false, false) }
            state.queued.append(pass)
            state.held += 1
            return (true, state.queued.count == 1)
        }
        if first { signal.wake() }
        return taken
    }

    /// Up to `limit` passes handed over, in the order they were staged.
    func take(limit: Int) -> [StoredPass] {
        state.withLockedValue { state in
            let count = min(limit, state.queued.count)
            let taken = Array(state.queued.prefix(count))
            state.queued.removeFirst(count)
            return taken
        }
    }

    /// `count` passes taken from here are stored (or were dropped): room for as many more.
    func finished(_ count: Int) {
        state.withLockedValue { $0.held = max(0, $0.held - count) }
    }
}
