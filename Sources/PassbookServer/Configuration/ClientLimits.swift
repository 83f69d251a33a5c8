/// Per-client limits (by address): failed authentications anywhere (a wrong `ApplePass` token, API
/// key or page token) and requests to the unauthenticated log endpoint. Past half the burst,
/// failures are answered more slowly; past the burst, 429 with `Retry-After`.
public struct ClientLimits: Sendable, Hashable {
    /// Failed authentications a client may make at once.
    public var authFailureBurst: Int = 20
    /// Failed authentications a client gets back per minute.
    public var authFailuresPerMinute: Int = 30
    /// Log requests a client may make at once.
    public var logRequestBurst: Int = 10
    /// Log requests a client gets back per minute.
    public var logRequestsPerMinute: Int = 60
    /// Key clients on the last address of `X-Forwarded-For` (set only behind a proxy that writes it).
    public var trustForwardedFor = false

    /// The defaults.
    public init() {}
}
