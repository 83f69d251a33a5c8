public import Foundation

/// Google Wallet beside Apple Wallet: with an issuer ID and a service account, every pass also
/// gets an "Add to Google Wallet" link, and every change is sent to Google's REST API.
public struct GoogleWalletConfiguration: Sendable {
    /// Google's Wallet REST API.
    public static let defaultAPIBaseURL = "https://walletobjects.googleapis.com/walletobjects/v1"

    /// The issuer ID from the Google Pay & Wallet Console (digits).
    public var issuerID: String?
    /// The service account's JSON key file (its account must be a user of the issuer).
    public var serviceAccountFile: URL?
    /// The REST API's base URL; another server for tests.
    public var apiBaseURL: String = GoogleWalletConfiguration.defaultAPIBaseURL
    /// The OAuth token endpoint; by default the key file's `token_uri`.
    public var tokenURL: String?

    /// Google Wallet is on when both the issuer ID and the key are given.
    public var enabled: Bool { issuerID != nil && serviceAccountFile != nil }

    /// The defaults: off.
    public init() {}

    /// The defaults, overridden by `PASSBOOK_GOOGLE_*` variables.
    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            guard let value = environment["PASSBOOK_GOOGLE_" + name], !value.isEmpty else { return nil }
            return value
        }
        issuerID = value("ISSUER_ID")
        serviceAccountFile = value("SERVICE_ACCOUNT").map { URL(fileURLWithPath: $0) }
        if let url = value("API_URL") { apiBaseURL = url }
        tokenURL = value("TOKEN_URL")
    }
}
