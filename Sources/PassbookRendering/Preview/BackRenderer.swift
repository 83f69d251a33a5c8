import Passbook

/// Lays out and draws the back of a pass: the icon and organization, then every back field,
/// label over value, wrapped, with links in the link colour; over the blurred background image
/// where the front has one.
struct BackRenderer {
    let content: PreviewContent

    private typealias M = PreviewMetrics
    private var theme: PreviewTheme { content.theme }
    private var labelStyle: TextStyle { TextStyle(size: 13, weight: .medium, color: theme.label) }
    private var valueStyle: TextStyle { TextStyle(size: 15, color: theme.foreground) }
    private static let panelPadding = 14.0
    private static let iconSize = 38.0

    func height(measuringWith canvas: Canvas) throws(PassbookError) -> Double {
        max(M.minimumHeight, try layout(canvas, height: nil))
    }

    func draw(on canvas: Canvas, height: Double) throws(PassbookError) {
        try canvas.withState { () throws(PassbookError) in
            canvas.roundedRectangle(CanvasRect(x: 0, y: 0, width: M.width, height: height), radius: M.cornerRadius)
            canvas.clip()
            canvas.fill(CanvasRect(x: 0, y: 0, width: M.width, height: height), color: theme.background)
            // Wallet turns an event ticket over onto the same blurred picture as its front.
            if let background = try content.blurredBackground() {
                BlurredBackground.draw(background.image, on: canvas, width: M.width, height: height)
            }
            _ = try layout(canvas, height: height)
        }
    }

    private func layout(_ canvas: Canvas, height: Double?) throws(PassbookError) -> Double {
        let drawing = height != nil
        let text = canvas.text
        var y = M.margin
        var titleLeft = M.margin
        if let icon = try content.images.image("icon") {
            if drawing {
                canvas.withState {
                    canvas.roundedRectangle(CanvasRect(x: M.margin, y: y, width: Self.iconSize, height: Self.iconSize), radius: 9)
                    canvas.clip()
                    canvas.draw(icon.image, in: CanvasRect(x: M.margin, y: y, width: Self.iconSize, height: Self.iconSize))
                }
            }
            titleLeft += Self.iconSize + 12
        }
        let title = TextStyle(size: 17, weight: .semibold, color: theme.foreground)
        let subtitle = TextStyle(size: 13, color: theme.label)
        let titleHeight = text.lineHeight(title) + text.lineHeight(subtitle)
        if drawing {
            let top = y + (Self.iconSize - titleHeight) / 2
            let width = M.width - M.margin - titleLeft
            text.draw(FieldRow.oneLine(content.localized(content.pass.organizationName)), title, x: titleLeft, y: top, width: width)
            text.draw(FieldRow.oneLine(content.localized(content.pass.description)), subtitle, x: titleLeft, y: top + text.lineHeight(title), width: width)
        }
        y += max(Self.iconSize, titleHeight) + 16

        let fields = content.fields.backFields ?? []
        let panel = CanvasRect(x: M.margin, y: y, width: M.width - 2 * M.margin, height: 0)
        let textWidth = panel.width - 2 * Self.panelPadding
        var entries: [(label: String?, value: String, height: Double)] = []
        for field in fields {
            let label = content.formatter.label(of: field)
            let value = content.formatter.backText(of: field).markup(linkColor: theme.link, underlineLinks: theme.underlinesLinks)
            let height = (label.map { text.height(of: $0, labelStyle, width: textWidth, maxLines: 2) + 2 } ?? 0)
                + text.height(of: value, valueStyle, width: textWidth, markup: true)
            entries.append((label, value, height))
        }
        let separator = 1.0
        let panelHeight = entries.isEmpty ? 0 : entries.map(\.height).reduce(0, +) + Double(entries.count) * 2 * Self.panelPadding + Double(entries.count - 1) * separator
        if drawing, !entries.isEmpty {
            canvas.fillRounded(CanvasRect(x: panel.x, y: y, width: panel.width, height: panelHeight), radius: 10, color: theme.foreground.withAlpha(0.08))
            var top = y
            for (index, entry) in entries.enumerated() {
                var cursor = top + Self.panelPadding
                if let label = entry.label {
                    cursor += text.draw(label, labelStyle, x: panel.x + Self.panelPadding, y: cursor, width: textWidth, maxLines: 2) + 2
                }
                text.draw(entry.value, valueStyle, x: panel.x + Self.panelPadding, y: cursor, width: textWidth, maxLines: 0, markup: true)
                top += entry.height + 2 * Self.panelPadding
                if index < entries.count - 1 {
                    canvas.fill(CanvasRect(x: panel.x + Self.panelPadding, y: top, width: textWidth, height: separator), color: theme.foreground.withAlpha(0.2))
                    top += separator
                }
            }
        }
        return y + panelHeight + M.margin
    }
}
