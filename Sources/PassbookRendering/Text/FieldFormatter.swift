import Foundation
import Passbook

/// Turns field values into the text Wallet shows: dates and times from `dateStyle` and
/// `timeStyle`, numbers from `numberStyle` and `currencyCode`, strings through the pass's
/// translations.
struct FieldFormatter {
    let locale: Locale
    let timeZone: TimeZone
    let now: Date
    let strings: StringsTable

    /// The text shown for a field's value; `attributedValue` wins over `value`, with its link
    /// markup removed unless `keepLinks`, in which case the result is Pango markup.
    func value(of field: PassField, keepLinks: Bool = false) -> String {
        let shown = field.attributedValue ?? field.value
        if let formatted = formatted(shown, field: field) {
            return keepLinks ? Self.escape(formatted) : formatted
        }
        let text = strings.localized(shown.description)
        if field.attributedValue != nil {
            return keepLinks ? Self.linkMarkup(text) : Self.strippingTags(text)
        }
        return keepLinks ? Self.escape(text) : text
    }

    /// A field's label, translated.
    func label(of field: PassField) -> String? {
        field.label.map(strings.localized)
    }

    /// A date or number in its style, or nil when the field is plain text.
    private func formatted(_ value: PassField.Value, field: PassField) -> String? {
        if field.dateStyle != nil || field.timeStyle != nil || field.isRelative == true {
            guard let date = value.dateValue else { return nil }
            return formattedDate(date, field: field)
        }
        let number: Double? =
            switch value {
            case .number(let number): number.doubleValue
            case .string(let text): field.currencyCode != nil || field.numberStyle != nil ? Double(text) : nil
            }
        guard let number, field.currencyCode != nil || field.numberStyle != nil else { return nil }
        let formatter = NumberFormatter()
        formatter.locale = locale
        if let currency = field.currencyCode {
            formatter.numberStyle = .currency
            formatter.currencyCode = currency
        } else {
            switch field.numberStyle {
            case .percent?: formatter.numberStyle = .percent
            case .scientific?: formatter.numberStyle = .scientific
            case .spellOut?: formatter.numberStyle = .spellOut
            default:
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 6
            }
        }
        return formatter.string(from: NSNumber(value: number))
    }

    private func formattedDate(_ date: W3CDate, field: PassField) -> String {
        let zone = field.ignoresTimeZone == true ? TimeZone(secondsFromGMT: date.utcOffset) ?? timeZone : timeZone
        if field.isRelative == true {
            var style = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide)
            style.locale = locale
            style.calendar.timeZone = zone
            // The style measures from the clock; shifting the date by (clock − now) measures from `now`.
            return style.format(Date().addingTimeInterval(date.date.timeIntervalSince(now)))
        }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = zone
        formatter.dateStyle = Self.style(field.dateStyle)
        formatter.timeStyle = Self.style(field.timeStyle)
        return formatter.string(from: date.date)
    }

    private static func style(_ style: DateStyle?) -> DateFormatter.Style {
        switch style {
        case .short?: .short
        case .medium?: .medium
        case .long?: .long
        case .full?: .full
        default: .none
        }
    }

    // MARK: - Markup

    /// Escapes text for Pango markup.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Removes the `<a href='…'>` and `</a>` tags of an attributed value, keeping the link text.
    static func strippingTags(_ text: String) -> String {
        anchors(in: text).map(\.text).joined()
    }

    /// Pango markup for an attributed value: links underlined, everything else escaped.
    static func linkMarkup(_ text: String) -> String {
        anchors(in: text).map { $0.isLink ? "<u>\(escape($0.text))</u>" : escape($0.text) }.joined()
    }

    /// Splits text into plain runs and the text of `<a …>…</a>` links.
    private static func anchors(in text: String) -> [(text: String, isLink: Bool)] {
        var runs: [(String, Bool)] = []
        var rest = Substring(text)
        while let open = rest.range(of: "<a ", options: .caseInsensitive) ?? rest.range(of: "<a>", options: .caseInsensitive) {
            guard let openEnd = rest[open.lowerBound...].firstIndex(of: ">"),
                let close = rest[openEnd...].range(of: "</a>", options: .caseInsensitive)
            else { break }
            runs.append((String(rest[..<open.lowerBound]), false))
            runs.append((String(rest[rest.index(after: openEnd)..<close.lowerBound]), true))
            rest = rest[close.upperBound...]
        }
        runs.append((String(rest), false))
        return runs.filter { !$0.0.isEmpty }
    }
}
