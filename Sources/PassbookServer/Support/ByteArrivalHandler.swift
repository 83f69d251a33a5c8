import NIOCore

/// First in a connection's pipeline: tells the handlers after the HTTP decoder, by a
/// ``Arrived`` event ahead of the bytes, that bytes came in, which they cannot see themselves
/// until a request's head is complete (``ConnectionDeadlineHandler`` starts the head deadline at
/// a request's first byte).
final class ByteArrivalHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// Bytes arrived; sent before the bytes themselves.
    struct Arrived: Sendable {}

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireUserInboundEventTriggered(Arrived())
        context.fireChannelRead(data)
    }
}

@available(*, unavailable)
extension ByteArrivalHandler: Sendable {}
