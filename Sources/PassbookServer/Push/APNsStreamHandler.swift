import NIOCore
import NIOHPACK
import NIOHTTP2
import NIOSSL
import NIOTLS

/// One push to send on an HTTP/2 connection, and where its answer goes.
struct APNsRequest: Sendable {
    var path: String
    var headers: [(String, String)]
    var body: ByteBuffer
    var answer: EventLoopPromise<APNsResponse>
}

/// What APNs answered to one push.
struct APNsResponse: Sendable {
    var status: Int
    var body: ByteBuffer
}

/// Why a push got no answer: the connection or its stream failed.
struct APNsConnectionError: Error, Sendable, CustomStringConvertible {
    var reason: String
    /// The push never reached APNs (the connection was closing, or APNs refused its stream
    /// unread): sending it on another connection cannot deliver it twice.
    var unsent = false
    var description: String { reason }
}

/// Turns pushes into HTTP/2 streams on one connection, frames in and out.
///
/// The streams are plain frames on the connection, not child channels: a push is a HEADERS and a
/// DATA frame out and a few frames back, and a channel per stream cost more than the rest of the
/// push. The pushes written while the event loop works share one flush, so a burst of them goes
/// out in a few TLS records and system calls instead of two each.
final class APNsStreamHandler: ChannelDuplexHandler {
    typealias InboundIn = HTTP2Frame
    typealias OutboundIn = APNsRequest
    typealias OutboundOut = HTTP2Frame

    private struct Stream {
        var answer: EventLoopPromise<APNsResponse>
        var deadline: NIODeadline
        var status: Int?
        var body: ByteBuffer?
    }

    /// The most of an answer's body kept: APNs answers with a short JSON reason.
    static let bodyLimit = 16_384

    private let authority: String
    private let timeout: TimeAmount
    /// Tells the connection's owner to open a new connection for the pushes that follow, and why.
    private let retire: @Sendable (String) -> Void
    private var streams: [HTTP2StreamID: Stream] = [:]
    private var nextStreamID = 1
    private let flusher = FlushCoalescer()
    /// Why this connection takes no more pushes, once it does not.
    private var closing: String?
    /// The first error the connection met: what the pushes it fails are told.
    private var failure: String?
    private var sweep: Scheduled<Void>?
    private let scheme: String

    init(scheme: String, authority: String, timeout: TimeAmount, retire: @escaping @Sendable (String) -> Void) {
        self.scheme = scheme
        self.authority = authority
        self.timeout = timeout
        self.retire = retire
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startSweep(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startSweep(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        sweep?.cancel()
        sweep = nil
        stopTaking(failure ?? "the connection to APNs closed")
        for id in Array(streams.keys) { fail(id, failure.map { "the connection to APNs failed: \($0)" } ?? "the connection to APNs closed before it answered") }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // An error of one stream (a malformed answer, say) fails that push alone; the other
        // pushes on the connection go on.
        if let streamError = error as? NIOHTTP2Errors.StreamError {
            fail(streamError.streamID, "APNs's answer broke HTTP/2: \(streamError.baseError)")
            return
        }
        if failure == nil { failure = "\(error)" }
        context.close(promise: nil)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let request = unwrapOutboundIn(data)
        promise?.succeed(())
        if let closing {
            request.answer.fail(APNsConnectionError(reason: closing, unsent: true))
            return
        }
        let id = HTTP2StreamID(nextStreamID)
        nextStreamID += 2
        // Client stream ids are odd and never reused: the last ones go to a fresh connection.
        if nextStreamID >= Int(Int32.max) - 2 { stopTaking("this connection used up its HTTP/2 stream ids") }
        streams[id] = Stream(answer: request.answer, deadline: .now() + timeout)
        var headers = HPACKHeaders([(":method", "POST"), (":scheme", scheme), (":authority", authority), (":path", request.path)])
        headers.add(contentsOf: request.headers)
        headers.add(name: "content-length", value: String(request.body.readableBytes))
        context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .headers(.init(headers: headers)))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .data(.init(data: .byteBuffer(request.body), endStream: true)))), promise: written)
        written.futureResult.assumeIsolated().whenFailure { [self] error in
            // A write fails when the connection closes; why it closed says more than that.
            fail(id, failure.map { "the connection to APNs failed: \($0)" } ?? "the push could not be written: \(error)")
        }
        flusher.flushSoon(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        let id = frame.streamID
        switch frame.payload {
        case .headers(let headers):
            if let status = headers.headers.first(name: ":status").flatMap({ Int($0) }), status >= 200 { streams[id]?.status = status }
            if headers.endStream { complete(id, context: context) }
        case .data(let data):
            if var stream = streams[id], case .byteBuffer(var bytes) = data.data {
                var body = stream.body ?? ByteBuffer()
                if body.readableBytes < Self.bodyLimit {
                    body.writeBuffer(&bytes)
                    stream.body = body
                    streams[id] = stream
                }
            }
            if data.endStream { complete(id, context: context) }
        case .rstStream(let code):
            fail(id, "APNs reset the push's stream (\(code))")
        case .goAway(let last, let code, let debug):
            let said = debug.map { String(buffer: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            stopTaking("APNs is closing the connection (GOAWAY \(code)\(said.map { ", \($0)" } ?? ""))")
            for pending in streams.keys where pending > last { fail(pending, closing ?? "APNs is closing the connection", unsent: true) }
            closeIfDone(context: context)
        default:
            break
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        flusher.refillWindow(after: event, context)
        if let closed = event as? StreamClosedEvent, streams[closed.streamID] != nil {
            fail(closed.streamID, "the push's stream closed before APNs answered\(closed.reason.map { " (\($0))" } ?? "")")
        } else if case .handshakeCompleted(let negotiated) = event as? TLSUserEvent, negotiated != "h2" {
            failure = "the server did not agree to HTTP/2 (ALPN h2\(negotiated.map { "; it chose \($0)" } ?? "")), which APNs speaks; check the --apns address"
            context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func complete(_ id: HTTP2StreamID, context: ChannelHandlerContext) {
        guard let stream = streams.removeValue(forKey: id) else { return }
        if let status = stream.status {
            stream.answer.succeed(APNsResponse(status: status, body: stream.body ?? ByteBuffer()))
        } else {
            stream.answer.fail(APNsConnectionError(reason: "APNs ended the push's stream without a status"))
        }
        closeIfDone(context: context)
    }

    private func fail(_ id: HTTP2StreamID, _ reason: String, unsent: Bool = false) {
        streams.removeValue(forKey: id)?.answer.fail(APNsConnectionError(reason: reason, unsent: unsent))
    }

    private func stopTaking(_ reason: String) {
        guard closing == nil else { return }
        closing = reason
        retire(reason)
    }

    /// A connection that takes no more pushes closes once it has answered those it took.
    private func closeIfDone(context: ChannelHandlerContext) {
        if closing != nil, streams.isEmpty, context.channel.isActive { context.close(promise: nil) }
    }

    /// Pushes unanswered past their time are given up (and their streams reset) once a second,
    /// rather than with a timer each.
    private func startSweep(context: ChannelHandlerContext) {
        guard sweep == nil else { return }
        sweep = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(1)) { [self] in
            sweep = nil
            giveUpLate(context: context)
            if context.channel.isActive { startSweep(context: context) }
        }
    }

    private func giveUpLate(context: ChannelHandlerContext) {
        let now = NIODeadline.now()
        let late = streams.filter { $0.value.deadline < now }.map(\.key)
        guard !late.isEmpty else { return }
        for id in late {
            fail(id, "APNs did not answer within \(timeout.nanoseconds / 1_000_000_000) seconds")
            context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .rstStream(.cancel))), promise: nil)
        }
        context.flush()
        closeIfDone(context: context)
    }
}
