import Foundation
import NIOConcurrencyHelpers

/// What this instance knows of the current version of each pass, kept true across instances by the
/// database's change notifications (PostgreSQL `LISTEN`/`NOTIFY`), so Wallet's most frequent
/// request, the latest pass, is answered without a query.
///
/// Every write of a pass notifies its serial, version and update tag in its transaction, so the
/// notifications arrive in commit order. A known pass is forgotten when a notification names it;
/// what a query read is kept only if no notification for its serial came while it ran, so an old
/// version read before a change never replaces the news of the change. Nothing is answered from
/// here while the notifications lag behind the update tag the database had committed when the
/// request came (a device that has just listed a change, on any instance, never gets the version
/// before it), nor while the listening connection is down.
final class LatestPasses: Sendable {
    /// Taken before a query; the query's pass is kept only if nothing changed since.
    struct Ticket: Sendable {
        fileprivate let epoch: Int
        fileprivate let stripe: Int
        fileprivate let stamp: UInt64
    }

    private struct State {
        var listening = false
        /// Moves whenever the notifications stop or start again: what was read before is dropped.
        var epoch = 0
        /// The largest update tag notified (or current when listening began).
        var notifiedTag: Int64 = 0
        var passes: [ByteString: StoredPass] = [:]
        /// Change counters for serials hashed into stripes: bounded memory, and a collision only
        /// costs a query.
        var stamps = [UInt64](repeating: 0, count: LatestPasses.stripes)
        /// Reads the last committed update tag, while listening.
        var readCommittedTag: (@Sendable () async throws -> Int64)?
    }

    static let stripes = 4096
    /// The most passes kept; past it the map starts again (about 250 bytes a pass).
    let capacity: Int
    private let state = NIOLockedValueBox(State())
    /// The committed tag, read once for the requests that come together.
    private let committedTag = SharedRead<Int64>()

    init(capacity: Int = 65_536) {
        self.capacity = max(1, capacity)
    }

    /// The current version of the pass, when known for certain. A known pass costs one read of the
    /// committed tag, a query of one row by its key sent after the request came, shared with the
    /// requests that come while another is in flight.
    func current(_ serial: String) async -> StoredPass? {
        let read = state.withLockedValue { $0.listening && $0.passes[ByteString(serial)] != nil ? $0.readCommittedTag : nil }
        guard let read, let committed = await committedTag.value(read) else { return nil }
        return state.withLockedValue { state in
            guard state.listening, state.notifiedTag >= committed else { return nil }
            return state.passes[ByteString(serial)]
        }
    }

    /// To take before reading the pass from the database.
    func ticket(for serial: String) -> Ticket {
        let stripe = Self.stripe(serial)
        return state.withLockedValue { Ticket(epoch: $0.epoch, stripe: stripe, stamp: $0.stamps[stripe]) }
    }

    /// A pass as a query read it: kept when nothing about it changed since `ticket`.
    func offer(_ pass: StoredPass, ticket: Ticket) {
        state.withLockedValue { state in
            guard state.listening, state.epoch == ticket.epoch, state.stamps[ticket.stripe] == ticket.stamp else { return }
            if state.passes.count >= capacity && state.passes[ByteString(pass.serialNumber)] == nil { state.passes.removeAll(keepingCapacity: true) }
            var kept = pass
            kept.data = Data()   // the record is never needed to answer Wallet
            state.passes[ByteString(pass.serialNumber)] = kept
        }
    }

    /// A notification: the pass `serial` changed with `tag`; `nil` when the tag was taken and no
    /// pass changed (a creation of a serial that exists).
    func changed(serial: String?, tag: Int64) {
        state.withLockedValue { state in
            if let serial {
                state.stamps[Self.stripe(serial)] &+= 1
                state.passes[ByteString(serial)] = nil
            }
            state.notifiedTag = max(state.notifiedTag, tag)
        }
    }

    /// The notifications flow from now on; `tag` is the update tag read once they did, and
    /// `committedTag` reads the last committed one.
    func listening(from tag: Int64, committedTag: @escaping @Sendable () async throws -> Int64) {
        state.withLockedValue { state in
            state.listening = true
            state.readCommittedTag = committedTag
            state.epoch += 1
            state.passes.removeAll()
            state.notifiedTag = max(state.notifiedTag, tag)
        }
    }

    /// The notifications stopped: nothing is known until they flow again.
    func stopped() {
        state.withLockedValue { state in
            state.listening = false
            state.readCommittedTag = nil
            state.epoch += 1
            state.passes.removeAll()
        }
    }

    private static func stripe(_ serial: String) -> Int {
        Int(UInt(bitPattern: ByteString(serial).hashValue) % UInt(stripes))
    }
}
