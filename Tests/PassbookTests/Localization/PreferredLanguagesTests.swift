import Foundation
import Testing
@testable import Passbook

/// The localization Wallet shows a reader, from their languages and the pass's folders.
@Suite struct PreferredLanguagesTests {
    @Test func acceptLanguageIsReadByQuality() {
        #expect(PreferredLanguages(acceptLanguage: "fr;q=0.5, de-AT, *, en;q=0.8, x!y").tags == ["de-AT", "en", "fr"])
        #expect(PreferredLanguages(acceptLanguage: "de,fr").tags == ["de", "fr"])
        #expect(PreferredLanguages(acceptLanguage: "zh-hant-tw, pt_br").tags == ["zh-Hant-TW", "pt-BR"])
        #expect(PreferredLanguages(acceptLanguage: "en;q=0").tags.isEmpty)
        #expect(PreferredLanguages(acceptLanguage: "").tags.isEmpty)
        let long = Array(repeating: "de", count: 1000).joined(separator: ",")
        #expect(PreferredLanguages(acceptLanguage: long).tags.count == 32)
    }

    @Test func theEnvironmentIsReadAsGettextReadsIt() {
        #expect(PreferredLanguages.environment(["LANG": "ru_RU.UTF-8"]).tags == ["ru-RU"])
        #expect(PreferredLanguages.environment(["LANGUAGE": "de:en", "LANG": "de_DE.UTF-8"]).tags == ["de", "en"])
        #expect(PreferredLanguages.environment(["LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"]).tags == ["fr-CA"])
        #expect(PreferredLanguages.environment(["LANG": "C.UTF-8"]).tags.isEmpty)
        // gettext ignores LANGUAGE when the locale is C.
        #expect(PreferredLanguages.environment(["LANGUAGE": "de", "LANG": "C"]).tags.isEmpty)
        #expect(PreferredLanguages.environment([:]).tags.isEmpty)
        #expect(PreferredLanguages.environment(["LANG": "sr_RS@latin"]).tags == ["sr-RS"])
    }

    @Test(arguments: [
        // Reader's languages, the pass's folders, the folder Wallet shows.
        ("ru", ["en", "ru"], "ru"),
        ("de-AT", ["en", "de"], "de"),
        ("de-AT, fr", ["fr", "de"], "de"),
        ("fr-CA", ["en", "fr", "fr-CA"], "fr-CA"),
        ("es-MX", ["es", "es-419", "en"], "es-419"),
        ("es-MX", ["es", "en"], "es"),
        ("en-AU", ["en", "en-GB", "de"], "en-GB"),
        ("en-AU", ["en", "de"], "en"),
        ("en-US", ["en-GB", "de"], "en-GB"),
        ("pt-BR", ["pt", "en"], "pt"),
        ("pt-BR", ["pt-PT", "en"], "pt-PT"),
        ("zh-HK", ["zh-Hans", "zh-Hant", "en"], "zh-Hant"),
        ("zh-TW", ["zh_CN", "zh_TW"], "zh_TW"),
        ("zh-Hant-HK", ["zh-Hans", "zh-TW"], "zh-TW"),
        ("zh-CN", ["zh-Hant", "zh-Hans"], "zh-Hans"),
        ("zh-Hans", ["zh-Hant", "en"], "en"),
        ("nb", ["no", "en"], "no"),
        ("he", ["iw", "en"], "iw"),
        ("en-US", ["English", "French"], "English"),
        ("de", ["de-DE", "en"], "de-DE"),
        ("pt-BR", ["PT-br", "en"], "PT-br"),
        // Nothing matches: the development region, English, else the first folder.
        ("ja", ["fr", "en", "de"], "en"),
        ("ja", ["fr", "de"], "de"),
        ("", ["ru", "en"], "en"),
    ])
    func theLocalizationShownFollowsTheFallbacks(readers: String, folders: [String], shown: String) {
        #expect(PreferredLanguages(acceptLanguage: readers).localization(among: folders) == shown)
    }

    @Test func aPassWithoutLocalizationsHasNone() {
        #expect(PreferredLanguages(["de"]).localization(among: []) == nil)
        #expect(PreferredLanguages(["de"]).preferred(among: ["en"]) == nil)
    }

    @Test func theLocaleIsTheReadersFirstLanguage() {
        #expect(PreferredLanguages(["de-AT", "en"]).locale?.identifier == "de_AT")
        #expect(PreferredLanguages([]).locale == nil)
        #expect(PreferredLanguages(["ar-EG"]).isRightToLeft)
        #expect(PreferredLanguages.isRightToLeft("he"))
        #expect(!PreferredLanguages(["en", "ar"]).isRightToLeft)
    }
}
