import Crypto
import Foundation
import NIOConcurrencyHelpers

/// Makes the ES256 JSON Web Tokens of APNs token authentication from a `.p8` key, and reuses each
/// for 50 minutes (APNs refuses a token older than an hour and one renewed more than every 20 minutes).
final class APNsTokenSigner: Sendable {
    /// The key's raw scalar: swift-crypto's key type is not Sendable, so it is rebuilt to sign.
    private let keyBytes: Data
    private let keyID: String
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
            keyBytes = try P256.Signing.PrivateKey(pemRepresentation: text).rawRepresentation
        } catch {
            throw ServerError(operation: operation, reason: "it is not a PEM P-256 private key (\(error))", fix: "Give --apns-key the .p8 file downloaded from the Apple Developer account")
        }
        guard keyID.count == 10, teamID.count == 10 else {
            throw ServerError(operation: operation, reason: "the key ID and team ID must be 10 characters each", fix: "Give --apns-key-id and --apns-team-id as shown in the developer account")
        }
        self.keyID = keyID
        self.teamID = teamID
    }

    /// The token to send as `authorization: bearer <token>`.
    func token(now: Date = Date()) throws -> String {
        if let cached = cached.withLockedValue({ $0 }), now.timeIntervalSince(cached.made) < 50 * 60 { return cached.token }
        let header = Self.base64URL(Data(#"{"alg":"ES256","kid":"\#(keyID)"}"#.utf8))
        let claims = Self.base64URL(Data(#"{"iss":"\#(teamID)","iat":\#(Int(now.timeIntervalSince1970))}"#.utf8))
        let signingInput = header + "." + claims
        let signature = try P256.Signing.PrivateKey(rawRepresentation: keyBytes).signature(for: Data(signingInput.utf8))
        let token = signingInput + "." + Self.base64URL(signature.rawRepresentation)
        cached.withLockedValue { $0 = (token, now) }
        return token
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
