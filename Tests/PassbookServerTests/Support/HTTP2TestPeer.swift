import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHPACK
import NIOHTTP2
import NIOPosix
import NIOSSL

/// An HTTP/2 server on loopback that answers each request as a script says, down to the frames:
/// an answer, a reset stream, a GOAWAY, a dropped connection or silence. It speaks HTTP/2 without
/// TLS (prior knowledge), or only TLS with the protocols it is given, to see how a client meets a
/// misbehaving or misconfigured APNs.
final class HTTP2TestPeer: Sendable {
    enum Action: Sendable {
        case answer(status: Int, body: String)
        /// An answer whose header HTTP/2 forbids (an upper-case name).
        case malformed
        case reset
        /// GOAWAY naming the stream before this one as the last taken, then the connection closes.
        case goAway
        case closeConnection
        case silence
    }

    /// What to do with a request: by the connection's number (1 for the first) and the request's
    /// path.
    typealias Script = @Sendable (_ connection: Int, _ path: String) -> Action

    private let script: Script
    private let tls: NIOSSLContext?
    private let state = NIOLockedValueBox(State())

    private struct State {
        var connections = 0
        var requests = 0
        var channel: (any Channel)?
    }

    init(tls: NIOSSLContext? = nil, script: @escaping Script) {
        self.tls = tls
        self.script = script
    }

    /// Connections accepted so far.
    var connections: Int { state.withLockedValue { $0.connections } }
    /// Requests received so far.
    var requests: Int { state.withLockedValue { $0.requests } }

    /// Starts listening on 127.0.0.1; returns the port.
    func start() async throws -> Int {
        let (tls, script, state) = (tls, script, state)
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                let number = state.withLockedValue { state in
                    state.connections += 1
                    return state.connections
                }
                return channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    if let tls {
                        // Only TLS: the handshake is what is being checked.
                        try pipeline.addHandler(NIOSSLServerHandler(context: tls))
                        return
                    }
                    // Unchecked, so that it can send what a client must refuse.
                    try pipeline.addHandler(NIOHTTP2Handler(mode: .server, headerBlockValidation: .disabled))
                    try pipeline.addHandler(Responder(connection: number, script: script) { state.withLockedValue { $0.requests += 1 } })
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        state.withLockedValue { $0.channel = channel }
        return channel.localAddress?.port ?? 0
    }

    func stop() async {
        try? await state.withLockedValue { $0.channel }?.close()
    }

    private final class Responder: ChannelInboundHandler {
        typealias InboundIn = HTTP2Frame
        typealias OutboundOut = HTTP2Frame

        let connection: Int
        let script: Script
        let counted: @Sendable () -> Void
        var paths: [HTTP2StreamID: String] = [:]

        init(connection: Int, script: @escaping Script, counted: @escaping @Sendable () -> Void) {
            self.connection = connection
            self.script = script
            self.counted = counted
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let frame = unwrapInboundIn(data)
            var ended = false
            switch frame.payload {
            case .headers(let headers):
                paths[frame.streamID] = headers.headers.first(name: ":path") ?? ""
                ended = headers.endStream
            case .data(let data):
                ended = data.endStream
            default:
                break
            }
            guard ended, let path = paths.removeValue(forKey: frame.streamID) else { return }
            counted()
            let id = frame.streamID
            switch script(connection, path) {
            case .answer(let status, let body):
                let headers = HPACKHeaders([(":status", String(status)), ("content-length", String(body.utf8.count))])
                context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .headers(.init(headers: headers, endStream: body.isEmpty)))), promise: nil)
                if !body.isEmpty {
                    context.write(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .data(.init(data: .byteBuffer(ByteBuffer(string: body)), endStream: true)))), promise: nil)
                }
                context.flush()
            case .malformed:
                let headers = HPACKHeaders([(":status", "200"), ("Apns-ID", "upper-case")])
                context.writeAndFlush(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .headers(.init(headers: headers, endStream: true)))), promise: nil)
            case .reset:
                context.writeAndFlush(wrapOutboundOut(HTTP2Frame(streamID: id, payload: .rstStream(.refusedStream))), promise: nil)
            case .goAway:
                let last = Int32(id) > 1 ? HTTP2StreamID(Int32(id) - 2) : .rootStream
                let goAway = HTTP2Frame(streamID: .rootStream, payload: .goAway(lastStreamID: last, errorCode: .noError, opaqueData: ByteBuffer(string: #"{"reason":"Shutdown"}"#)))
                context.writeAndFlush(wrapOutboundOut(goAway)).assumeIsolated().whenComplete { _ in
                    context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(50)) { context.close(promise: nil) }
                }
            case .closeConnection:
                context.close(promise: nil)
            case .silence:
                break
            }
        }
    }
}
