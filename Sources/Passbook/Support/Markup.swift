/// Escaping for markup, shared by the HTML of the service's pages and the Pango markup of previews.
public enum Markup {
    /// `text` safe inside an element or a quoted attribute: `& < > " '` as entities, and the
    /// control characters markup cannot carry (C0 other than tab and newline, U+FFFE, U+FFFF) dropped.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\n", "\t": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: break
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
