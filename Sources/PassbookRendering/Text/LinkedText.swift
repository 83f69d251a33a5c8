import Passbook

/// The text of a field as Wallet shows it: plain runs and links, from the little HTML passes carry
/// (`<a href='…'>…</a>`, and in the wild `<br>`, `<b>`, entities) and from data detectors.
struct LinkedText: Equatable {
    struct Run: Equatable {
        var text: String
        /// Where the run leads (`https:`, `tel:`, `mailto:`, …), or nil for plain text.
        var link: String?
    }

    private(set) var runs: [Run]

    /// Text that is not HTML, shown as written.
    init(plain: String) {
        runs = plain.isEmpty ? [] : [Run(text: plain)]
    }

    /// Reads HTML the way Wallet shows it: anchors become links with their text, line-breaking tags
    /// become line breaks, other known tags are dropped, entities are decoded. A `<` that does not
    /// start a known tag ("a < b", "<Name>") stays text, so plain values are not mangled.
    init(html: String) {
        var runs: [Run] = []
        var text = ""
        var link: String?
        func flush() {
            if !text.isEmpty { runs.append(Run(text: text, link: link)) }
            text = ""
        }
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let tag = HTMLTag(html, at: index) {
                switch tag.name {
                case "a" where !tag.isClosing:
                    flush()
                    link = tag.attribute("href").map(Self.decodingEntities)
                case "a":
                    flush()
                    link = nil
                case "br":
                    text += "\n"
                case _ where HTMLTag.blocks.contains(tag.name) && tag.isClosing:
                    // A block ends its line; one break is enough between blocks.
                    if !(text.last?.isNewline ?? runs.last?.text.last?.isNewline ?? true) { text += "\n" }
                default:
                    break
                }
                index = tag.end
            } else if character == "&", let (decoded, end) = Self.entity(html, at: index) {
                text.append(decoded)
                index = end
            } else {
                text.append(character)
                index = html.index(after: index)
            }
        }
        flush()
        // A trailing block end is not a blank line at the bottom of the field.
        while let last = runs.last, last.text.last?.isNewline == true {
            runs[runs.count - 1].text.removeLast()
            if runs[runs.count - 1].text.isEmpty { runs.removeLast() }
        }
        self.runs = runs
    }

    /// The text without links, as it reads.
    var plainText: String {
        runs.map(\.text).joined()
    }

    /// This text with what `detector` finds in its plain runs made links; existing links are kept.
    func detecting(_ detector: DataDetector) -> LinkedText {
        var result = self
        result.runs = runs.flatMap { run -> [Run] in
            guard run.link == nil else { return [run] }
            var pieces: [Run] = []
            var cursor = run.text.startIndex
            for match in detector.matches(in: run.text) {
                if cursor < match.range.lowerBound { pieces.append(Run(text: String(run.text[cursor..<match.range.lowerBound]))) }
                pieces.append(Run(text: String(run.text[match.range]), link: match.link))
                cursor = match.range.upperBound
            }
            if cursor < run.text.endIndex { pieces.append(Run(text: String(run.text[cursor...]))) }
            return pieces
        }
        return result
    }

    /// Pango markup: every character of the pass's text escaped, links in `linkColor` (underlined when
    /// asked), so pass text can never add markup of its own.
    func markup(linkColor: RGBA, underlineLinks: Bool) -> String {
        let open = "<span foreground=\"\(linkColor.hex)\"\(underlineLinks ? " underline=\"single\"" : "")>"
        return runs.map { run in
            // GMarkup rejects C0 controls and U+FFFE/U+FFFF, which would blank the whole field;
            // the shared escaper drops them.
            let text = Markup.escaped(run.text)
            return run.link == nil ? text : open + text + "</span>"
        }.joined()
    }

    // MARK: - Escaping and entities

    private static let namedEntities: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]

    /// The character an entity at `index` (`&amp;`, `&#39;`, `&#x2019;`) stands for, and where it ends.
    private static func entity(_ text: String, at index: String.Index) -> (Character, String.Index)? {
        guard let semicolon = text[index...].prefix(12).firstIndex(of: ";") else { return nil }
        let name = text[text.index(after: index)..<semicolon]
        if let named = namedEntities[String(name)] { return (named, text.index(after: semicolon)) }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return (Character(scalar), text.index(after: semicolon))
    }

    /// Decodes the entities in an attribute value (`href='…?a=1&amp;b=2'`).
    static func decodingEntities(_ text: String) -> String {
        LinkedText(html: text).plainText
    }
}
