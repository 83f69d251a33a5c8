public import Foundation
public import Passbook

/// A front field of a pass as Wallet shows it, as text: its label translated, its date, number or
/// currency formatted in its style.
public struct DisplayedField: Sendable, Hashable {
    /// The field's key.
    public var key: String
    /// The label, translated; `nil` when the field has none.
    public var label: String?
    /// The value as shown.
    public var value: String

    /// The front fields Wallet shows (header, primary, secondary and auxiliary, as many of each as
    /// the preview draws), in `language` (a `.lproj` of the pass; `nil` keeps `pass.json`'s texts)
    /// and formatted for `locale`. A date is shown in its own UTC offset, the time where the
    /// event takes place, since a page cannot know the reader's time zone.
    public static func front(of package: PassPackage, language: String?, locale: Locale, now: Date = Date()) -> [DisplayedField] {
        guard let fields = package.pass.fields else { return [] }
        var strings = StringsTable()
        if let language, let data = package.strings(for: language), let table = try? StringsTable(data: data, path: "\(language).lproj/pass.strings") {
            strings = table
        }
        let limits: [(PassFields.Group, Int)] = [(.header, 3), (.primary, 2), (.secondary, 4), (.auxiliary, 5)]
        return limits.flatMap { group, limit in
            (fields[group] ?? []).prefix(limit).map { field in
                let zone = (field.attributedValue ?? field.value).dateValue.flatMap { TimeZone(secondsFromGMT: $0.utcOffset) } ?? TimeZone(secondsFromGMT: 0) ?? .current
                let formatter = FieldFormatter(locale: locale, timeZone: zone, now: now, strings: strings)
                return DisplayedField(key: field.key, label: formatter.label(of: field), value: formatter.value(of: field))
            }
        }
    }
}
