public import Foundation
import PassbookServer
import NIOConcurrencyHelpers
import NIOCore
import NIOHPACK
import NIOHTTP2
import NIOPosix
import NIOSSL

/// A stand-in for APNs on loopback, for tests and for checking a deployment: HTTP/2 only, over
/// TLS, and it demands a client certificate issued by a CA it is given (as APNs demands the pass
/// certificate), or none when no CA is given (token authentication). It records every push and
/// answers 200, or what ``Behavior`` says.
public final class APNsTestServer: Sendable {
    /// A push as received.
    public struct Push: Sendable, Hashable {
        /// The device token from the path.
        public var deviceToken: String
        /// The `apns-topic` header.
        public var topic: String
        /// The body.
        public var body: String
        /// The `authorization` header, for token authentication.
        public var authorization: String?
        /// When it arrived.
        public var received: Date
    }

    /// How to answer a push, given its token and how many pushes that token has had (this one included).
    public typealias Behavior = @Sendable (_ token: String, _ attempt: Int) -> (status: Int, reason: String?)

    private let context: NIOSSLContext
    private let behavior: Behavior
    private let delay: TimeAmount
    private let state = NIOLockedValueBox(State())

    private struct State {
        var pushes: [Push] = []
        var attempts: [String: Int] = [:]
        var channel: (any Channel)?
        var inFlight = 0
        var mostInFlight = 0
    }

    /// A server with a certificate (PEM chain and key) and the CA (PEM) client certificates must
    /// come from; with no CA, clients need no certificate (they authenticate with a token).
    public init(certificatePEM: Data, keyPEM: Data, clientCAPEM: Data?, delayMilliseconds: Int = 0, behavior: @escaping Behavior = { _, _ in (200, nil) }) throws {
        let chain = try NIOSSLCertificate.fromPEMBytes(Array(certificatePEM))
        let key = try NIOSSLPrivateKey(bytes: Array(keyPEM), format: .pem)
        var tls = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        if let clientCAPEM {
            tls.certificateVerification = .noHostnameVerification
            tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMBytes(Array(clientCAPEM)))
        } else {
            tls.certificateVerification = .none
        }
        tls.applicationProtocols = ["h2"]
        context = try NIOSSLContext(configuration: tls)
        self.behavior = behavior
        delay = .milliseconds(Int64(delayMilliseconds))
    }

    /// Starts listening on 127.0.0.1 and returns the port.
    @discardableResult
    public func start(port: Int = 0) async throws -> Int {
        let context = self.context
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
                    // Streams as frames on the connection, as the service's client sends them: a
                    // channel per stream would cost this stand-in more than the pushes cost the service.
                    try channel.pipeline.syncOperations.addHandler(NIOHTTP2Handler(mode: .server))
                    try channel.pipeline.syncOperations.addHandler(StreamHandler(server: self))
                }
            }
            .bind(host: "127.0.0.1", port: port).get()
        state.withLockedValue { $0.channel = channel }
        return channel.localAddress?.port ?? port
    }

    /// Stops listening.
    public func stop() async {
        let channel = state.withLockedValue { $0.channel }
        try? await channel?.close()
    }

    /// Every push received so far.
    public var pushes: [Push] { state.withLockedValue { $0.pushes } }

    /// The most pushes that were received and not yet answered at one time: what a client's
    /// concurrency limit lets through (visible when answers are delayed).
    public var mostInFlight: Int { state.withLockedValue { $0.mostInFlight } }

    /// Waits until `predicate` holds for the pushes received, or `timeout` seconds pass.
    public func wait(timeout: TimeInterval, until predicate: ([Push]) -> Bool) async -> [Push] {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            let now = pushes
            if predicate(now) { return now }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return pushes
    }

    fileprivate func received(token: String, topic: String, body: String, authorization: String?) -> (Int, String?) {
        let attempt = state.withLockedValue { state -> Int in
            state.pushes.append(Push(deviceToken: token, topic: topic, body: body, authorization: authorization, received: Date()))
            state.attempts[token, default: 0] += 1
            state.inFlight += 1
            state.mostInFlight = max(state.mostInFlight, state.inFlight)
            return state.attempts[token] ?? 1
        }
        return behavior(token, attempt)
    }

    fileprivate func answered() {
        state.withLockedValue { $0.inFlight -= 1 }
    }

    fileprivate var responseDelay: TimeAmount { delay }

    private final class StreamHandler: ChannelInboundHandler, @unchecked Sendable {
        // Used on its connection's event loop only.
        typealias InboundIn = HTTP2Frame
        typealias OutboundOut = HTTP2Frame

        let server: APNsTestServer
        var requests: [HTTP2StreamID: (headers: HPACKHeaders, body: ByteBuffer)] = [:]
        let flusher = FlushCoalescer()

        init(server: APNsTestServer) { self.server = server }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let frame = unwrapInboundIn(data)
            let id = frame.streamID
            switch frame.payload {
            case .headers(let headers):
                requests[id] = (headers.headers, ByteBuffer())
                if headers.endStream { answer(id, context: context) }
            case .data(let data):
                if case .byteBuffer(var bytes) = data.data { requests[id]?.body.writeBuffer(&bytes) }
                if data.endStream { answer(id, context: context) }
            case .rstStream:
                requests[id] = nil
            default:
                break
            }
        }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            flusher.refillWindow(after: event, context)
            context.fireUserInboundEventTriggered(event)
        }

        private func answer(_ id: HTTP2StreamID, context: ChannelHandlerContext) {
            guard let (headers, body) = requests.removeValue(forKey: id) else { return }
            let method = headers.first(name: ":method") ?? ""
            let path = headers.first(name: ":path") ?? ""
            var status = 200
            var reason: String?
            var counted = false
            if method != "POST" || !path.hasPrefix("/3/device/") {
                (status, reason) = (method != "POST" ? 405 : 404, method != "POST" ? "MethodNotAllowed" : "BadPath")
            } else if headers.first(name: "apns-topic") == nil {
                (status, reason) = (400, "MissingTopic")
            } else {
                (status, reason) = server.received(
                    token: String(path.dropFirst("/3/device/".count)), topic: headers.first(name: "apns-topic") ?? "", body: String(buffer: body),
                    authorization: headers.first(name: "authorization")
                )
                counted = true
            }
            let respond = { [self] in
                var payload = ByteBuffer()
                var answer = HPACKHeaders([(":status", String(status)), ("apns-id", UUID().uuidString)])
                if let reason {
                    let timestamp = status == 410 ? #","timestamp":\#(Int64(Date().timeIntervalSince1970 * 1000))"# : ""
                    payload = ByteBuffer(string: #"{"reason":"\#(reason)"\#(timestamp)}"#)
                    answer.add(name: "content-type", value: "application/json")
                }
                answer.add(name: "content-length", value: String(payload.readableBytes))
                context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .headers(.init(headers: answer, endStream: payload.readableBytes == 0)))), promise: nil)
                if payload.readableBytes > 0 {
                    context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .data(.init(data: .byteBuffer(payload), endStream: true)))), promise: nil)
                }
                if counted { server.answered() }
                flusher.flushSoon(context)
            }
            if server.responseDelay.nanoseconds > 0 {
                context.eventLoop.assumeIsolated().scheduleTask(in: server.responseDelay, respond)
            } else {
                respond()
            }
        }
    }
}
