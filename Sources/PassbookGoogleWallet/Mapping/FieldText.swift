import Foundation
import Passbook

/// The text a field shows in one language: Google Wallet shows text modules as they are written, so
/// dates, currencies and numbers are formatted here the way Wallet would format them on the phone.
enum FieldText {
    /// The field's label in `language`.
    static func label(of field: PassField, in language: PassLanguages.Language, languages: PassLanguages) -> String? {
        guard let label = field.label else { return nil }
        return language.tag == languages.primary.tag ? languages.text(label) : language.translation(of: label)
    }

    /// The field's value in `language`: formatted when the field has a date, time, number or currency
    /// style, else its translation. Nil when a translation is missing.
    static func value(of field: PassField, in language: PassLanguages.Language, languages: PassLanguages) -> String? {
        if let formatted = formatted(field, locale: language.locale) { return formatted }
        let text = field.value.description
        if case .number = field.value { return text }
        return language.tag == languages.primary.tag ? languages.text(text) : language.translation(of: text)
    }

    private static func formatted(_ field: PassField, locale: Locale) -> String? {
        if field.dateStyle != nil || field.timeStyle != nil {
            return field.value.dateValue.map { date(at: $0, field: field, locale: locale) }
        }
        guard field.currencyCode != nil || field.numberStyle != nil else { return nil }
        let amount: Double?
        switch field.value {
        case .number(let number): amount = number.doubleValue
        case .string(let text): amount = Double(text)
        }
        return amount.map { number(at: $0, field: field, locale: locale) }
    }

    private static func number(at amount: Double, field: PassField, locale: Locale) -> String {
        if let currency = field.currencyCode {
            return amount.formatted(.currency(code: currency).locale(locale))
        }
        switch field.numberStyle {
        case .percent?:
            return amount.formatted(.percent.locale(locale))
        case .scientific?:
            return amount.formatted(.number.notation(.scientific).locale(locale))
        case .spellOut?:
            // FormatStyle cannot spell numbers out; ICU's rule-based formatter behind NumberFormatter can.
            let speller = NumberFormatter()
            speller.locale = locale
            speller.numberStyle = .spellOut
            return speller.string(from: NSNumber(value: amount)) ?? String(amount)
        default:
            return amount.formatted(.number.precision(.fractionLength(0...6)).locale(locale))
        }
    }

    /// A date in the offset it was written with: Google shows text modules as they are, and the
    /// holder's time zone is not known when the pass is made.
    private static func date(at value: W3CDate, field: PassField, locale: Locale) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(secondsFromGMT: value.utcOffset) ?? .gmt
        formatter.dateStyle = dateFormat(field.dateStyle)
        formatter.timeStyle = dateFormat(field.timeStyle)
        return formatter.string(from: value.date)
    }

    private static func dateFormat(_ style: DateStyle?) -> DateFormatter.Style {
        let styles: [DateStyle: DateFormatter.Style] = [.short: .short, .medium: .medium, .long: .long, .full: .full]
        return style.flatMap { styles[$0] } ?? .none
    }
}
