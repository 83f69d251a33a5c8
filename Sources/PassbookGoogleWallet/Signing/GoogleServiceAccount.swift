public import Foundation
import Passbook

/// A Google Cloud service account's key, as the JSON file Google Cloud's console downloads: the
/// account's e-mail address signs as `iss`, its private key signs save links.
public struct GoogleServiceAccount: Sendable {
    /// `client_email`: the account's address, the JWT's issuer.
    public var clientEmail: String
    /// `private_key_id`: names the key in the JWT header (`kid`).
    public var privateKeyID: String?
    /// `private_key`: the RSA private key, PKCS #8 PEM.
    public var privateKeyPEM: String
    /// `project_id`: the Google Cloud project.
    public var projectID: String?
    /// `token_uri`: where an access token for Google's REST APIs is asked for.
    public var tokenURI: String

    /// Google's OAuth 2.0 token endpoint, for keys that name none.
    public static let defaultTokenURI = "https://oauth2.googleapis.com/token"

    /// Creates an account from its parts.
    public init(clientEmail: String, privateKeyPEM: String, privateKeyID: String? = nil, projectID: String? = nil, tokenURI: String = defaultTokenURI) {
        self.clientEmail = clientEmail
        self.tokenURI = tokenURI
        self.privateKeyPEM = privateKeyPEM
        self.privateKeyID = privateKeyID
        self.projectID = projectID
    }

    /// Reads a key file's JSON; `file` names it in errors.
    public init(jsonData: Data, file: String = "service account key") throws {
        let operation = "read the Google service account key \(file)"
        let json: JSONValue
        do {
            json = try JSONParser(mode: .strict).parse(jsonData, file: file).value
        } catch let error as PassbookError {
            throw PassbookError(.invalidServiceAccount, operation: operation, reason: "it is not JSON: \(error.reason)")
        }
        if let type = json["type"]?.stringValue, type != "service_account" {
            throw PassbookError(
                .invalidServiceAccount, operation: operation, reason: "its type is \(type), not service_account",
                fix: "Create a key for a service account in Google Cloud (IAM → Service accounts → Keys → Add key → JSON)"
            )
        }
        guard let email = json["client_email"]?.stringValue, let key = json["private_key"]?.stringValue else {
            throw PassbookError(
                .invalidServiceAccount, operation: operation, reason: "it has no client_email or no private_key",
                fix: "Use the JSON key file Google Cloud downloads for the service account, unchanged"
            )
        }
        self.init(
            clientEmail: email, privateKeyPEM: key, privateKeyID: json["private_key_id"]?.stringValue, projectID: json["project_id"]?.stringValue,
            tokenURI: json["token_uri"]?.stringValue ?? Self.defaultTokenURI
        )
    }

    /// Reads a key file.
    public init(contentsOf url: URL) throws {
        try self.init(jsonData: try FileIO.read(url, what: "service account key", limit: 1_000_000), file: url.lastPathComponent)
    }
}
