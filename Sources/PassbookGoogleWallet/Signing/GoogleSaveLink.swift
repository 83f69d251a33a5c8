public import Foundation

/// A signed "Add to Google Wallet" link: `https://pay.google.com/gp/v/save/<jwt>`.
public struct GoogleSaveLink: Sendable, Hashable {
    /// Where save links point; the JWT follows.
    public static let baseURL = "https://pay.google.com/gp/v/save/"

    /// The signed JWT (RS256).
    public var jwt: String

    /// Creates a link for a signed JWT.
    public init(jwt: String) {
        self.jwt = jwt
    }

    /// The link.
    public var url: URL {
        // A JWT is base64url text and dots, which a URL path holds as it is.
        URL(string: Self.baseURL + jwt)!
    }
}
