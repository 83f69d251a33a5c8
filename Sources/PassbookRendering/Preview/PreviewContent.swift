import Foundation
import Passbook

/// Everything a preview draws, resolved once: the style, fields, translations, formatter,
/// colours, images and barcode.
final class PreviewContent {
    let pass: Pass
    let style: PassStyle
    let fields: PassFields
    let theme: PreviewTheme
    let formatter: FieldFormatter
    let images: PassImages
    let options: PreviewOptions
    /// The barcode Wallet shows: the first of `barcodes` it can draw, else the legacy `barcode`.
    let barcode: Barcode?
    let barcodeMatrix: BarcodeMatrix?
    /// The layout drawn: the one asked for, else the one Wallet picks.
    let layout: PassLayout
    /// The localization shown (`ru`), chosen from the reader's languages; `nil` when the pass has none.
    let localization: String?
    /// The locale dates and numbers are formatted for.
    let locale: Locale

    /// The language the pass's text is in, for choosing fonts: the localization shown, else the reader's.
    var textLanguage: String {
        localization ?? options.readerLanguages.tags.first ?? "en"
    }

    init(package: PassPackage, options: PreviewOptions) throws(PassbookError) {
        let operation = "draw a preview of the pass \(package.pass.serialNumber)"
        guard (1...3).contains(options.scale) else {
            throw PassbookError(.render, operation: operation, reason: "the scale \(options.scale) is not 1, 2 or 3", fix: "Use 1, 2 or 3")
        }
        guard let style = package.pass.style, let fields = package.pass.fields else {
            throw PassbookError(
                .render, operation: operation, reason: "pass.json has no style key",
                fix: "Add one of boardingPass, coupon, eventTicket, generic or storeCard"
            )
        }
        pass = package.pass
        layout = options.layout ?? StyleSchemeResolution(package).layout
        self.style = style
        self.fields = fields
        self.options = options
        theme = PreviewTheme(package.pass)
        localization = options.localization(of: package)
        locale = options.formattingLocale(showing: localization)
        var strings = StringsTable()
        if let localization, let data = package.strings(for: localization) {
            strings = try StringsTable(data: data, path: "\(localization).lproj/pass.strings")
        }
        formatter = FieldFormatter(locale: locale, timeZone: options.timeZone, now: options.now, strings: strings)
        images = PassImages(files: package.files, language: localization, scale: options.scale)
        let candidates = package.pass.barcodes ?? package.pass.barcode.map { [$0] } ?? []
        barcode = candidates.first { BarcodeEncoder.supportedFormats.contains($0.format) }
        barcodeMatrix = try barcode.map { (barcode) throws(PassbookError) in try BarcodeEncoder.encode(barcode) }
    }

    /// A date as Wallet shows it in the newer layouts, in `zone` (an IANA name from the semantic
    /// tags) or else the device's time zone.
    func formatted(_ date: W3CDate, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style, zone: String? = nil) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = zone.flatMap(TimeZone.init(identifier:)) ?? options.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date.date)
    }

    /// Translates text from `pass.json`.
    func localized(_ text: String) -> String {
        formatter.strings.localized(text)
    }

    /// The strip image, for the styles that show one.
    func stripImage() throws(PassbookError) -> PassImages.Picked? {
        switch style {
        case .coupon, .storeCard, .eventTicket: try images.image("strip")
        default: nil
        }
    }

    /// The background image Wallet blurs behind both sides: an event ticket's, unless a strip
    /// replaces it.
    func blurredBackground() throws(PassbookError) -> PassImages.Picked? {
        guard style == .eventTicket, try stripImage() == nil else { return nil }
        return try images.image("background")
    }

    /// The fields of `group`, at most `limit` of them: Wallet does not show the rest.
    func shown(_ group: PassFields.Group, limit: Int) -> [PassField] {
        Array((fields[group] ?? []).prefix(limit))
    }
}
