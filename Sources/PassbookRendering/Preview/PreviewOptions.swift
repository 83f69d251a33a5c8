public import Foundation
public import Passbook

/// How a preview is drawn: scale, language and the clock and place dates are shown for.
public struct PreviewOptions: Sendable, Hashable {
    /// Pixels per point in PNG output: 1, 2 or 3, as the @1x, @2x and @3x images of a pass.
    /// Vector output is in points; the scale still picks which images are used.
    public var scale: Int
    /// The reader's language (`de`, `zh-Hans`), preferred before ``languages``.
    public var language: String?
    /// The reader's languages, most preferred first. The localization shown is chosen from them
    /// as Wallet chooses (``PreferredLanguages``): with none, the pass's development region.
    public var languages: PreferredLanguages
    /// The locale dates, numbers and currencies are formatted for; `nil` uses the reader's first
    /// language, else the localization shown, else `en_US`.
    public var locale: Locale?
    /// The device's time zone, for date fields that do not ignore time zones.
    public var timeZone: TimeZone
    /// The moment relative dates (`isRelative`) are measured from.
    public var now: Date
    /// The layout drawn; `nil` draws the one Wallet picks (``StyleSchemeResolution``), so an issuer
    /// can also see a pass's fallback.
    public var layout: PassLayout?

    /// Creates options; the defaults draw at @2x, in the pass's development region, for this
    /// machine's time zone and clock, in the layout Wallet picks.
    public init(
        scale: Int = 2, language: String? = nil, languages: PreferredLanguages = PreferredLanguages([]), locale: Locale? = nil,
        timeZone: TimeZone = .current, now: Date = Date(), layout: PassLayout? = nil
    ) {
        self.layout = layout
        self.scale = scale
        self.language = language
        self.languages = languages
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
    }

    /// The reader's languages, ``language`` first.
    public var readerLanguages: PreferredLanguages {
        PreferredLanguages((language.map { [$0] } ?? []) + languages.tags)
    }

    /// The localization of `package` shown: the one Wallet picks for the reader's languages.
    public func localization(of package: PassPackage) -> String? {
        readerLanguages.localization(among: package.languages)
    }

    /// The locale used for formatting when `localization` is shown.
    func formattingLocale(showing localization: String?) -> Locale {
        locale ?? readerLanguages.locale ?? Locale(identifier: localization ?? "en_US")
    }
}
