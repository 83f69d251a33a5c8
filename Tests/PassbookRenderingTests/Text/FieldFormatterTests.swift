import Foundation
import Passbook
import Testing

@testable import PassbookRendering

/// Values shown as Wallet shows them, from the field's styles and a locale.
@Suite struct FieldFormatterTests {
    static let vienna = TimeZone(identifier: "Europe/Vienna") ?? .gmt
    static let now = W3CDate("2027-01-01T12:00:00Z")?.date ?? Date()

    func formatter(_ locale: String, strings: [String: String] = [:]) -> FieldFormatter {
        FieldFormatter(locale: Locale(identifier: locale), timeZone: Self.vienna, now: Self.now, strings: StringsTable(translations: strings))
    }

    // ICU puts a narrow no-break space (U+202F) before AM and PM.
    @Test func datesFollowDateAndTimeStyleAndTheLocale() {
        let field = PassField(key: "show", value: "2027-06-18T20:00:00+02:00", dateStyle: .medium, timeStyle: .short)
        #expect(formatter("en_US").value(of: field) == "Jun 18, 2027 at 8:00\u{202F}PM")
        #expect(formatter("de").value(of: field).contains("18.06.2027"))
        #expect(formatter("de").value(of: field).contains("20:00"))
        let timeOnly = PassField(key: "doors", value: "2027-06-18T19:00:00+02:00", dateStyle: DateStyle.none, timeStyle: .short)
        #expect(formatter("en_US").value(of: timeOnly) == "7:00\u{202F}PM")
    }

    @Test func ignoresTimeZoneShowsTheWrittenOffset() {
        let local = PassField(key: "a", value: "2027-03-14T11:55:00+00:00", dateStyle: DateStyle.none, timeStyle: .short)
        var written = local
        written.ignoresTimeZone = true
        #expect(formatter("en_US").value(of: local) == "12:55\u{202F}PM")  // Vienna is an hour ahead in March
        #expect(formatter("en_US").value(of: written) == "11:55\u{202F}AM")
    }

    @Test func relativeDatesAreMeasuredFromNow() {
        let field = PassField(key: "r", value: "2027-01-04T12:00:00Z", dateStyle: .short, isRelative: true)
        #expect(formatter("en_US").value(of: field) == "in 3 days")
    }

    @Test func numbersFollowNumberStyleAndCurrencyCode() {
        #expect(formatter("en_US").value(of: PassField(key: "c", value: 12.5, currencyCode: "EUR")) == "€12.50")
        #expect(formatter("de").value(of: PassField(key: "c", value: 12.5, currencyCode: "EUR")).contains("12,50"))
        #expect(formatter("en_US").value(of: PassField(key: "s", value: 200, numberStyle: .spellOut)) == "two hundred")
        #expect(formatter("en_US").value(of: PassField(key: "p", value: 0.25, numberStyle: .percent)) == "25%")
        #expect(formatter("en_US").value(of: PassField(key: "d", value: 1234.5, numberStyle: .decimal)) == "1,234.5")
        #expect(formatter("en_US").value(of: PassField(key: "n", value: 340)) == "340")
    }

    @Test func textIsTranslatedWithItsLinksOnTheBackAndWithoutThemOnTheFront() {
        let strings = ["MEMBER": "MITGLIED", "Visit <a href='https://x.example'>our site</a> & more": "Besuchen Sie <a href='https://x.example'>unsere Seite</a> & mehr"]
        let f = formatter("de", strings: strings)
        #expect(f.label(of: PassField(key: "m", value: "x", label: "MEMBER")) == "MITGLIED")
        let linked = PassField(key: "l", value: "plain", attributedValue: "Visit <a href='https://x.example'>our site</a> & more")
        #expect(f.value(of: linked) == "Besuchen Sie unsere Seite & mehr")
        #expect(f.backText(of: linked).runs == [.init(text: "Besuchen Sie "), .init(text: "unsere Seite", link: "https://x.example"), .init(text: " & mehr")])
        #expect(f.backText(of: PassField(key: "t", value: "a < b")).runs == [.init(text: "a < b")])
    }

    @Test func backDatesAreFormattedBeforeDetection() {
        let field = PassField(key: "show", value: "2027-06-18T20:00:00+02:00", dateStyle: .medium, timeStyle: .short)
        #expect(formatter("en_US").backText(of: field).runs.map(\.link) == ["calshow:"])
        var quiet = field
        quiet.dataDetectorTypes = []
        #expect(formatter("en_US").backText(of: quiet).runs == [.init(text: "Jun 18, 2027 at 8:00\u{202F}PM")])
    }
}
