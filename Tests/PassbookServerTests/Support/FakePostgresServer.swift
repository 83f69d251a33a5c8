import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// A listener that speaks just enough of PostgreSQL's start-up to test how a client does TLS: it
/// answers the client's SSLRequest with `N` (no TLS, as a server without it does), or with `S`
/// and a TLS handshake with `tls`'s certificate; past the handshake, it answers the start-up
/// message with a FATAL error naming itself, so a client that got that far says so.
final class FakePostgresServer: Sendable {
    /// The message of the error sent after a good handshake.
    static let refusal = "fake PostgreSQL: the TLS handshake went through"

    let channel: any Channel
    let port: Int

    private init(channel: any Channel, port: Int) {
        self.channel = channel
        self.port = port
    }

    /// Listens on `host` at a free port.
    static func start(host: String = "127.0.0.1", tls: NIOSSLContext?) async throws -> FakePostgresServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(SSLRequestAnswer(tls: tls))
                }
            }
            .bind(host: host, port: 0).get()
        return FakePostgresServer(channel: channel, port: channel.localAddress?.port ?? 0)
    }

    /// A TLS context with ServerPKI's certificate for 127.0.0.1 and localhost.
    static func tlsContext(certificate: URL, key: URL) throws -> NIOSSLContext {
        let chain = try NIOSSLCertificate.fromPEMFile(certificate.path).map { NIOSSLCertificateSource.certificate($0) }
        let configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(try NIOSSLPrivateKey(file: key.path, format: .pem)))
        return try NIOSSLContext(configuration: configuration)
    }

    func close() async {
        try? await channel.close()
    }

    /// Reads the 8-byte SSLRequest and answers it.
    private final class SSLRequestAnswer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer
        let tls: NIOSSLContext?
        var received = ByteBuffer()

        init(tls: NIOSSLContext?) { self.tls = tls }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var bytes = unwrapInboundIn(data)
            received.writeBuffer(&bytes)
            guard received.readableBytes >= 8 else { return }
            guard let tls else {
                context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: "N")), promise: nil)
                return
            }
            context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: "S")), promise: nil)
            do {
                try context.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls), position: .first)
                try context.pipeline.syncOperations.addHandler(StartupRefusal())
                context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            } catch {
                context.close(promise: nil)
            }
        }
    }

    /// Answers whatever comes after the handshake with an ErrorResponse.
    private final class StartupRefusal: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var fields = ByteBuffer()
            for (code, value) in [("S", "FATAL"), ("V", "FATAL"), ("C", "28000"), ("M", FakePostgresServer.refusal)] {
                fields.writeString(code)
                fields.writeString(value)
                fields.writeInteger(UInt8(0))
            }
            fields.writeInteger(UInt8(0))
            var message = ByteBuffer()
            message.writeString("E")
            message.writeInteger(Int32(fields.readableBytes + 4))
            message.writeBuffer(&fields)
            // The client closes the connection on a FATAL error.
            context.writeAndFlush(wrapOutboundOut(message), promise: nil)
        }
    }
}
