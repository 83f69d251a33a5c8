/// Front labels and values that are wider than their slot are cut off, in any language.
///
/// Text is measured in Inter's advance widths (``TextWidths``) at the sizes and in the widths the
/// preview lays a 375-point card out with, and Wallet's own shrinking is allowed for: a primary value
/// shrinks to 60 % before it is cut, a row of fields to 82 %, sharing the row as the preview does.
struct TextTruncationRule: ValidationRule {
    let id = "design.text.truncation"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "front labels and values fit their slot (measured in Inter at the preview's sizes, after Wallet's shrinking), in every localization"

    /// The card's width inside its margins, and the space between two fields of a row.
    static let contentWidth = 375.0 - 2 * 16
    static let fieldGap = 12.0
    /// How far Wallet shrinks a primary value, and a row of fields, before it cuts text.
    static let primaryShrink = 0.6
    static let rowShrink = 0.82

    /// A slot: the width a field has, the sizes of its value and label, and how far it shrinks.
    private struct Slot {
        var width: Double
        var valueSize: Double
        var labelSize: Double
        var shrink: Double
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let limits = context.fieldLimits, let style = context.style else { return [] }
        var tables: [(language: String?, table: [String: String])] = [(nil, [:])]
        for language in context.strings.keys.sorted() {
            if case .success(let strings) = context.strings[language]! { tables.append((language, strings.table)) }
        }
        let hasStrip = [.coupon, .storeCard, .eventTicket].contains(style) && !context.images(named: "strip").isEmpty
        let hasThumbnail = [.eventTicket, .generic].contains(style) && !hasStrip && !context.images(named: "thumbnail").isEmpty
        var findings: [Diagnostic] = []
        for group in [PassFields.Group.header, .primary, .secondary, .auxiliary] {
            let fields = Array(context.fields(in: group).prefix(limits.limit(group)))
            guard !fields.isEmpty else { continue }
            for (language, table) in tables {
                func shown(_ field: RawField, _ key: String) -> String? {
                    // Dates and numbers are formatted by the device: their text is not known here.
                    guard let object = field.object, object["dateStyle"] == nil, object["timeStyle"] == nil, object["currencyCode"] == nil,
                        object["numberStyle"] == nil, let text = object[key]?.stringValue else { return nil }
                    return table[text] ?? text
                }
                let cut: [(field: RawField, key: String, text: String)]
                if group == .primary {
                    let slot = Self.primarySlot(style, count: fields.count, strip: hasStrip, thumbnail: hasThumbnail)
                    cut = fields.flatMap { field in
                        [("value", slot.valueSize * slot.shrink, false), ("label", slot.labelSize, true)].compactMap { key, size, isLabel in
                            guard let text = shown(field, key), TextWidths.width(of: text, size: size, label: isLabel) > slot.width else { return nil }
                            return (field, key, text)
                        }
                    }
                } else {
                    let width = group == .secondary && hasThumbnail ? Self.contentWidth - 90 - Self.fieldGap : Self.contentWidth
                    let valueSize = group == .header ? 17.0 : 16.0
                    cut = Self.cutInRow(fields.map { ($0, shown($0, "value"), shown($0, "label")) }, width: width, valueSize: valueSize)
                }
                for item in cut where !findings.contains(where: { $0.path == item.field.path(item.key) }) {
                    let place = language.map { " in \($0)" } ?? ""
                    findings.append(finding("the \(item.key) \"\(item.text)\"\(place) is wider than its place on the front, even after Wallet shrinks it, so its end is cut off; shorten it or move it to the back", at: item.field.path(item.key)))
                }
            }
        }
        return findings
    }

    /// The primary field's place by style, as the preview draws it.
    private static func primarySlot(_ style: PassStyle, count: Int, strip: Bool, thumbnail: Bool) -> Slot {
        switch style {
        case .boardingPass: Slot(width: count == 1 ? contentWidth : contentWidth / 2 - 26, valueSize: 44, labelSize: 11, shrink: primaryShrink)
        case .coupon, .storeCard: Slot(width: contentWidth, valueSize: 50, labelSize: 14, shrink: primaryShrink)
        case .eventTicket where strip: Slot(width: contentWidth, valueSize: 36, labelSize: 14, shrink: primaryShrink)
        case .eventTicket, .generic: Slot(width: contentWidth - (thumbnail ? 90 + fieldGap : 0), valueSize: 26, labelSize: 11, shrink: primaryShrink)
        }
    }

    /// The fields of a row whose value or label is cut: the row shrinks to 82 %, then its longest
    /// cells are cut to a common width, short ones keeping theirs (as the preview's rows).
    private static func cutInRow(_ cells: [(field: RawField, value: String?, label: String?)], width: Double, valueSize: Double) -> [(field: RawField, key: String, text: String)] {
        func measured(_ text: String?, _ size: Double, label: Bool) -> Double {
            text.map { TextWidths.width(of: $0, size: size * rowShrink, label: label) } ?? 0
        }
        let widths = cells.map { max(measured($0.value, valueSize, label: false), measured($0.label, 11, label: true)) }
        let gaps = Double(cells.count - 1) * fieldGap
        guard widths.reduce(0, +) + gaps > width else { return [] }
        let cap = RowSharing.commonWidth(widths, available: width - gaps)
        return cells.flatMap { cell in
            [("value", cell.value, measured(cell.value, valueSize, label: false)), ("label", cell.label, measured(cell.label, 11, label: true))].compactMap { key, text, measure in
                guard let text, measure > cap + 0.5 else { return nil }
                return (cell.field, key, text)
            }
        }
    }
}
