import Passbook
import Testing

@testable import PassbookRendering

/// What the back of a pass shows as links, by the field's `dataDetectorTypes`.
@Suite struct DataDetectorTests {
    /// The detected pieces of `text` with their targets.
    func found(_ text: String, _ types: [DataDetectorType]? = nil) -> [String: String] {
        Dictionary(DataDetector(types).matches(in: text).map { (String(text[$0.range]), $0.link) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func urlsAndEmailAddresses() {
        #expect(
            found("Visit https://lantern-hall.example/resale. Or www.example.com, or mail tickets@lantern-hall.example!") == [
                "https://lantern-hall.example/resale": "https://lantern-hall.example/resale",
                "www.example.com": "https://www.example.com",
                "tickets@lantern-hall.example": "mailto:tickets@lantern-hall.example",
            ]
        )
    }

    @Test func phoneNumbersButNotOtherNumbers() {
        #expect(
            found("Box office: +43 1 555 0176, care (020) 555 0182, US 415-555-0182, Berlin 030 5550124") == [
                "+43 1 555 0176": "tel:+4315550176", "(020) 555 0182": "tel:0205550182", "415-555-0182": "tel:4155550182",
                "030 5550124": "tel:0305550124",
            ]
        )
        for text in ["Member NWM 8812 4470", "Earn 500 points for €10", "Trams 46 and 49", "Open 7:30–19:00", "Card 4111 1111 1111 1111", "Order 12345678"] {
            #expect(found(text, [.phoneNumber]).isEmpty, "\(text)")
        }
    }

    @Test func streetAddresses() {
        #expect(Set(found("The Lantern Hall, Laternengasse 5, 1070 Vienna, Austria\nEntrance B").keys) == ["Laternengasse 5, 1070 Vienna, Austria"])
        #expect(Set(found("Alfama Loft, Rua do Cais Velho 18, 1100-214 Lisbon").keys) == ["Rua do Cais Velho 18, 1100-214 Lisbon"])
        #expect(Set(found("Marginalia Books, 27 Quill Lane, Dublin 2, Ireland").keys) == ["27 Quill Lane, Dublin 2, Ireland"])
        #expect(Set(found("999 Infinite Loop, Apartment 42, Cupertino CA").keys) == ["999 Infinite Loop, Apartment 42, Cupertino CA"])
        #expect(found("One cabin bag (8 kg) and one personal item, 2 bags at most.", [.address]).isEmpty)
    }

    @Test func datesWithTheirTimes() {
        #expect(
            Set(found("Valid until 30 April 2027. Doors Jun 18, 2027 at 8:00\u{202F}PM; Einlass 18.06.2027, 19:00; ISO 2027-06-18.").keys) == [
                "30 April 2027", "Jun 18, 2027 at 8:00\u{202F}PM", "18.06.2027, 19:00", "2027-06-18",
            ]
        )
        #expect(Set(found("Wednesday, May 7, 1980").keys) == ["Wednesday, May 7, 1980"])
        #expect(found("Monday to Friday 7:30–19:00, version 1.2.3, 12 apples 2027", [.calendarEvent]).isEmpty)
    }

    @Test func onlyTheTypesAskedForAndNoneForAnEmptyList() {
        let text = "Call +34 931 518 158 or visit https://vueling.example/help on 14 March 2027"
        #expect(found(text).count == 3)
        #expect(Set(found(text, [.link]).keys) == ["https://vueling.example/help"])
        #expect(Set(found(text, [.phoneNumber]).keys) == ["+34 931 518 158"])
        #expect(found(text, []).isEmpty)
        // A URL is a link even where a phone number could be read into it.
        #expect(Set(found("https://x.example/0301234567", [.link, .phoneNumber]).keys) == ["https://x.example/0301234567"])
    }
}
