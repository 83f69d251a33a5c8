import JWTKit

/// The claims of the JWT a service account trades for an access token (RFC 7523), as Google's
/// OAuth 2.0 server-to-server guide lists them.
struct TokenAssertionClaims: JWTPayload {
    /// The service account's e-mail address.
    var iss: String
    /// The scopes asked for, space-separated.
    var scope: String
    /// The token endpoint.
    var aud: String
    /// When it was signed, in seconds since 1970.
    var iat: Int
    /// When it expires: at most an hour after `iat`.
    var exp: Int

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
