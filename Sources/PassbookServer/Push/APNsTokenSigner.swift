import Foundation
import JWTKit
import NIOConcurrencyHelpers

/// Makes the ES256 JSON Web Tokens of APNs token authentication from a `.p8` key, and reuses each
/// for 50 minutes (APNs refuses a token older than an hour and one renewed more than every 20 minutes).
final class APNsTokenSigner: Sendable {
    /// The claims APNs reads: the team that owns the key, and when the token was made.
    private struct Claims: JWTPayload {
        var iss: String
        /// Seconds since 1970, a whole number as APNs wants it.
        var iat: Int

        func verify(using algorithm: some JWTAlgorithm) async throws {}
    }

    private let key: ES256PrivateKey
    private let keyID: JWKIdentifier
    private let teamID: String
    private let cached = NIOLockedValueBox<(token: String, made: Date)?>(nil)

    init(p8 file: URL, keyID: String, teamID: String) throws {
        let operation = "load the APNs key \(file.path)"
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw ServerError(operation: operation, reason: error.localizedDescription, fix: "Give --apns-key the .p8 file downloaded from the Apple Developer account")
        }
        do {
            key = try ES256PrivateKey(pem: text)
        } catch {
            throw ServerError(operation: operation, reason: "it is not a PEM P-256 private key (\(error))", fix: "Give --apns-key the .p8 file downloaded from the Apple Developer account")
        }
        guard keyID.count == 10, teamID.count == 10 else {
            throw ServerError(operation: operation, reason: "the key ID and team ID must be 10 characters each", fix: "Give --apns-key-id and --apns-team-id as shown in the developer account")
        }
        self.keyID = JWKIdentifier(string: keyID)
        self.teamID = teamID
    }

    /// The token to send as `authorization: bearer <token>`.
    func token(now: Date = Date()) async throws -> String {
        if let cached = cached.withLockedValue({ $0 }), now.timeIntervalSince(cached.made) < 50 * 60 { return cached.token }
        // A collection per token, made every 50 minutes: it is an actor, and holds nothing else.
        let keys = JWTKeyCollection()
        await keys.add(ecdsa: key, kid: keyID)
        let token = try await keys.sign(Claims(iss: teamID, iat: Int(now.timeIntervalSince1970)), kid: keyID)
        cached.withLockedValue { $0 = (token, now) }
        return token
    }
}
