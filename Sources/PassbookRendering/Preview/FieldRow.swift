import Passbook

/// A row of fields, label over value, spread across a width as Wallet does: the first field at
/// the left edge, the last at the right, the free space shared between them.
struct FieldRow {
    struct Cell {
        var label: String?
        var value: String
        var align: TextAlign
    }

    let cells: [Cell]
    let labelStyle: TextStyle
    let valueStyle: TextStyle

    private init(cells: [Cell], labelStyle: TextStyle, valueStyle: TextStyle) {
        self.cells = cells
        self.labelStyle = labelStyle
        self.valueStyle = valueStyle
    }

    /// This row with its fonts made smaller, down to 80 %, until it fits `width`, as Wallet shrinks
    /// text before it cuts it; what still does not fit is cut with an ellipsis.
    func fitted(to width: Double, _ text: TextRenderer) -> FieldRow {
        for factor in [1.0, 0.94, 0.88, 0.82] {
            let row = FieldRow(cells: cells, labelStyle: labelStyle.sized(labelStyle.size * factor), valueStyle: valueStyle.sized(valueStyle.size * factor))
            if factor == 0.82 || row.naturalWidth(text) <= width { return row }
        }
        return self
    }

    init(_ fields: [PassField], content: PreviewContent, labelStyle: TextStyle, valueStyle: TextStyle, alignments: Bool = true) {
        cells = fields.map {
            Cell(
                label: content.formatter.label(of: $0).map(Self.oneLine),
                value: Self.oneLine(content.formatter.value(of: $0)),
                align: alignments ? TextAlign($0.textAlignment) : .natural
            )
        }
        self.labelStyle = labelStyle
        self.valueStyle = valueStyle
    }

    /// Front fields are one line each: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    func height(_ text: TextRenderer) -> Double {
        guard !cells.isEmpty else { return 0 }
        let hasLabels = cells.contains { $0.label?.isEmpty == false }
        return (hasLabels ? text.lineHeight(labelStyle) + 1 : 0) + text.lineHeight(valueStyle)
    }

    /// The width the row needs without truncation, with `gap` between cells.
    func naturalWidth(_ text: TextRenderer, gap: Double = PreviewMetrics.fieldGap) -> Double {
        let widths = cells.map { cell in
            max(cell.label.map { text.measure($0, labelStyle).width } ?? 0, text.measure(cell.value, valueStyle).width).rounded(.up)
        }
        return widths.reduce(0, +) + gap * Double(max(0, cells.count - 1))
    }

    /// The x and width of each cell.
    func boxes(_ text: TextRenderer, x: Double, width: Double, gap: Double = PreviewMetrics.fieldGap) -> [(x: Double, width: Double)] {
        guard !cells.isEmpty else { return [] }
        let natural = cells.map { cell in
            max(cell.label.map { text.measure($0, labelStyle).width } ?? 0, text.measure(cell.value, valueStyle).width).rounded(.up)
        }
        if cells.count == 1 { return [(x, width)] }
        let total = natural.reduce(0, +)
        let gaps = Double(cells.count - 1)
        var widths = natural
        var spacing = gap
        if total + gaps * gap <= width {
            spacing = (width - total) / gaps
        } else {
            let cap = RowSharing.commonWidth(natural, available: width - gaps * gap)
            widths = natural.map { min($0, cap) }
        }
        var boxes: [(Double, Double)] = []
        var cursor = x
        for w in widths {
            boxes.append((cursor, w))
            cursor += w + spacing
        }
        return boxes
    }

    /// Draws the row with its top at `y`; returns its height.
    @discardableResult
    func draw(_ text: TextRenderer, x: Double, y: Double, width: Double) -> Double {
        let hasLabels = cells.contains { $0.label?.isEmpty == false }
        let valueTop = y + (hasLabels ? text.lineHeight(labelStyle) + 1 : 0)
        for (cell, box) in zip(cells, boxes(text, x: x, width: width)) {
            if let label = cell.label, !label.isEmpty {
                text.draw(label, labelStyle, x: box.x, y: y, width: box.width, align: cell.align)
            }
            text.draw(cell.value, valueStyle, x: box.x, y: valueTop, width: box.width, align: cell.align)
        }
        return height(text)
    }
}
