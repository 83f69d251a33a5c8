import NIOHTTP2

/// Keeps an HTTP/2 connection's inbound flow-control window open when its streams are read as
/// frames: NIOHTTP2's stream multiplexer does this otherwise, and without it the peer stops
/// sending DATA once 64 KB have arrived on the connection (about a thousand APNs error bodies, or
/// thirty thousand push bodies at the stand-in).
enum HTTP2ConnectionWindow {
    /// The window kept open: refilled to this whenever it falls below half.
    static let target = 1 << 20

    /// The WINDOW_UPDATE to send for `event`, when it reports the connection's window below half.
    static func refill(after event: Any) -> HTTP2Frame? {
        guard let window = event as? NIOHTTP2WindowUpdatedEvent, window.streamID == .rootStream,
              let size = window.inboundWindowSize, size < target / 2
        else { return nil }
        return HTTP2Frame(streamID: .rootStream, payload: .windowUpdate(windowSizeIncrement: target - size))
    }
}
