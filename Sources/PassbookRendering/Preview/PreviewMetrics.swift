/// Sizes in points, after Wallet's pass layout on a 375-point-wide card (the width of the strip
/// images Apple specifies).
package enum PreviewMetrics {
    package static let width = 375.0
    package static let minimumHeight = 470.0
    static let margin = 16.0
    static let cornerRadius = 12.0
    static let logoTop = 12.0
    static let logoMaxWidth = 160.0
    static let logoHeight = 50.0
    static let headerBottom = 72.0
    static let fieldGap = 12.0
    static let rowGap = 10.0
    static let thumbnailSize = 90.0
    static let footerMaxWidth = 286.0
    static let footerMaxHeight = 15.0
    /// Strip heights: coupons and store cards, and event tickets.
    static let tallStripHeight = 144.0
    static let eventStripHeight = 98.0
    /// Space between two previews drawn side by side.
    static let sideGap = 24.0
}
