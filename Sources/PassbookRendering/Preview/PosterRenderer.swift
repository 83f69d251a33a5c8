import Foundation
import Passbook

/// Draws the front of a poster event ticket (iOS 18) or a poster generic pass (iOS 27) after
/// Wallet's design: the artwork full-bleed, darkened behind the header; the primary logo with the
/// logo text, and the secondary logo; the event's name, date and venue from the semantic tags (or
/// the poster's primary fields) over the art; at the foot a material of the blurred art with the
/// seat (or footer) fields and the barcode plate.
struct PosterRenderer {
    let content: PreviewContent

    private typealias M = PreviewMetrics
    /// The art is 358 × 448 points; the card is at least as tall as the art drawn across its width.
    static let artworkHeight = (M.width * 448 / 358).rounded(.up)
    /// How far down the header darkening reaches.
    static let darkeningHeight = 140.0
    static let primaryLogoBox = (width: 126.0, height: 30.0)
    static let secondaryLogoBox = (width: 135.0, height: 12.0)
    static let materialPadding = 14.0
    static let titleGap = 6.0

    private var isEvent: Bool { content.layout == .posterEventTicket }

    /// The footer material's tint: `footerBackgroundColor` when given, else a dark veil.
    private var materialTint: RGBA {
        content.pass.footerBackgroundColor.map { RGBA($0, alpha: 0.82) } ?? RGBA.black.withAlpha(0.38)
    }

    /// Text colours: with `useAutomaticColors` Wallet derives them from what lies beneath, which
    /// here is the darkened art and the material; otherwise the pass's own.
    private var colors: (foreground: RGBA, label: RGBA) {
        guard content.pass.useAutomaticColors == true else { return (content.theme.foreground, content.theme.label) }
        let light = content.pass.footerBackgroundColor.map { RGBA($0).luminance > 0.5 } ?? false
        return light ? (.black, RGBA.black.withAlpha(0.7)) : (.white, RGBA.white.withAlpha(0.75))
    }

    private var titleStyle: TextStyle { TextStyle(size: 26, weight: .bold, color: colors.foreground) }
    private var detailStyle: TextStyle { TextStyle(size: 15, weight: .medium, color: colors.foreground) }
    private var labelStyle: TextStyle { TextStyle(size: 11, weight: .semibold, color: colors.label) }
    private var valueStyle: TextStyle { TextStyle(size: 16, color: colors.foreground) }

    // MARK: - What is shown

    /// The fields of the poster generic layout: the `posterGeneric` key's, else the classic ones.
    private var posterFields: PassFields { content.pass.posterGeneric ?? content.fields }

    /// The large title: the event's name, else the first primary field.
    private var title: (label: String?, value: String)? {
        if isEvent, let name = content.pass.semantics?.eventName { return (nil, content.localized(name)) }
        let fields = isEvent ? content.fields : posterFields
        guard let field = fields.primaryFields?.first else { return nil }
        return (content.formatter.label(of: field), FieldRow.oneLine(content.formatter.value(of: field)))
    }

    /// The lines under the title: the event's date and venue, or the poster's other primary fields.
    private var details: [String] {
        guard isEvent else { return [] }
        let semantics = content.pass.semantics
        var lines: [String] = []
        if let start = semantics?.eventStartDateInfo?.date ?? semantics?.eventStartDate {
            lines.append(content.formatted(start, date: .medium, time: .short, zone: semantics?.eventStartDateInfo?.timeZone))
        }
        let venue = [semantics?.venueName, semantics?.venueRoom].compactMap { $0.map(content.localized) }
        if !venue.isEmpty { lines.append(venue.joined(separator: " · ")) }
        return lines
    }

    /// The row over the material: the seat, or the poster's footer fields.
    private var materialRow: [PassField] {
        if isEvent {
            guard let seat = content.pass.semantics?.seats?.first else { return Array((content.fields.auxiliaryFields ?? []).prefix(4)) }
            let parts: [(String, String?)] = [("SECTION", seat.seatSection), ("ROW", seat.seatRow), ("SEAT", seat.seatNumber)]
            let seatFields = parts.compactMap { label, value in value.map { PassField(key: label, value: .string($0), label: label) } }
            return seatFields.isEmpty ? seat.seatType.map { [PassField(key: "type", value: .string($0), label: "ADMISSION")] } ?? [] : seatFields
        }
        return Array((posterFields.footerFields ?? []).prefix(2))
    }

    /// The poster generic pass's primary fields after the first, as a row over the art.
    private var secondaryPrimaries: [PassField] {
        isEvent ? [] : Array((posterFields.primaryFields ?? []).dropFirst().prefix(3))
    }

    // MARK: - Layout

    /// The card's height: the art's, or more when the text and barcode need it.
    func height(measuringWith canvas: Canvas) -> Double {
        max(Self.artworkHeight, Self.darkeningHeight + overArtHeight(canvas.text) + materialHeight(canvas.text))
    }

    private func plate() -> BarcodePlate? {
        content.barcodeMatrix.map { BarcodePlate(matrix: $0, altText: content.barcode?.altText.map(content.localized), scale: content.options.scale) }
    }

    private func row(_ fields: [PassField], _ text: TextRenderer) -> FieldRow? {
        fields.isEmpty ? nil : FieldRow(fields, content: content, labelStyle: labelStyle, valueStyle: valueStyle).fitted(to: M.width - 2 * M.margin, text)
    }

    private func overArtHeight(_ text: TextRenderer) -> Double {
        let width = M.width - 2 * M.margin
        var height = 0.0
        if let title {
            if let label = title.label, !label.isEmpty { height += text.lineHeight(labelStyle) }
            height += text.height(of: title.value, titleStyle, width: width, maxLines: 2)
        }
        height += Double(details.count) * text.lineHeight(detailStyle)
        if let row = row(secondaryPrimaries, text) { height += M.rowGap + row.height(text) }
        return height + Self.titleGap
    }

    private func materialHeight(_ text: TextRenderer) -> Double {
        var height = Self.materialPadding
        if let row = row(materialRow, text) { height += row.height(text) + M.rowGap }
        if let plate = plate() { height += plate.height(text) + M.rowGap }
        return height + M.margin - M.rowGap
    }

    // MARK: - Drawing

    /// Draws the front at the canvas's origin.
    func draw(on canvas: Canvas, height: Double) throws(PassbookError) {
        let text = canvas.text
        let card = CanvasRect(x: 0, y: 0, width: M.width, height: height)
        var art = try content.images.image("artwork")
        if art == nil, isEvent { art = try content.images.image("background") }
        try canvas.withState { () throws(PassbookError) in
            canvas.roundedRectangle(card, radius: M.cornerRadius)
            canvas.clip()
            canvas.fill(card, color: content.theme.background)
            if let art { drawFilling(art, in: card, on: canvas) }
            if content.pass.suppressHeaderDarkening != true {
                canvas.fillVerticalGradient(CanvasRect(x: 0, y: 0, width: M.width, height: Self.darkeningHeight), top: RGBA.black.withAlpha(0.55), bottom: RGBA.black.withAlpha(0))
            }
            try drawHeader(canvas)

            let materialTop = height - materialHeight(text)
            let material = CanvasRect(x: 0, y: materialTop, width: M.width, height: height - materialTop)
            // A soft edge above the material, so the title reads on any art.
            canvas.fillVerticalGradient(CanvasRect(x: 0, y: materialTop - 90, width: M.width, height: 90), top: materialTint.withAlpha(0), bottom: materialTint.withAlpha(materialTint.alpha * 0.6))
            canvas.withState {
                canvas.rectangle(material)
                canvas.clip()
                if let art { BlurredBackground.draw(art.image, on: canvas, width: M.width, height: height) }
                canvas.fill(material, color: materialTint)
            }

            var y = materialTop - overArtHeight(text)
            let width = M.width - 2 * M.margin
            if let title {
                if let label = title.label, !label.isEmpty {
                    text.draw(label, labelStyle, x: M.margin, y: y, width: width)
                    y += text.lineHeight(labelStyle)
                }
                y += text.draw(title.value, titleStyle, x: M.margin, y: y, width: width, maxLines: 2)
            }
            for line in details {
                text.draw(line, detailStyle, x: M.margin, y: y, width: width)
                y += text.lineHeight(detailStyle)
            }
            if let row = row(secondaryPrimaries, text) {
                row.draw(text, x: M.margin, y: y + M.rowGap, width: width)
            }

            if let row = row(materialRow, text) {
                row.draw(text, x: M.margin, y: materialTop + Self.materialPadding, width: width)
            }
            if let plate = plate() {
                plate.draw(canvas, centerX: M.width / 2, y: height - M.margin - plate.height(text))
            }
        }
    }

    /// The primary logo and its text at the top left; the secondary logo (event tickets) or the
    /// header fields (poster generic) at the top right.
    private func drawHeader(_ canvas: Canvas) throws(PassbookError) {
        let text = canvas.text
        let top = M.logoTop + 4
        var left = M.margin
        var right = M.width - M.margin
        if isEvent, let secondary = try content.images.image("secondaryLogo") {
            let size = secondary.fitted(maxWidth: Self.secondaryLogoBox.width, maxHeight: Self.secondaryLogoBox.height)
            canvas.draw(secondary.image, in: CanvasRect(x: right - size.width, y: top + (Self.primaryLogoBox.height - size.height) / 2, width: size.width, height: size.height))
            right -= size.width + HeaderLayout.fieldsGap
        } else if !isEvent, let row = row(Array((posterFields.headerFields ?? []).prefix(2)), text) {
            let width = min(row.naturalWidth(text), (M.width - 2 * M.margin) / 2)
            row.draw(text, x: right - width, y: top, width: width)
            right -= width + HeaderLayout.fieldsGap
        }
        if let logo = try content.images.primaryLogo() {
            let size = logo.fitted(maxWidth: Self.primaryLogoBox.width, maxHeight: Self.primaryLogoBox.height)
            canvas.draw(logo.image, in: CanvasRect(x: left, y: top + (Self.primaryLogoBox.height - size.height) / 2, width: size.width, height: size.height))
            left += size.width + HeaderLayout.logoGap
        }
        // Poster event tickets show eventLogoText and ignore logoText.
        let logoText = isEvent ? content.pass.eventLogoText : content.pass.logoText
        if let logoText = logoText.map(content.localized), !logoText.isEmpty, right - left >= HeaderLayout.minimumWidth {
            let style = TextStyle(size: 17, weight: .semibold, color: colors.foreground)
            text.draw(FieldRow.oneLine(logoText), style, x: left, y: top + (Self.primaryLogoBox.height - text.lineHeight(style)) / 2, width: right - left)
        }
    }

    /// Draws `image` scaled to cover `rect`, centred across and from the top down: the art's top
    /// is what the header sits on.
    private func drawFilling(_ image: PassImages.Picked, in rect: CanvasRect, on canvas: Canvas) {
        let factor = max(rect.width / image.width, rect.height / image.height)
        let size = (width: image.width * factor, height: image.height * factor)
        canvas.draw(image.image, in: CanvasRect(x: rect.x + (rect.width - size.width) / 2, y: rect.y, width: size.width, height: size.height))
    }
}
