import Foundation
import Hummingbird

extension Parameters {
    /// The path parameter `name`, percent-decoded: Wallet and the service's own links escape
    /// serial numbers (`caf%C3%A9%201`), and the router matches the raw path. Decoding after the
    /// path is split keeps an escaped slash inside its segment.
    func decoded(_ name: String) throws -> String {
        let raw = try require(name)
        guard raw.contains("%") else { return raw }
        guard let text = raw.removingPercentEncoding else {
            throw APIError.badRequest("The path segment \(raw.prefix(60)) has a malformed percent escape (a % not followed by two hexadecimal digits of UTF-8). Escape % itself as %25")
        }
        return text
    }
}
