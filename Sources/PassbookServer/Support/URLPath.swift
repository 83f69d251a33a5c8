import Foundation

/// Text made safe for URLs the service hands out.
package enum URLPath {
    /// `text` as one path segment: slashes, `?`, `#` and `;` escaped.
    package static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? text
    }

    /// `token=<token>`, escaped as a query value.
    package static func tokenQuery(_ token: String) -> String {
        "token=" + (token.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&+=#"))) ?? "")
    }
}
