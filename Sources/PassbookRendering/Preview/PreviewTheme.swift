import Passbook

/// The colours of a pass, with Wallet's defaults where the pass sets none.
struct PreviewTheme {
    let background: RGBA
    let foreground: RGBA
    let label: RGBA
    /// Links on the back: Apple's link blue, lightened or darkened until it reads on the background
    /// (WCAG's 4.5:1 for text).
    let link: RGBA
    /// Whether links are underlined too: when their colour alone hardly differs from the text's.
    let underlinesLinks: Bool

    /// Apple's link blue (systemBlue) on light and on dark backgrounds.
    static let linkBlue = RGBA(red: 0, green: 0.478, blue: 1)
    static let darkLinkBlue = RGBA(red: 0.039, green: 0.518, blue: 1)

    init(_ pass: Pass) {
        background = pass.backgroundColor.map { RGBA($0) } ?? RGBA(red: 0.96, green: 0.96, blue: 0.96)
        foreground = pass.foregroundColor.map { RGBA($0) } ?? RGBA(red: 0, green: 0, blue: 0)
        label = pass.labelColor.map { RGBA($0) } ?? foreground
        let isDark = background.luminance < 0.2
        let toward: RGBA = isDark ? .white : .black
        var link = isDark ? Self.darkLinkBlue : Self.linkBlue
        for step in 1...10 where link.contrast(with: background) < 4.5 {
            link = (isDark ? Self.darkLinkBlue : Self.linkBlue).mixed(with: toward, Double(step) / 10)
        }
        self.link = link
        underlinesLinks = link.distance(to: foreground) < 0.5
    }
}
