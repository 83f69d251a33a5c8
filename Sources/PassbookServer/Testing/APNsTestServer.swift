public import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
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
                }.flatMap {
                    channel.configureHTTP2Pipeline(mode: .server) { stream in
                        stream.eventLoop.makeCompletedFuture {
                            try stream.pipeline.syncOperations.addHandlers([HTTP2FramePayloadToHTTP1ServerCodec(), StreamHandler(server: self)])
                        }
                    }.map { _ in }
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
        // Used on its stream's event loop only.
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart

        let server: APNsTestServer
        var head: HTTPRequestHead?
        var body = ByteBuffer()

        init(server: APNsTestServer) { self.server = server }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head): self.head = head
            case .body(var buffer): body.writeBuffer(&buffer)
            case .end:
                guard let head else { return }
                var status = 200
                var reason: String?
                var counted = false
                if head.method != .POST || !head.uri.hasPrefix("/3/device/") {
                    (status, reason) = (head.method != .POST ? 405 : 404, head.method != .POST ? "MethodNotAllowed" : "BadPath")
                } else if head.headers["apns-topic"].first == nil {
                    (status, reason) = (400, "MissingTopic")
                } else {
                    let token = String(head.uri.dropFirst("/3/device/".count))
                    (status, reason) = server.received(
                        token: token, topic: head.headers["apns-topic"].first ?? "", body: String(buffer: body),
                        authorization: head.headers["authorization"].first
                    )
                    counted = true
                }
                let respond = { [self] in
                    var headers = HTTPHeaders([("apns-id", UUID().uuidString)])
                    var payload = ByteBuffer()
                    if let reason {
                        let timestamp = status == 410 ? #","timestamp":\#(Int64(Date().timeIntervalSince1970 * 1000))"# : ""
                        payload = ByteBuffer(string: #"{"reason":"\#(reason)"\#(timestamp)}"#)
                        headers.add(name: "content-type", value: "application/json")
                    }
                    headers.add(name: "content-length", value: String(payload.readableBytes))
                    context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http2, status: .init(statusCode: status), headers: headers))), promise: nil)
                    if payload.readableBytes > 0 { context.write(wrapOutboundOut(.body(.byteBuffer(payload))), promise: nil) }
                    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
                    if counted { server.answered() }
                }
                if server.responseDelay.nanoseconds > 0 {
                    context.eventLoop.assumeIsolated().scheduleTask(in: server.responseDelay, respond)
                } else {
                    respond()
                }
            }
        }
    }
}
