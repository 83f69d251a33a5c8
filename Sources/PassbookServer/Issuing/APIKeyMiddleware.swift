import Hummingbird

/// Lets a request through only with `Authorization: Bearer <key>` for one of the configured keys,
/// compared in constant time, and remembers which keys each client used rightly (``TrustedKeys``).
struct APIKeyMiddleware<Context: RemoteAddressRequestContext>: RouterMiddleware {
    let keys: APIKeys
    var trusted: TrustedKeys?
    var trustForwardedFor = false

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let given = Self.matchingKey(request, keys: keys) else {
            throw APIError(
                .unauthorized, "The issuer API needs the header Authorization: Bearer <API key>, with a key given to passbook serve by --api-key, --api-keys-file or PASSBOOK_API_KEYS",
                headers: [.wwwAuthenticate: "Bearer"]
            )
        }
        trusted?.trust(given, from: ClientLimitMiddleware<Context>.client(request, context, trustForwardedFor: trustForwardedFor))
        return try await next(request, context)
    }

    /// The bearer key of `request` when it is one of `keys`.
    static func matchingKey(_ request: Request, keys: APIKeys) -> String? {
        let header = request.headers[.authorization] ?? ""
        let given = header.hasPrefix("Bearer ") ? String(header.dropFirst("Bearer ".count)) : ""
        // Every key is compared, so the time taken does not tell which one came close.
        var matched = false
        for key in keys.current where ConstantTime.equals(given, key) { matched = true }
        return matched && !given.isEmpty ? given : nil
    }
}
