import Foundation
import Passbook
import Testing

@testable import PassbookRendering

/// Every script Wallet draws is drawn with a real glyph: Pango counts the characters no installed
/// font has, which it would draw as the missing-glyph box.
@Suite struct ScriptCoverageTests {
    /// One pass's texts per script family, in the language they are written in.
    static let scripts: [(name: String, language: String, organization: String, label: String, value: String)] = [
        ("Latin", "de", "Bühnen Köln", "EINLASS", "Großes Haus, Reihe 7"),
        ("Greek", "el", "Εθνικό Θέατρο", "ΘΕΣΗ", "Πλατεία 12"),
        ("Cyrillic", "ru", "Аэрофлот", "ПАССАЖИР", "Иванова Мария"),
        ("Arabic", "ar", "طيران الإمارات", "المسافر", "محمد عبد الله"),
        ("Hebrew", "he", "אל על", "נוסע", "ישראל ישראלי"),
        ("Simplified Chinese", "zh-Hans", "猫眼电影", "影厅", "激光厅 第七排"),
        ("Traditional Chinese", "zh-Hant", "國泰航空", "登機門", "香港國際機場"),
        ("Japanese", "ja", "日本航空", "搭乗口", "東京・羽田 ターミナル"),
        ("Korean", "ko", "대한항공", "탑승구", "인천국제공항 제2터미널"),
        ("Thai", "th", "การบินไทย", "ผู้โดยสาร", "สมชาย ใจดี"),
        ("Devanagari", "hi", "भारतीय रेल", "यात्री", "राजधानी एक्सप्रेस"),
        ("Bengali", "bn", "বাংলাদেশ বিমান", "যাত্রী", "ঢাকা থেকে চট্টগ্রাম"),
        ("Tamil", "ta", "சென்னை மெட்ரோ", "பயணி", "கோயம்பேடு நிலையம்"),
        ("Emoji", "en", "Party Bus 🎉", "VIBE", "🎶 🍕 🚌 ✨"),
    ]

    @Test(arguments: scripts.map(\.name))
    func everyCharacterHasAGlyph(_ name: String) throws {
        let script = try #require(Self.scripts.first { $0.name == name })
        var package = try Fixtures.ownPackage("EventTicket")
        package.pass.organizationName = script.organization
        package.pass.logoText = script.organization
        package.pass.eventTicket?.primaryFields = [PassField(key: "name", value: .string(script.value), label: script.label)]
        package.pass.eventTicket?.backFields = [PassField(key: "note", value: .string(script.value + " " + script.organization), label: script.label)]
        for side in [PassSide.front, .back] {
            let options = PreviewOptions(scale: 2, languages: PreferredLanguages([script.language]), timeZone: TimeZone(identifier: "UTC")!, now: Date(timeIntervalSince1970: 1_800_000_000))
            let canvas = try PassPreview(package, options: options).draw([side], recordingText: true)
            let drawn = withExtendedLifetime(canvas) { canvas.text.recorded ?? [] }
            #expect(drawn.contains { $0.text.contains(script.value) || $0.text.contains(script.label) }, "\(name) \(side): \(drawn.map(\.text))")
            let boxes = drawn.filter { $0.unknownGlyphs > 0 }
            #expect(boxes.isEmpty, "\(name) \(side): no font for \(boxes.map { "\($0.text) (\($0.unknownGlyphs))" })")
        }
    }

    @Test func aMissingGlyphIsCounted() throws {
        // A private-use character no font draws: the count the test above relies on is not always zero.
        var package = try Fixtures.ownPackage("EventTicket")
        package.pass.eventTicket?.primaryFields = [PassField(key: "name", value: .string("A\u{F8FF}\u{10FFFD}B"), label: "X")]
        let canvas = try PassPreview(package, options: PassPreviewTests.options(scale: 2)).draw([.front], recordingText: true)
        let drawn = withExtendedLifetime(canvas) { canvas.text.recorded ?? [] }
        #expect(drawn.contains { $0.unknownGlyphs > 0 }, "\(drawn.map { "\($0.text): \($0.unknownGlyphs)" })")
    }

    @Test func chineseIsDrawnInTheFormsOfItsRegion() {
        #expect(TextRenderer.fontconfigLanguage("zh-Hans") == "zh-cn")
        #expect(TextRenderer.fontconfigLanguage("zh-Hant") == "zh-tw")
        #expect(TextRenderer.fontconfigLanguage("zh_HK") == "zh-hk")
        #expect(TextRenderer.fontconfigLanguage("ja") == "ja")
    }
}
