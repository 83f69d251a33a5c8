import JWTKit
import Passbook

/// The claims of a save JWT, as Google's JWT reference lists them.
struct SaveToWalletClaims: JWTPayload {
    /// The service account's e-mail address.
    var iss: String
    /// Always `google`.
    var aud: String
    /// Always `savetowallet`.
    var typ: String
    /// When the link was signed, in seconds since 1970.
    var iat: Int
    /// The web origins allowed to show a save button with this JWT.
    var origins: [String]
    /// The classes and objects, by collection (`genericClasses`, `genericObjects`, …).
    var payload: JSONValue

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
