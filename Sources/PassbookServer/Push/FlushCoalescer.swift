package import NIOCore
import NIOHTTP2

/// Lets the frames one turn of an event loop writes leave in one flush (one TLS record and one
/// system call rather than one each), and keeps the connection's inbound window open while it
/// is read as frames. Shared by the APNs client and the stand-in APNs; used on its connection's
/// event loop only.
package final class FlushCoalescer {
    private var scheduled = false

    package init() {}

    /// Flushes once the writes already queued on the loop have been made.
    package func flushSoon(_ context: ChannelHandlerContext) {
        guard !scheduled else { return }
        scheduled = true
        context.eventLoop.assumeIsolated().execute { [self] in
            scheduled = false
            context.flush()
        }
    }

    /// Writes the WINDOW_UPDATE that `event` calls for, if any (see ``HTTP2ConnectionWindow``).
    package func refillWindow(after event: Any, _ context: ChannelHandlerContext) {
        guard let refill = HTTP2ConnectionWindow.refill(after: event) else { return }
        context.write(NIOAny(refill), promise: nil)
        flushSoon(context)
    }
}
