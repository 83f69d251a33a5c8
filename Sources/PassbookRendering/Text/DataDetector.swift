import Foundation
import Passbook

/// Finds what Wallet's data detectors turn into links on the back of a pass: URLs and e-mail
/// addresses, phone numbers, street addresses and dates. Heuristics in the spirit of NSDataDetector,
/// tuned to miss rather than to underline ordinary numbers.
struct DataDetector {
    struct Match {
        var range: Range<String.Index>
        /// The link's target: `https:`, `mailto:`, `tel:`, `maps:` or `calshow:`.
        var link: String
    }

    let types: Set<DataDetectorType>

    /// The detectors a back field asks for: all four when it names none, nothing for `[]`.
    init(_ types: [DataDetectorType]?) {
        self.types = Set(types ?? DataDetectorType.knownValues)
    }

    /// The matches in `text`, in order and not overlapping; where two detectors claim the same text,
    /// links win over addresses, addresses over dates, dates over phone numbers.
    func matches(in text: String) -> [Match] {
        var found: [Match] = []
        for (type, kind) in Self.order where types.contains(type) {
            for match in kind(text) where !found.contains(where: { $0.range.overlaps(match.range) }) {
                found.append(match)
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    private static let order: [(DataDetectorType, @Sendable (String) -> [Match])] = [
        (.link, links), (.address, addresses), (.calendarEvent, dates), (.phoneNumber, phoneNumbers),
    ]

    // MARK: - Detectors

    private static func links(_ text: String) -> [Match] {
        let urls = find(url, in: text).map { range -> Match in
            // Sentence punctuation after a URL is not part of it.
            var end = range.upperBound
            while end > range.lowerBound, ".,;:!?)]}'\"".contains(text[text.index(before: end)]) { end = text.index(before: end) }
            let found = String(text[range.lowerBound..<end])
            return Match(range: range.lowerBound..<end, link: found.lowercased().hasPrefix("www.") ? "https://" + found : found)
        }
        let mails = find(email, in: text).map { Match(range: $0, link: "mailto:" + text[$0]) }
        return urls + mails
    }

    private static func phoneNumbers(_ text: String) -> [Match] {
        find(phone, in: text).compactMap { range in
            let candidate = text[range]
            let digits = candidate.filter(\.isASCII).filter(\.isNumber)
            // Without a country code, only the shapes of national numbers count (a trunk 0, an area
            // code in brackets, North America's 3-3-4): other digit groups are more often member,
            // order or card numbers.
            let international = candidate.hasPrefix("+")
            guard international || candidate.hasPrefix("0") || candidate.hasPrefix("(") || !find(northAmerican, in: String(candidate)).isEmpty,
                (international ? 7 : 8)...15 ~= digits.count
            else { return nil }
            guard find(numericDate, in: String(candidate)).isEmpty else { return nil }
            return Match(range: range, link: "tel:" + (international ? "+" : "") + digits)
        }
    }

    private static func addresses(_ text: String) -> [Match] {
        (find(continentalAddress, in: text) + find(englishAddress, in: text)).map { range in
            Match(range: range, link: "maps:?q=" + (text[range].addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""))
        }
    }

    private static func dates(_ text: String) -> [Match] {
        (find(writtenDate, in: text) + find(numericDate, in: text)).map { Match(range: $0, link: "calshow:") }
    }

    // MARK: - Patterns

    private static func find(_ expression: NSRegularExpression, in text: String) -> [Range<String.Index>] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text) }
    }

    private static func pattern(_ source: String) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: source, options: [.caseInsensitive])
        } catch {
            preconditionFailure("data detector pattern \(source): \(error)")
        }
    }

    /// A space within one line: plain, no-break or narrow no-break (ICU puts the latter before AM/PM).
    private static let space = #"[ \u00A0\u202F]"#
    private static let weekday = #"(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\#(space))"#
    /// English and German month names and their abbreviations.
    private static let month =
        #"(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|märz|apr(?:il)?|ma[iy]|june?|juni|july?|juli|aug(?:ust)?"#
        + #"|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?)\.?"#
    /// An optional time after a date: ", 11:55", " at 8:00 PM".
    private static let time = #"(?:,?\#(space)(?:at\#(space)|um\#(space))?\d{1,2}[:.]\d{2}(?:\#(space)?[ap]\.?m\.?(?!\p{L}))?(?![\d:]))?"#
    /// A capitalised word, and the lower-case particles ("do", "de la") that may come before the next one.
    private static let name = #"\p{Lu}[\p{L}'.-]*"#
    private static let nextName = #"(?:(?: \p{Ll}{1,3})* \p{Lu}[\p{L}'.-]*)"#
    private static let streetSuffix =
        #"(?:Street|St\.?|Lane|Road|Rd\.?|Avenue|Ave\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Way|Place|Pl\.?|Square|Sq\.?"#
        + #"|Court|Ct\.?|Terrace|Row|Quay|Loop|Parkway|Highway|Hwy\.?)"#

    private static let url = pattern(#"\b(?:https?://|www\.)[^\s<>"]+"#)
    private static let email = pattern(#"\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b"#)
    /// Digits with the separators phone numbers are written with, starting and ending on a digit.
    private static let phone = pattern(#"(?<![\w+./-])\+?\(?\d(?:[\d() .\u00A0/-]*\d)?(?![\w/-])"#)
    private static let northAmerican = pattern(#"^\d{3}[ .-]\d{3}[ .-]\d{4}$"#)
    private static let numericDate = pattern(#"\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2}))\b(?![./]\d)\#(time)"#)
    private static let writtenDate = pattern(
        #"\b\#(weekday)?(?:\d{1,2}(?:st|nd|rd|th|\.)?\#(space)\#(month)\#(space)\d{4}|\#(month)\#(space)\d{1,2}(?:st|nd|rd|th)?,?\#(space)\d{4})\b\#(time)"#
    )
    /// "Laternengasse 5, 1070 Vienna, Austria", "Rua do Cais Velho 18, 1100-214 Lisbon": a street name
    /// of capitalised words, a house number, a postcode, a town and perhaps a country.
    private static let continentalAddress = pattern(
        #"(?-i:\b\#(name)\#(nextName){0,3} \d{1,4}[a-z]?, \d{4,5}(?:-\d{3})? \#(name)\#(nextName)*(?:, \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)?)"#
    )
    /// "27 Quill Lane, Dublin 2, Ireland", "1 Infinite Loop, Cupertino, CA 95014": a house number, a
    /// street with a common suffix, then the town, region and postcode after commas.
    private static let englishAddress = pattern(
        #"(?-i:\b\d{1,5}[a-z]? (?:\#(name) ){1,3}\#(streetSuffix)(?:, \p{Lu}\p{L}+(?: \p{Lu}\p{L}+)*(?: \d{1,2}\b| \d{4,5}(?:-\d{4})?)?){0,3})"#
    )
}
