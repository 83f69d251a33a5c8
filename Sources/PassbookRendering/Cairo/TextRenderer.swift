import CCairo
import Foundation

/// Lays text out with Pango on a ``Canvas``: fonts through fontconfig, shaping through HarfBuzz,
/// bidirectional text, wrapping and ellipses.
final class TextRenderer {
    private unowned let canvas: Canvas
    private let pango: OpaquePointer
    /// When set, every piece of text drawn is added to it: the seam tests read layouts through.
    var recorded: [DrawnText]?
    /// The language of the text drawn (`ja`, `zh-Hant`): it picks among a script's fonts (Japanese or
    /// Chinese forms of the same Han characters) and its line-breaking rules.
    var language = "en" {
        didSet { pango_context_set_language(pango, pango_language_from_string(Self.fontconfigLanguage(language))) }
    }

    /// fontconfig knows Chinese by region (`zh-cn`, `zh-tw`, `zh-hk`), not by script.
    static func fontconfigLanguage(_ tag: String) -> String {
        let lowered = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        guard lowered.hasPrefix("zh") else { return lowered }
        if lowered.contains("hk") || lowered.contains("mo") { return "zh-hk" }
        return lowered.contains("hant") || lowered.contains("tw") ? "zh-tw" : "zh-cn"
    }

    init(canvas: Canvas) {
        self.canvas = canvas
        pango = pango_cairo_create_context(canvas.context)
        // No hinting: glyph positions then depend only on the font, not on the machine's fontconfig
        // settings or the output scale, so @1x, @2x and @3x lay out alike and tests stay stable.
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango, options)
        // Not the process's locale: a preview looks the same whatever the machine's settings.
        pango_context_set_language(pango, pango_language_from_string(language))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
    }

    /// The size of `text` on one line, unwrapped.
    func measure(_ text: String, _ style: TextStyle, markup: Bool = false) -> (width: Double, height: Double) {
        withLayout(text, style, markup: markup, width: nil, align: .natural, maxLines: 0) { layout in
            extents(layout)
        }
    }

    /// `style`, made smaller down to `minimumScale` of its size, so that `text` fits `width` on one
    /// line if it can, as Wallet shrinks a long primary value before it cuts it.
    func fitting(_ text: String, _ style: TextStyle, width: Double, minimumScale: Double = 0.6) -> TextStyle {
        let natural = measure(text, style).width
        guard natural > width, natural > 0 else { return style }
        return style.sized(style.size * max(minimumScale, width / natural * 0.999))
    }

    /// The height of one line of `style`.
    func lineHeight(_ style: TextStyle) -> Double {
        measure("Ág", style).height
    }

    /// Draws `text` with its top-left at (`x`, `y`) within `width` points, wrapped to at most
    /// `maxLines` lines (0: no limit) and ended with an ellipsis when cut. Returns the height used.
    @discardableResult
    func draw(
        _ text: String, _ style: TextStyle, x: Double, y: Double, width: Double,
        align: TextAlign = .natural, maxLines: Int = 1, markup: Bool = false
    ) -> Double {
        withLayout(text, style, markup: markup, width: max(1, width), align: align, maxLines: maxLines) { layout in
            canvas.setColor(style.color)
            cairo_move_to(canvas.context, x, y)
            pango_cairo_show_layout(canvas.context, layout)
            let height = extents(layout).height
            if recorded != nil {
                recorded?.append(
                    DrawnText(
                        text: String(cString: pango_layout_get_text(layout)), frame: CanvasRect(x: x, y: y, width: width, height: height),
                        isEllipsized: pango_layout_is_ellipsized(layout) != 0, coloredRuns: coloredRuns(layout),
                        unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout))
                    )
                )
            }
            return height
        }
    }

    /// The stretches of a layout's text that markup gave a colour, adjacent ones of one colour joined.
    private func coloredRuns(_ layout: OpaquePointer) -> [DrawnText.ColoredRun] {
        guard let attributes = pango_layout_get_attributes(layout), let iterator = pango_attr_list_get_iterator(attributes) else { return [] }
        defer { pango_attr_iterator_destroy(iterator) }
        let bytes = Array(String(cString: pango_layout_get_text(layout)).utf8)
        var runs: [(range: Range<Int>, color: RGBA)] = []
        repeat {
            var start: Int32 = 0
            var end: Int32 = 0
            pango_attr_iterator_range(iterator, &start, &end)
            guard let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_FOREGROUND) else { continue }
            let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
            let rgba = RGBA(red: Double(color.red) / 65535, green: Double(color.green) / 65535, blue: Double(color.blue) / 65535)
            // The last range ends at G_MAXINT.
            let range = min(Int(start), bytes.count)..<min(Int(end), bytes.count)
            if let last = runs.last, last.color == rgba, last.range.upperBound == range.lowerBound {
                runs[runs.count - 1].range = last.range.lowerBound..<range.upperBound
            } else if !range.isEmpty {
                runs.append((range, rgba))
            }
        } while pango_attr_iterator_next(iterator) != 0
        return runs.map { DrawnText.ColoredRun(text: String(decoding: bytes[$0.range], as: UTF8.self), color: $0.color) }
    }

    /// The height `text` takes when wrapped to `width`, without drawing.
    func height(of text: String, _ style: TextStyle, width: Double, maxLines: Int = 0, markup: Bool = false) -> Double {
        withLayout(text, style, markup: markup, width: max(1, width), align: .natural, maxLines: maxLines) { extents($0).height }
    }

    private func extents(_ layout: OpaquePointer) -> (width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    private func withLayout<T>(
        _ text: String, _ style: TextStyle, markup: Bool, width: Double?, align: TextAlign, maxLines: Int,
        _ body: (OpaquePointer) -> T
    ) -> T {
        // The context follows the canvas's transform, so text is shaped for the scale it is drawn at.
        pango_cairo_update_context(canvas.context, pango)
        let layout: OpaquePointer = pango_layout_new(pango)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, TextStyle.families)
        pango_font_description_set_weight(font, Self.pangoWeight(style.weight))
        pango_font_description_set_absolute_size(font, style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        // Markup is built by escaping the pass's text, so it parses; should it not, Pango would draw
        // nothing, and the markup shown as text tells more.
        if markup, pango_parse_markup(text, -1, 0, nil, nil, nil, nil) != 0 {
            pango_layout_set_markup(layout, text, -1)
        } else {
            pango_layout_set_text(layout, text, -1)
        }
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if maxLines > 0 {
                // A negative height counts lines: at most `maxLines`, the last one ended with "…".
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, Int32(-maxLines))
            }
        }
        switch align {
        case .natural:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        return body(layout)
    }

    private static func pangoWeight(_ weight: TextStyle.Weight) -> PangoWeight {
        switch weight {
        case .light: PANGO_WEIGHT_LIGHT
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
    }
}
