import Crypto
import Foundation

/// The token of a pass's page and download links (`/p/SERIAL?token=…`), apart from the pass's
/// `authenticationToken`: a link forwarded, logged or sent on as a referrer hands out no
/// credential of Apple's web service, and the issuer can revoke it
/// (`POST /api/v1/passes/{serial}/page-link`), which makes the next generation's token.
///
/// Derived, not stored: an HMAC-SHA256 keyed with the pass's authentication token (a secret the
/// service already keeps) over the serial number and the generation, so a link never reveals the
/// token and every instance computes the same one.
enum PageLink {
    /// The link token of `serial` at `generation`, for a pass whose token is `authenticationToken`.
    static func token(serialNumber: String, authenticationToken: String, generation: Int64) -> String {
        let key = SymmetricKey(data: Data(authenticationToken.utf8))
        let message = Data("passbook page link\u{0}\(serialNumber)\u{0}\(generation)".utf8)
        let code = Data(HMAC<SHA256>.authenticationCode(for: message, using: key))
        return code.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
