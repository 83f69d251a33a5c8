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

    /// The text shown for a field's value on the front; `attributedValue` wins over `value`, with its
    /// markup removed.
    func value(of field: PassField) -> String {
        let shown = field.attributedValue ?? field.value
        if let formatted = formatted(shown, field: field) { return formatted }
        let text = strings.localized(shown.description)
        return field.attributedValue != nil ? LinkedText(html: text).plainText : text
    }

    /// The text of a back field with its links: `attributedValue` wins over `value`, either may carry
    /// `<a href>` links (passes in the wild put them in `value` too), and the field's
    /// `dataDetectorTypes` (all by default) turn URLs, phone numbers, addresses and dates into links.
    func backText(of field: PassField) -> LinkedText {
        let shown = field.attributedValue ?? field.value
        let text = formatted(shown, field: field).map(LinkedText.init(plain:)) ?? LinkedText(html: strings.localized(shown.description))
        return text.detecting(DataDetector(field.dataDetectorTypes))
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
}
