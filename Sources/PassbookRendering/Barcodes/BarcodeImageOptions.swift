public import Passbook

/// How a ``BarcodeMatrix`` is drawn: module size, quiet zone and colours.
public struct BarcodeImageOptions: Sendable, Hashable {
    /// Pixels per module in PNG output; SVG units per module in SVG output.
    public var moduleSize: Int
    /// The light margin around the code, in modules; `nil` uses the format's recommended quiet zone.
    public var quietZone: Int?
    /// The bar height of a 1D code, in modules; `nil` uses a quarter of its width, at least 50.
    public var barHeight: Int?
    /// The colour of dark modules.
    public var foreground: PassColor
    /// The colour of light modules and the quiet zone.
    public var background: PassColor

    /// Creates options; the defaults give black modules of 4 pixels on white.
    public init(
        moduleSize: Int = 4,
        quietZone: Int? = nil,
        barHeight: Int? = nil,
        foreground: PassColor = PassColor(red: 0, green: 0, blue: 0),
        background: PassColor = PassColor(red: 255, green: 255, blue: 255)
    ) {
        self.moduleSize = moduleSize
        self.quietZone = quietZone
        self.barHeight = barHeight
        self.foreground = foreground
        self.background = background
    }
}
