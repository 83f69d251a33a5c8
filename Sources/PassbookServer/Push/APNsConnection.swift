import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP2
import NIOPosix
import NIOSSL

/// One long-lived HTTP/2 connection to APNs, opened when the first push needs it and again
/// whenever it closes, APNs sends GOAWAY, or its stream ids run out.
///
/// Built on the HTTP/2 frames directly (``APNsStreamHandler``) rather than through a general
/// HTTP client: a push is tiny, and the general client's per-request channel, state machines
/// and flush per frame cost more CPU than everything else a push needs.
final class APNsConnection: Sendable {
    private let host: String
    private let port: Int
    private let scheme: String
    private let authority: String
    private let tls: NIOSSLContext?
    private let serverHostname: String?
    private let connectTimeout: TimeAmount
    private let requestTimeout: TimeAmount
    private let state = NIOLockedValueBox(State())

    private struct State {
        var generation = 0
        var current: (generation: Int, channel: EventLoopFuture<any Channel>)?
        var shutDown = false
        /// Why the last connection stopped taking pushes.
        var lastEnd: String?
    }

    /// A connection to `baseURL` (`https://host[:port]`, or `http://` for HTTP/2 without TLS on
    /// a test server).
    init(baseURL: String, tls configuration: TLSConfiguration, connectTimeout: TimeAmount = .seconds(10), requestTimeout: TimeAmount = .seconds(30)) throws {
        guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(), ["https", "http"].contains(scheme), let host = url.host, !host.isEmpty else {
            throw ServerError(operation: "read the APNs address", reason: "\(baseURL) is not an https:// URL", fix: "Give --apns production, sandbox or https://host:port")
        }
        self.scheme = scheme
        self.host = host
        port = url.port ?? (scheme == "https" ? 443 : 80)
        authority = url.port.map { "\(host):\($0)" } ?? host
        if scheme == "https" {
            do {
                tls = try NIOSSLContext(configuration: configuration)
            } catch {
                throw ServerError(operation: "set up TLS for APNs", reason: "\(error)", fix: "Check the pass certificate and key (or --apns-ca)")
            }
            // An address is checked against the certificate's IP names and is never sent as SNI.
            serverHostname = Self.isAddress(host) ? nil : host
        } else {
            tls = nil
            serverHostname = nil
        }
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
    }

    /// Sends `POST path` with `headers` and `body` and returns APNs's answer; throws when the
    /// connection or the push's stream failed before an answer came.
    func post(path: String, headers: [(String, String)], body: ByteBuffer) async throws -> APNsResponse {
        do {
            return try await post(path: path, headers: headers, body: body, on: try await liveChannel())
        } catch let error as APNsConnectionError where error.unsent {
            // Handed a connection as it began to close (a GOAWAY, say): the next one takes it.
            return try await post(path: path, headers: headers, body: body, on: try await liveChannel())
        }
    }

    private func post(path: String, headers: [(String, String)], body: ByteBuffer, on channel: any Channel) async throws -> APNsResponse {
        let answer = channel.eventLoop.makePromise(of: APNsResponse.self)
        let written = channel.eventLoop.makePromise(of: Void.self)
        // A channel that closed since it was handed out has no handler left to answer: the failed
        // write answers instead (a second answer is ignored).
        written.futureResult.whenFailure { [state] error in
            let why = state.withLockedValue { $0.lastEnd } ?? "\(error)"
            answer.fail(APNsConnectionError(reason: "the connection to APNs closed: \(why)", unsent: true))
        }
        channel.write(APNsRequest(path: path, headers: headers, body: body, answer: answer), promise: written)
        return try await answer.futureResult.get()
    }

    /// Closes the connection; pushes after this fail.
    func shutdown() async {
        let current = state.withLockedValue { state -> EventLoopFuture<any Channel>? in
            state.shutDown = true
            defer { state.current = nil }
            return state.current?.channel
        }
        if let channel = try? await current?.get() { try? await channel.close() }
    }

    private func liveChannel() async throws -> any Channel {
        let future = try state.withLockedValue { state -> EventLoopFuture<any Channel> in
            if state.shutDown { throw APNsConnectionError(reason: "the service is shutting down") }
            if let current = state.current { return current.channel }
            state.generation += 1
            let generation = state.generation
            let connecting = connect(generation: generation)
            state.current = (generation, connecting)
            return connecting
        }
        do {
            return try await future.get()
        } catch {
            throw APNsConnectionError(reason: "could not connect to APNs at \(host):\(port): \(error)")
        }
    }

    /// Forgets connection `generation` (if it is still the current one): the next push opens another.
    private func retire(_ generation: Int, because reason: String?) {
        state.withLockedValue { state in
            if let reason { state.lastEnd = reason }
            if state.current?.generation == generation { state.current = nil }
        }
    }

    private func connect(generation: Int) -> EventLoopFuture<any Channel> {
        let (tls, serverHostname, scheme, authority, requestTimeout) = (tls, serverHostname, scheme, authority, requestTimeout)
        let retire: @Sendable (String?) -> Void = { [weak self] in self?.retire(generation, because: $0) }
        let connecting = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(connectTimeout)
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    if let tls { try pipeline.addHandler(NIOSSLClientHandler(context: tls, serverHostname: serverHostname)) }
                    try pipeline.addHandler(NIOHTTP2Handler(mode: .client, initialSettings: [
                        HTTP2Setting(parameter: .enablePush, value: 0),
                        HTTP2Setting(parameter: .maxConcurrentStreams, value: 100),
                        HTTP2Setting(parameter: .maxHeaderListSize, value: 16_384),
                    ]))
                    try pipeline.addHandler(APNsStreamHandler(scheme: scheme, authority: authority, timeout: requestTimeout, retire: { retire($0) }))
                }
            }
            .connect(host: host, port: port)
        connecting.whenFailure { _ in retire(nil) }
        connecting.whenSuccess { channel in channel.closeFuture.whenComplete { _ in retire(nil) } }
        return connecting
    }

    private static func isAddress(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return (try? SocketAddress(ipAddress: bare, port: 0)) != nil
    }
}
