import Hummingbird

/// Lets a request to `/metrics` through only with `Authorization: Bearer <key>` for the metrics
/// key or one of the issuer API keys, compared in constant time: the counters tell an outsider
/// how many passes and devices there are and when the service is busy.
struct MetricsKeyMiddleware<Context: RemoteAddressRequestContext>: RouterMiddleware {
    let metricsKey: String?
    let keys: APIKeys
    /// Where a right key is recorded, so this client's key passes a lock-out made by others' guesses.
    var trusted: TrustedKeys?
    var trustForwardedFor = false

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let header = request.headers[.authorization] ?? ""
        let given = header.hasPrefix("Bearer ") ? String(header.dropFirst("Bearer ".count)) : ""
        // Every key is compared, so the time taken does not tell which one came close.
        var matched = false
        for key in (metricsKey.map { [$0] } ?? []) + keys.current where ConstantTime.equals(given, key) { matched = true }
        guard matched, !given.isEmpty else {
            throw APIError(
                .unauthorized,
                "Could not read /metrics: it needs the header Authorization: Bearer <key>, with the key given to passbook serve by --metrics-key (or PASSBOOK_METRICS_KEY) or an issuer API key; --metrics-public serves it without one",
                headers: [.wwwAuthenticate: "Bearer"]
            )
        }
        trusted?.trust(given, from: ClientLimitMiddleware<Context>.client(request, context, trustForwardedFor: trustForwardedFor))
        return try await next(request, context)
    }
}
