import Foundation

/// Whether a string is an absolute URL Wallet can open.
enum URLCheck {
    /// Why `text` is not an absolute URL with one of `schemes`, or nil.
    static func problem(_ text: String, schemes: Set<String>) -> String? {
        if text != text.trimmingWhitespaceAndNewlines() || text.contains(" ") {
            return "\"\(text)\" contains spaces; URLs cannot"
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return "\"\(text)\" is not a URL"
        }
        guard schemes.contains(scheme) else {
            return "\"\(text)\" uses \(scheme):, expected \(schemes.sorted().map { "\($0):" }.joined(separator: " or "))"
        }
        // As written: `host` would decode an internationalized name through ICU, which cost a
        // one-pass build about 0.2 ms, and the checks below read the name's dots alone.
        guard let host = components.percentEncodedHost, !host.isEmpty, !host.hasPrefix("."), !host.hasSuffix(".") || host.count > 1 else {
            return "\"\(text)\" has no host name"
        }
        return nil
    }
}
