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
            throw APIError.badRequest("The path segment \(raw.prefix(60)) has percent escapes that are not UTF-8 text. Escape the serial number's UTF-8 bytes, and % itself as %25")
        }
        return text
    }
}
