import Passbook

/// The top of a pass's front as Wallet lays it out: the header fields first, whole, at the trailing
/// edge (they are what a collapsed pass in the stack shows); the logo in the width they leave,
/// scaled down within Wallet's 160 × 50 point box; the logo text after the logo, cut only when what
/// is left is too narrow for it.
struct HeaderLayout {
    /// The header fields, at full size unless together they are wider than the card.
    let fields: FieldRow
    /// Where the header fields go; nil without header fields.
    let fieldsFrame: CanvasRect?
    let logo: PassImages.Picked?
    /// Where the logo goes; nil without a logo or without room for one.
    let logoFrame: CanvasRect?
    let logoText: String?
    let logoTextStyle: TextStyle
    /// Where the logo text goes; nil without logo text or without room for it.
    let logoTextFrame: CanvasRect?

    private typealias M = PreviewMetrics
    /// Between the logo and its text, and before the header fields.
    static let logoGap = 10.0
    static let fieldsGap = 12.0
    /// Narrower than this, a logo would be a smudge and logo text an ellipsis and a letter: they
    /// are left out instead.
    static let minimumWidth = 30.0

    init(content: PreviewContent, labelStyle: TextStyle, text: TextRenderer) throws(PassbookError) {
        let row = FieldRow(
            content.shown(.header, limit: 3), content: content,
            labelStyle: labelStyle, valueStyle: TextStyle(size: 17, color: content.theme.foreground)
        )
        let available = M.width - 2 * M.margin
        fields = row.naturalWidth(text) > available ? row.fitted(to: available, text) : row
        var trailingEdge = M.width - M.margin
        if fields.cells.isEmpty {
            fieldsFrame = nil
        } else {
            let height = fields.height(text)
            let width = min(fields.naturalWidth(text), available)
            fieldsFrame = CanvasRect(x: trailingEdge - width, y: M.logoTop + (M.logoHeight - height) / 2, width: width, height: height)
            trailingEdge -= width + Self.fieldsGap
        }

        var textLeft = M.margin
        logo = try content.images.image("logo")
        if let logo, trailingEdge - M.margin >= Self.minimumWidth {
            let scale = min(1, min(M.logoMaxWidth, trailingEdge - M.margin) / logo.width, M.logoHeight / logo.height)
            let size = (width: logo.width * scale, height: logo.height * scale)
            logoFrame = CanvasRect(x: M.margin, y: M.logoTop + (M.logoHeight - size.height) / 2, width: size.width, height: size.height)
            textLeft += size.width + Self.logoGap
        } else {
            logoFrame = nil
        }

        logoText = content.pass.logoText.map { FieldRow.oneLine(content.localized($0)) }.flatMap { $0.isEmpty ? nil : $0 }
        logoTextStyle = TextStyle(size: 17, weight: .medium, color: content.theme.foreground)
        let textWidth = trailingEdge - textLeft
        if logoText != nil, textWidth >= Self.minimumWidth {
            let height = text.lineHeight(logoTextStyle)
            logoTextFrame = CanvasRect(x: textLeft, y: M.logoTop + (M.logoHeight - height) / 2, width: textWidth, height: height)
        } else {
            logoTextFrame = nil
        }
    }

    func draw(on canvas: Canvas) {
        if let logo, let logoFrame {
            canvas.draw(logo.image, in: logoFrame)
        }
        if let fieldsFrame {
            fields.draw(canvas.text, x: fieldsFrame.x, y: fieldsFrame.y, width: fieldsFrame.width)
        }
        if let logoText, let logoTextFrame {
            canvas.text.draw(logoText, logoTextStyle, x: logoTextFrame.x, y: logoTextFrame.y, width: logoTextFrame.width)
        }
    }
}
