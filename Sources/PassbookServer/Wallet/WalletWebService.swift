public import Passbook
import HTTPTypes

/// One of Apple's two update web services: passes (`ApplePass`, `/v1/passes/…`) or orders
/// (`AppleOrder`, `/v1/orders/…`). They have the same shape and differ only in these names, so
/// one controller and one service serve both.
public struct WalletWebService: Sendable, Hashable {
    /// What the service's items are.
    public let kind: PackageKind
    /// The `Authorization` scheme Wallet sends its token under: `ApplePass`.
    public let authorizationScheme: String
    /// The query parameter of the list of changed items: `passesUpdatedSince`.
    public let sinceParameter: String
    /// The key of the identifiers in that list: `serialNumbers`.
    public let identifiersKey: String
    /// The key of the tag the device gives back next time: `lastUpdated`.
    public let tagKey: String
    /// The path segment the latest item is downloaded under: `passes`.
    public let downloadSegment: String
    /// What an item's identifier is called in messages: "serial number".
    public let identifierName: String

    /// Apple's pass web service.
    public static let passes = WalletWebService(
        kind: .pass, authorizationScheme: "ApplePass", sinceParameter: "passesUpdatedSince", identifiersKey: "serialNumbers",
        tagKey: "lastUpdated", downloadSegment: "passes", identifierName: "serial number"
    )
    /// Apple's order web service.
    public static let orders = WalletWebService(
        kind: .order, authorizationScheme: "AppleOrder", sinceParameter: "ordersModifiedSince", identifiersKey: "orderIdentifiers",
        tagKey: "lastModified", downloadSegment: "orders", identifierName: "order identifier"
    )

    /// The token of an `Authorization` header of this scheme (the scheme in any case, as HTTP
    /// schemes are), or `nil`.
    func token(in header: String?) -> String? {
        guard let header else { return nil }
        let scheme = authorizationScheme + " "
        guard header.utf8.count > scheme.utf8.count, header.prefix(scheme.count).lowercased() == scheme.lowercased() else { return nil }
        return String(header.dropFirst(scheme.count))
    }

    /// The answer to a request whose token is wrong or names no item: the same words either way,
    /// so answers do not tell which identifiers exist.
    var unauthorized: APIError {
        APIError(.unauthorized, "The request needs the header Authorization: \(authorizationScheme) <the \(kind.name)'s authenticationToken>")
    }
}
