import Foundation

/// The language a page is shown in, from the reader's `Accept-Language`.
enum PageLanguage {
    /// The pass's `.lproj` language the reader prefers most (`nil`: none matches, so `pass.json`'s
    /// own texts), and the locale dates and numbers are formatted for (the reader's first
    /// language, whether or not the pass is translated into it; `en-US` when none is given).
    static func choose(acceptLanguage: String, available: [String]) -> (language: String?, locale: Locale) {
        let preferred = ranked(acceptLanguage)
        let locale = Locale(identifier: (preferred.first ?? "en-US").replacingOccurrences(of: "-", with: "_"))
        for tag in preferred {
            let lowered = tag.lowercased()
            if let exact = available.first(where: { $0.lowercased().replacingOccurrences(of: "_", with: "-") == lowered }) { return (exact, locale) }
            let primary = lowered.split(separator: "-").first.map(String.init) ?? lowered
            if let base = available.first(where: { $0.lowercased() == primary }) { return (base, locale) }
        }
        return (nil, locale)
    }

    /// The tags of an `Accept-Language` header by falling quality, `*` and malformed entries left out.
    static func ranked(_ header: String) -> [String] {
        var tags: [(tag: String, quality: Double, index: Int)] = []
        for (index, part) in header.split(separator: ",").prefix(32).enumerated() {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty, tag != "*", tag.count <= 35,
                  tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else { continue }
            var quality = 1.0
            for piece in pieces.dropFirst() where piece.hasPrefix("q=") {
                quality = Double(piece.dropFirst(2)) ?? 0
            }
            if quality > 0 { tags.append((tag, quality, index)) }
        }
        return tags.sorted { $0.quality != $1.quality ? $0.quality > $1.quality : $0.index < $1.index }.map(\.tag)
    }
}
