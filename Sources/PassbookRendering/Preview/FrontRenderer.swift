import Passbook

/// Lays out and draws the front of a pass after Wallet's design: logo, logo text and header
/// fields on top; the primary fields, over the strip where there is one; secondary and auxiliary
/// rows; the footer image; the barcode at the bottom. Fields beyond what Wallet shows are left out.
struct FrontRenderer {
    let content: PreviewContent

    private typealias M = PreviewMetrics
    private var theme: PreviewTheme { content.theme }
    private var labelStyle: TextStyle { TextStyle(size: 11, weight: .semibold, color: theme.label) }
    private var valueStyle: TextStyle { TextStyle(size: 16, color: theme.foreground) }

    /// The card's height: the minimum, or more when the fields and barcode need it.
    func height(measuringWith canvas: Canvas) throws(PassbookError) -> Double {
        let bottom = try layout(canvas, height: nil)
        return max(M.minimumHeight, bottom)
    }

    /// Draws the front at the canvas's origin.
    func draw(on canvas: Canvas, height: Double) throws(PassbookError) {
        canvas.withState {
            CardShape.addPath(content.style, width: M.width, height: height, on: canvas)
            canvas.clip()
            canvas.fill(CanvasRect(x: 0, y: 0, width: M.width, height: height), color: theme.background)
        }
        try canvas.withState { () throws(PassbookError) in
            CardShape.addPath(content.style, width: M.width, height: height, on: canvas)
            canvas.clip()
            _ = try layout(canvas, height: height)
        }
    }

    /// Places everything; draws when `height` is given, and returns the height the content needs.
    private func layout(_ canvas: Canvas, height: Double?) throws(PassbookError) -> Double {
        let drawing = height != nil
        let text = canvas.text
        let strip = try content.stripImage()
        if let height, let background = try content.blurredBackground() {
            BlurredBackground.draw(background.image, on: canvas, width: M.width, height: height)
        }
        if drawing { try header(text).draw(on: canvas) }
        var y = M.headerBottom
        switch content.style {
        case .boardingPass:
            y = drawBoardingPrimary(canvas, y: y, drawing: drawing)
            y = row(content.shown(.auxiliary, limit: 5), canvas, y: y, width: M.width - 2 * M.margin, drawing: drawing)
            y = row(content.shown(.secondary, limit: 4), canvas, y: y, width: M.width - 2 * M.margin, drawing: drawing)
            if let footer = try content.images.image("footer") {
                let size = footer.fitted(maxWidth: M.footerMaxWidth, maxHeight: M.footerMaxHeight)
                if drawing {
                    canvas.draw(footer.image, in: CanvasRect(x: (M.width - size.width) / 2, y: y, width: size.width, height: size.height))
                }
                y += size.height + M.rowGap
            }
        case .coupon, .storeCard:
            y = drawStripPrimary(canvas, strip: strip, stripHeight: M.tallStripHeight, valueSize: 50, y: y, drawing: drawing)
            let combined = Array(((content.fields.secondaryFields ?? []) + (content.fields.auxiliaryFields ?? [])).prefix(4))
            y = row(combined, canvas, y: y, width: M.width - 2 * M.margin, drawing: drawing)
        case .eventTicket where strip != nil:
            y = drawStripPrimary(canvas, strip: strip, stripHeight: M.eventStripHeight, valueSize: 36, y: y, drawing: drawing)
            y = row(content.shown(.secondary, limit: 4), canvas, y: y, width: M.width - 2 * M.margin, drawing: drawing)
            y = auxiliaryRows(canvas, y: y, drawing: drawing)
        case .eventTicket, .generic:
            let thumbnail = try content.images.image("thumbnail")
            var besideThumbnail = M.width - 2 * M.margin
            var thumbnailBottom = y
            if let thumbnail {
                let size = thumbnail.fitted(maxWidth: M.thumbnailSize, maxHeight: M.thumbnailSize)
                if drawing {
                    canvas.draw(thumbnail.image, in: CanvasRect(x: M.width - M.margin - size.width, y: y + 4, width: size.width, height: size.height))
                }
                besideThumbnail -= M.thumbnailSize + M.fieldGap
                thumbnailBottom = y + 4 + size.height + M.rowGap
            }
            y = drawPlainPrimary(canvas, y: y, width: besideThumbnail, drawing: drawing)
            let squareCode = content.barcodeMatrix?.format.isSquare == true
            if content.style == .generic && squareCode {
                // With a square code, Wallet fits secondary and auxiliary fields in one row of four.
                let combined = Array(((content.fields.secondaryFields ?? []) + (content.fields.auxiliaryFields ?? [])).prefix(4))
                y = row(combined, canvas, y: max(y, thumbnailBottom), width: M.width - 2 * M.margin, drawing: drawing)
            } else {
                y = row(content.shown(.secondary, limit: 4), canvas, y: y, width: besideThumbnail, drawing: drawing)
                y = max(y, thumbnailBottom)
                if content.style == .generic {
                    y = row(content.shown(.auxiliary, limit: 4), canvas, y: y, width: M.width - 2 * M.margin, drawing: drawing)
                } else {
                    y = auxiliaryRows(canvas, y: y, drawing: drawing)
                }
            }
        }
        guard let matrix = content.barcodeMatrix else { return y + M.margin }
        let plate = BarcodePlate(matrix: matrix, altText: content.barcode?.altText.map(content.localized), scale: content.options.scale)
        let plateHeight = plate.height(text)
        if let height {
            plate.draw(canvas, centerX: M.width / 2, y: height - M.margin - plateHeight)
        }
        return y + 8 + plateHeight + M.margin
    }

    // MARK: - Parts

    /// The logo, logo text and header fields, laid out by ``HeaderLayout``.
    func header(_ text: TextRenderer) throws(PassbookError) -> HeaderLayout {
        try HeaderLayout(content: content, labelStyle: labelStyle, text: text)
    }

    /// Origin and destination with the transit symbol between them.
    private func drawBoardingPrimary(_ canvas: Canvas, y: Double, drawing: Bool) -> Double {
        let text = canvas.text
        let fields = content.shown(.primary, limit: 2)
        guard !fields.isEmpty else { return y }
        let value = TextStyle(size: 44, weight: .light, color: theme.foreground)
        let labelHeight = text.lineHeight(labelStyle)
        let valueHeight = text.lineHeight(value)
        let half = (M.width - 2 * M.margin) / 2 - 26
        for (index, field) in fields.enumerated() where drawing {
            let x = index == 0 ? M.margin : M.width / 2 + 26
            let align: TextAlign = index == 0 || fields.count == 1 ? .natural : .right
            let width = fields.count == 1 ? M.width - 2 * M.margin : half
            if let label = content.formatter.label(of: field) {
                text.draw(FieldRow.oneLine(label), labelStyle, x: x, y: y, width: width, align: align)
            }
            let shown = FieldRow.oneLine(content.formatter.value(of: field))
            // A smaller font sits on the same baseline as the full-size one.
            let style = text.fitting(shown, value, width: width)
            text.draw(shown, style, x: x, y: y + labelHeight + baselineShift(from: value, to: style, text), width: width, align: align)
        }
        if drawing, fields.count == 2 {
            TransitIcon.draw(content.fields.transitType, on: canvas, x: M.width / 2, y: y + labelHeight + valueHeight / 2, size: 30, color: theme.foreground)
        }
        return y + labelHeight + valueHeight + M.rowGap
    }

    /// The primary field of a coupon, store card or event ticket with a strip: a large value with its
    /// label under it, over the strip image when there is one.
    private func drawStripPrimary(_ canvas: Canvas, strip: PassImages.Picked?, stripHeight: Double, valueSize: Double, y: Double, drawing: Bool) -> Double {
        let text = canvas.text
        let stripRect = CanvasRect(x: 0, y: y, width: M.width, height: stripHeight)
        if drawing, let strip {
            canvas.withState {
                canvas.rectangle(stripRect)
                canvas.clip()
                let scale = max(stripRect.width / strip.width, stripRect.height / strip.height)
                let size = (width: strip.width * scale, height: strip.height * scale)
                canvas.draw(strip.image, in: CanvasRect(x: (M.width - size.width) / 2, y: y + (stripHeight - size.height) / 2, width: size.width, height: size.height))
            }
        }
        var bottom = y
        if let field = content.shown(.primary, limit: 1).first {
            let value = TextStyle(size: valueSize, weight: .light, color: theme.foreground)
            let label = TextStyle(size: 14, weight: .medium, color: theme.label)
            let top = y + 12
            let valueHeight = text.lineHeight(value)
            if drawing {
                let shown = FieldRow.oneLine(content.formatter.value(of: field))
                let style = text.fitting(shown, value, width: M.width - 2 * M.margin)
                text.draw(shown, style, x: M.margin, y: top + baselineShift(from: value, to: style, text), width: M.width - 2 * M.margin)
                if let labelText = content.formatter.label(of: field) {
                    text.draw(FieldRow.oneLine(labelText), label, x: M.margin, y: top + valueHeight, width: M.width - 2 * M.margin)
                }
            }
            bottom = top + valueHeight + text.lineHeight(label)
        }
        return max(strip == nil ? bottom : stripRect.maxY, bottom) + M.rowGap + 2
    }

    /// The primary field of a generic pass or an event ticket without a strip: label over a large value.
    private func drawPlainPrimary(_ canvas: Canvas, y: Double, width: Double, drawing: Bool) -> Double {
        let text = canvas.text
        guard let field = content.shown(.primary, limit: 1).first else { return y }
        let value = TextStyle(size: 26, color: theme.foreground)
        var top = y + 4
        if let label = content.formatter.label(of: field), !label.isEmpty {
            if drawing { text.draw(FieldRow.oneLine(label), labelStyle, x: M.margin, y: top, width: width) }
            top += text.lineHeight(labelStyle)
        }
        if drawing {
            let shown = FieldRow.oneLine(content.formatter.value(of: field))
            let style = text.fitting(shown, value, width: width)
            text.draw(shown, style, x: M.margin, y: top + baselineShift(from: value, to: style, text), width: width)
        }
        return top + text.lineHeight(value) + M.rowGap
    }

    /// An event ticket's auxiliary fields: row 0, then the fields marked `row: 1`.
    private func auxiliaryRows(_ canvas: Canvas, y: Double, drawing: Bool) -> Double {
        let fields = content.fields.auxiliaryFields ?? []
        let first = Array(fields.filter { $0.row != 1 }.prefix(4))
        let second = Array(fields.filter { $0.row == 1 }.prefix(4))
        let next = row(first, canvas, y: y, width: M.width - 2 * M.margin, drawing: drawing)
        return row(second, canvas, y: next, width: M.width - 2 * M.margin, drawing: drawing)
    }

    private func row(_ fields: [PassField], _ canvas: Canvas, y: Double, width: Double, drawing: Bool) -> Double {
        guard !fields.isEmpty else { return y }
        let row = FieldRow(fields, content: content, labelStyle: labelStyle, valueStyle: valueStyle).fitted(to: width, canvas.text)
        if drawing { row.draw(canvas.text, x: M.margin, y: y, width: width) }
        return y + row.height(canvas.text) + M.rowGap
    }

    /// How far down text in `smaller` starts so that it shares the baseline of text in `full`.
    private func baselineShift(from full: TextStyle, to smaller: TextStyle, _ text: TextRenderer) -> Double {
        full.size == smaller.size ? 0 : (text.lineHeight(full) - text.lineHeight(smaller)) * 0.8
    }
}
