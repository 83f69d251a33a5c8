import Hummingbird

/// Lets a request through only with `Authorization: Bearer <key>` for one of the configured keys,
/// compared in constant time.
struct APIKeyMiddleware<Context: RequestContext>: RouterMiddleware {
    let keys: APIKeys

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let header = request.headers[.authorization] ?? ""
        let given = header.hasPrefix("Bearer ") ? String(header.dropFirst("Bearer ".count)) : ""
        // Every key is compared, so the time taken does not tell which one came close.
        var matched = false
        for key in keys.current where ConstantTime.equals(given, key) { matched = true }
        guard matched, !given.isEmpty else {
            throw APIError(
                .unauthorized, "The issuer API needs the header Authorization: Bearer <API key>, with a key given to passbook serve by --api-key, --api-keys-file or PASSBOOK_API_KEYS",
                headers: [.wwwAuthenticate: "Bearer"]
            )
        }
        return try await next(request, context)
    }
}
