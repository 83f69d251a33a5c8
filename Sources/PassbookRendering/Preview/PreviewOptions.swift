public import Foundation
public import Passbook

/// How a preview is drawn: scale, language and the clock and place dates are shown for.
public struct PreviewOptions: Sendable, Hashable {
    /// Pixels per point in PNG output: 1, 2 or 3, as the @1x, @2x and @3x images of a pass.
    /// Vector output is in points; the scale still picks which images are used.
    public var scale: Int
    /// The localization to show (`de`, `zh-Hans`): its `pass.strings` and localized images.
    /// `nil` shows `pass.json` as written.
    public var language: String?
    /// The locale dates, numbers and currencies are formatted for; `nil` uses `language`, or
    /// `en_US` when no language is given.
    public var locale: Locale?
    /// The device's time zone, for date fields that do not ignore time zones.
    public var timeZone: TimeZone
    /// The moment relative dates (`isRelative`) are measured from.
    public var now: Date
    /// The layout drawn; `nil` draws the one Wallet picks (``StyleSchemeResolution``), so an issuer
    /// can also see a pass's fallback.
    public var layout: PassLayout?

    /// Creates options; the defaults draw at @2x, in English, for this machine's time zone and clock,
    /// in the layout Wallet picks.
    public init(scale: Int = 2, language: String? = nil, locale: Locale? = nil, timeZone: TimeZone = .current, now: Date = Date(), layout: PassLayout? = nil) {
        self.layout = layout
        self.scale = scale
        self.language = language
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
    }

    /// The locale used for formatting.
    var formattingLocale: Locale {
        locale ?? Locale(identifier: language ?? "en_US")
    }
}
