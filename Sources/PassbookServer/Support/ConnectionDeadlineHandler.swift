import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client keeps it waiting: idle (no request under way, no byte
/// received) past the idle timeout, a request head not complete within the head timeout of its
/// first byte, a body not complete within the body timeout of its head, or a response the client
/// does not take within the body timeout of its head being written (a reader that never reads
/// would otherwise hold the connection and its response for ever). A request whose body has
/// arrived and is being answered has no deadline. Tells the ``ConnectionGuard`` when the
/// connection waits and when it is busy, for the caps.
///
/// Sits after the HTTP decoder; ``ByteArrivalHandler`` at the front tells it of bytes.
final class ConnectionDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The three deadlines.
    struct Timeouts: Sendable, Hashable {
        var idle: TimeAmount
        var head: TimeAmount
        var body: TimeAmount
    }

    /// The deadline that closed a connection.
    enum Expiry: String, Sendable {
        case idle
        case head
        case body
        case send
    }

    private enum Reading {
        case none
        case head(since: NIODeadline)
        case body(since: NIODeadline)
    }

    private let timeouts: Timeouts
    private let id: UInt64
    private let registry: ConnectionGuard
    private let onExpiry: @Sendable (Expiry) -> Void
    private let logger: Logger

    private var reading = Reading.none
    /// Requests whose head arrived and whose response has not been sent.
    private var responsesOwed = 0
    private var idleSince: NIODeadline
    /// Since when a response is being written to a client that has not yet taken it all.
    private var sendingSince: NIODeadline?
    private var isActive = false
    private var timer: Scheduled<Void>?
    private var timerDeadline: NIODeadline?
    /// What the registry was told last.
    private var published: NIODeadline?

    /// - Parameters:
    ///   - id: The connection's number in `registry`, which counts it waiting from `admitted`.
    ///   - onExpiry: Called as a deadline closes the connection.
    init(timeouts: Timeouts, id: UInt64, registry: ConnectionGuard, admitted: NIODeadline, logger: Logger, onExpiry: @escaping @Sendable (Expiry) -> Void) {
        self.timeouts = timeouts
        self.id = id
        self.registry = registry
        self.idleSince = admitted
        self.published = admitted
        self.logger = logger
        self.onExpiry = onExpiry
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive {
            isActive = true
            arm(context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        isActive = false
        cancelTimer()
    }

    func channelActive(context: ChannelHandlerContext) {
        isActive = true
        arm(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        isActive = false
        cancelTimer()
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is ByteArrivalHandler.Arrived else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        // Bytes with no request under way begin a head; others belong to the head or body being read.
        if case .none = reading {
            reading = .head(since: context.eventLoop.now)
            arm(context)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            reading = .body(since: context.eventLoop.now)
            responsesOwed += 1
            arm(context)
        case .body:
            break
        case .end:
            reading = .none
            // Answered before its body ended (an early error): idle from here.
            if responsesOwed == 0 { idleSince = context.eventLoop.now }
            arm(context)
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Once per batch of reads rather than per part: a request without a body goes from head to
        // busy in one read.
        publish()
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        if case .head = part, sendingSince == nil {
            sendingSince = context.eventLoop.now
            arm(context)
        }
        guard case .end = part else {
            context.write(data, promise: promise)
            return
        }
        // Idle from when the response has reached the socket, not from when it was queued: a
        // large answer to a slow client must not count as idle time.
        let written = promise ?? context.eventLoop.makePromise()
        written.futureResult.assumeIsolated().whenComplete { _ in self.responseSent(context) }
        context.write(data, promise: written)
    }

    private func responseSent(_ context: ChannelHandlerContext) {
        sendingSince = nil
        responsesOwed = max(0, responsesOwed - 1)
        if responsesOwed == 0 {
            let now = context.eventLoop.now
            idleSince = now
            // A head that began while the answer was being sent gets its full time from now.
            if case .head = reading { reading = .head(since: now) }
        }
        arm(context)
        publish()
    }

    /// When the connection must have made progress, and which deadline that is; `nil` while busy.
    private var deadline: (at: NIODeadline, expiry: Expiry)? {
        let sending = sendingSince.map { (at: $0 + timeouts.body, expiry: Expiry.send) }
        guard let reading = readingDeadline else { return sending }
        guard let sending else { return reading }
        return sending.at < reading.at ? sending : reading
    }

    private var readingDeadline: (at: NIODeadline, expiry: Expiry)? {
        switch reading {
        case .body(let since): return (since + timeouts.body, .body)
        case .head(let since): return responsesOwed == 0 ? (since + timeouts.head, .head) : nil
        case .none: return responsesOwed == 0 ? (idleSince + timeouts.idle, .idle) : nil
        }
    }

    /// Since when the connection waits for its client; `nil` while a request is being answered.
    private var waitingSince: NIODeadline? {
        switch reading {
        case .body(let since): return since
        case .head(let since): return responsesOwed == 0 ? since : nil
        case .none: return responsesOwed == 0 ? idleSince : nil
        }
    }

    private func publish() {
        let since = waitingSince
        guard isActive, since != published else { return }
        published = since
        registry.update(id, waitingSince: since)
    }

    /// Makes sure a timer runs no later than the current deadline. A timer set for an earlier
    /// deadline stays: when it fires it looks again, so progress costs no rescheduling.
    private func arm(_ context: ChannelHandlerContext) {
        guard isActive, let deadline = deadline?.at else { return }
        if let scheduled = timerDeadline, scheduled <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { self.timerFired(context) }
    }

    private func timerFired(_ context: ChannelHandlerContext) {
        timer = nil
        timerDeadline = nil
        guard isActive, let (at, expiry) = deadline else { return }
        guard at <= context.eventLoop.now else {
            arm(context)
            return
        }
        logger.debug("Closing a connection past its \(expiry.rawValue) deadline", metadata: ["peer": .string(context.remoteAddress?.description ?? "?")])
        onExpiry(expiry)
        isActive = false
        context.close(promise: nil)
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
        timerDeadline = nil
    }
}

@available(*, unavailable)
extension ConnectionDeadlineHandler: Sendable {}
