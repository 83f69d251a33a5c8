/// Limits on what one client can make the service do. Per client address (IPv6 by its /64):
/// failed authentications (a wrong `ApplePass` token or page token; the issuer API's wrong keys
/// in a bucket of their own), requests to the unauthenticated log and personalize endpoints, and
/// new device registrations. Past half a failure burst, failures are answered more slowly; past a
/// burst, 429 with `Retry-After`. Per pass: the devices it may have registered.
public struct ClientLimits: Sendable, Hashable {
    /// Failed authentications a client may make at once.
    public var authFailureBurst: Int = 20
    /// Failed authentications a client gets back per minute.
    public var authFailuresPerMinute: Int = 30
    /// Log requests a client may make at once.
    public var logRequestBurst: Int = 10
    /// Log requests a client gets back per minute.
    public var logRequestsPerMinute: Int = 60
    /// Personalize requests a client may make at once (the endpoint takes no credential).
    public var personalizeBurst: Int = 10
    /// Personalize requests a client gets back per minute.
    public var personalizationsPerMinute: Int = 30
    /// New device registrations a client may make at once: Wallet registers each pass once per device.
    public var registrationBurst: Int = 60
    /// New device registrations a client gets back per minute.
    public var registrationsPerMinute: Int = 120
    /// Devices one pass may have registered (a holder's phone and watch, and the copies shared).
    public var maximumDevicesPerPass: Int = 100
    /// Key clients on the last address of `X-Forwarded-For` (set only behind a proxy that writes it).
    public var trustForwardedFor = false

    /// The defaults.
    public init() {}
}
