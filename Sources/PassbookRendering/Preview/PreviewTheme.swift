import Passbook

/// The colours of a pass, with Wallet's defaults where the pass sets none.
struct PreviewTheme {
    let background: RGBA
    let foreground: RGBA
    let label: RGBA

    init(_ pass: Pass) {
        background = pass.backgroundColor.map { RGBA($0) } ?? RGBA(red: 0.96, green: 0.96, blue: 0.96)
        foreground = pass.foregroundColor.map { RGBA($0) } ?? RGBA(red: 0, green: 0, blue: 0)
        label = pass.labelColor.map { RGBA($0) } ?? foreground
    }
}
