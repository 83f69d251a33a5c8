import Foundation

/// Whether a string is an absolute URL Wallet can open.
enum URLCheck {
    /// Why `text` is not an absolute URL with one of `schemes`, or nil.
    static func problem(_ text: String, schemes: Set<String>) -> String? {
        if text != text.trimmingCharacters(in: .whitespacesAndNewlines) || text.contains(" ") {
            return "\"\(text)\" contains spaces; URLs cannot"
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return "\"\(text)\" is not a URL"
        }
        guard schemes.contains(scheme) else {
            return "\"\(text)\" uses \(scheme):, expected \(schemes.sorted().map { "\($0):" }.joined(separator: " or "))"
        }
        guard let host = components.host, !host.isEmpty, !host.hasPrefix("."), !host.hasSuffix(".") || host.count > 1 else {
            return "\"\(text)\" has no host name"
        }
        return nil
    }
}
