import Dispatch
import Foundation

/// Ctrl-C (SIGINT) or SIGTERM during a long command: the first asks the work to stop at the next
/// record, so everything under way is finished and written; a second ends the process at once
/// (files are written whole and renamed into place, so none is left half-written either way).
final class InterruptRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    private var sources: [any DispatchSourceSignal] = []
    // A queue of its own: the global queues' threads may all be busy with the work to stop.
    private let queue = DispatchQueue(label: "passbook.interrupt")

    /// Starts listening; `announce` is called once, at the first signal.
    init(announce: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in
                guard let self else { return }
                let first = self.lock.withLock {
                    defer { self.requested = true }
                    return !self.requested
                }
                if first {
                    announce()
                } else {
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Whether a stop was asked for.
    var isRequested: Bool { lock.withLock { requested } }
}
