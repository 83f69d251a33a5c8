public import Foundation
import JWTKit
public import Passbook

/// Signs save links with a service account's key: an RS256 JWT with `aud` `google` and `typ`
/// `savetowallet` whose payload holds the classes and objects to save.
///
/// ```swift
/// let signer = try GoogleSaveLinkSigner(serviceAccount: GoogleServiceAccount(contentsOf: keyFile))
/// let link = try await signer.link(for: [google])
/// print(link.url)
/// ```
public struct GoogleSaveLinkSigner: Sendable {
    /// The JWT type Google's JWT reference requires for save links.
    public static let jwtType = "savetowallet"

    /// The account that signs.
    public let serviceAccount: GoogleServiceAccount
    /// The web origins allowed to show a save button with these links; empty for links in e-mail,
    /// text messages and plain web links.
    public var origins: [String]
    /// Whether classes travel in the JWT. Google creates a class from a JWT only when it does not
    /// exist; once classes are inserted through the REST API, leaving them out keeps links short.
    public var includesClasses: Bool
    private let key: Insecure.RSA.PrivateKey

    /// Reads the account's key. Throws ``PassbookError`` with code
    /// ``PassbookError/Code/invalidServiceAccount`` when it is not an RSA key of 2048 bits or more.
    public init(serviceAccount: GoogleServiceAccount, origins: [String] = [], includesClasses: Bool = true) throws {
        do {
            key = try Insecure.RSA.PrivateKey(pem: serviceAccount.privateKeyPEM)
        } catch {
            throw PassbookError(
                .invalidServiceAccount, operation: "read the private key of \(serviceAccount.clientEmail)",
                reason: "it is not an RSA private key of 2048 bits or more in PEM (\(error))",
                fix: "Use private_key from the service account's JSON key file unchanged"
            )
        }
        self.serviceAccount = serviceAccount
        self.origins = origins
        self.includesClasses = includesClasses
    }

    /// The JWT payload's `payload`: each vertical's classes and objects under Google's keys.
    public func payload(for passes: [GoogleWalletPass]) -> JSONValue {
        var payload = JSONObject()
        for pass in passes {
            if includesClasses { Self.append(.object(pass.classResource), to: pass.vertical.classesPayloadKey, in: &payload, unlessID: pass.classID) }
            Self.append(.object(pass.objectResource), to: pass.vertical.objectsPayloadKey, in: &payload, unlessID: nil)
        }
        return .object(payload)
    }

    /// A save link for `passes` (several passes of one holder can be saved with one link), signed now
    /// or at `issuedAt`.
    public func link(for passes: [GoogleWalletPass], issuedAt: Date = Date()) async throws -> GoogleSaveLink {
        let claims = SaveToWalletClaims(
            iss: serviceAccount.clientEmail, aud: "google", typ: Self.jwtType,
            iat: Int(issuedAt.timeIntervalSince1970), origins: origins, payload: payload(for: passes)
        )
        return GoogleSaveLink(jwt: try await sign(claims, operation: "sign the Google Wallet save link"))
    }

    /// The scope of Google Wallet's REST API for issuers.
    public static let walletScope = "https://www.googleapis.com/auth/wallet_object.issuer"

    /// The signed assertion a service account trades for an access token at its `token_uri`
    /// (OAuth 2.0 JWT bearer grant): valid for an hour from `issuedAt`.
    public func tokenAssertion(scope: String = walletScope, issuedAt: Date = Date()) async throws -> String {
        let iat = Int(issuedAt.timeIntervalSince1970)
        let claims = TokenAssertionClaims(iss: serviceAccount.clientEmail, scope: scope, aud: serviceAccount.tokenURI, iat: iat, exp: iat + 3600)
        return try await sign(claims, operation: "sign the access token request of \(serviceAccount.clientEmail)")
    }

    /// An RS256 JWT of `claims`; the key id goes into the header as `kid`, as Google's own
    /// libraries write it.
    private func sign(_ claims: some JWTPayload, operation: String) async throws -> String {
        let keyID = serviceAccount.privateKeyID.map(JWKIdentifier.init(string:))
        let keys = JWTKeyCollection()
        await keys.add(rsa: key, digestAlgorithm: .sha256, kid: keyID)
        do {
            return try await keys.sign(claims, kid: keyID)
        } catch {
            throw PassbookError(.signature, operation: operation, reason: "\(error)")
        }
    }

    /// Appends `resource` under `key`, once per class id: passes that share a class carry it once.
    private static func append(_ resource: JSONValue, to key: String, in payload: inout JSONObject, unlessID id: String?) {
        var list = payload[key]?.arrayValue ?? []
        if let id, list.contains(where: { $0["id"]?.stringValue == id }) { return }
        list.append(resource)
        payload[key] = .array(list)
    }
}
