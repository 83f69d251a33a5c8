import Foundation

/// One HTML tag in a field's text (`<a href='…'>`, `</a>`, `<br/>`), read only when its name is a
/// known HTML element, so text such as "a < b" or "<Name>" is never taken for markup.
struct HTMLTag {
    let name: String
    let isClosing: Bool
    /// The tag's text between the name and `>`.
    let attributes: Substring
    /// Just after the `>`.
    let end: String.Index

    /// Elements that end a line when they close.
    static let blocks: Set<String> = ["p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table", "blockquote"]
    /// Elements whose tags are dropped: formatting Wallet does not show.
    static let inline: Set<String> = [
        "a", "br", "b", "i", "u", "s", "em", "strong", "span", "font", "small", "big", "sub", "sup", "strike",
        "code", "mark", "abbr", "cite", "q", "img", "hr", "wbr", "td", "th", "tbody", "thead", "center",
    ]

    /// The tag starting at `index` (a `<`), or nil when none does.
    init?(_ text: String, at index: String.Index) {
        var cursor = text.index(after: index)
        guard cursor < text.endIndex else { return nil }
        isClosing = text[cursor] == "/"
        if isClosing { cursor = text.index(after: cursor) }
        let nameStart = cursor
        while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isLetter || text[cursor].isNumber {
            cursor = text.index(after: cursor)
        }
        let name = text[nameStart..<cursor].lowercased()
        guard Self.blocks.contains(name) || Self.inline.contains(name) else { return nil }
        let attributesStart = cursor
        // Up to the first `>` outside quotes: an href may hold one.
        var quote: Character?
        while cursor < text.endIndex {
            let character = text[cursor]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                break
            } else if character == "<" {
                return nil
            }
            cursor = text.index(after: cursor)
        }
        guard cursor < text.endIndex, attributesStart == cursor || text[attributesStart].isWhitespace || text[attributesStart] == "/" else {
            return nil
        }
        self.name = name
        attributes = text[attributesStart..<cursor]
        end = text.index(after: cursor)
    }

    /// The value of attribute `name` (quoted with `'` or `"`, or bare), or nil.
    func attribute(_ name: String) -> String? {
        var rest = attributes[...]
        while let found = rest.range(of: name, options: .caseInsensitive) {
            let before = found.lowerBound == attributes.startIndex ? " " : attributes[attributes.index(before: found.lowerBound)]
            var cursor = found.upperBound
            rest = attributes[found.upperBound...]
            guard before.isWhitespace else { continue }
            while cursor < attributes.endIndex, attributes[cursor].isWhitespace { cursor = attributes.index(after: cursor) }
            guard cursor < attributes.endIndex, attributes[cursor] == "=" else { continue }
            cursor = attributes.index(after: cursor)
            while cursor < attributes.endIndex, attributes[cursor].isWhitespace { cursor = attributes.index(after: cursor) }
            guard cursor < attributes.endIndex else { return "" }
            if attributes[cursor] == "\"" || attributes[cursor] == "'" {
                let quote = attributes[cursor]
                let start = attributes.index(after: cursor)
                let close = attributes[start...].firstIndex(of: quote) ?? attributes.endIndex
                return String(attributes[start..<close])
            }
            let close = attributes[cursor...].firstIndex(where: \.isWhitespace) ?? attributes.endIndex
            return String(attributes[cursor..<close])
        }
        return nil
    }
}
