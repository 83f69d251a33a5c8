/// One piece of text as Pango laid it out on a canvas that records its text: what a reader sees,
/// for checking a preview without reading pixels.
struct DrawnText {
    /// A stretch of the text drawn in a colour of its own (a link on the back).
    struct ColoredRun: Equatable {
        var text: String
        var color: RGBA
    }

    /// The text without markup, as laid out.
    var text: String
    /// The box it was drawn in (its height is the height used).
    var frame: CanvasRect
    /// Whether Pango cut it with an ellipsis.
    var isEllipsized: Bool
    /// The stretches whose colour markup sets.
    var coloredRuns: [ColoredRun]
    /// The characters no installed font has, drawn as the missing-glyph box.
    var unknownGlyphs: Int = 0
}
