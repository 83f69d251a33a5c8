/// What the design rules need to know about an image's pixels.
public struct ImageStatistics: Sendable, Hashable {
    /// Share of pixels that are mostly opaque (alpha ≥ 50%).
    public var opaqueShare: Double
    /// The mean color of the opaque pixels, 0…255 per component.
    public var meanColor: (red: Double, green: Double, blue: Double)
    /// Share of opaque pixels that are near-white.
    public var nearWhiteShare: Double
    /// Share of opaque pixels that are colored or dark (not light and neutral).
    public var coloredOrDarkShare: Double

    /// Measures `image` against `thresholds`.
    public init(image: PNGImage, thresholds: ValidationThresholds) {
        var opaque = 0
        var nearWhite = 0
        var coloredOrDark = 0
        var sums = (0.0, 0.0, 0.0)
        let pixels = image.rgba
        let white = thresholds.nearWhiteComponent
        var index = 0
        while index < pixels.count {
            let red = Int(pixels[index]), green = Int(pixels[index + 1]), blue = Int(pixels[index + 2]), alpha = pixels[index + 3]
            index += 4
            guard alpha >= 128 else { continue }
            opaque += 1
            sums.0 += Double(red)
            sums.1 += Double(green)
            sums.2 += Double(blue)
            if red >= white && green >= white && blue >= white { nearWhite += 1 }
            let high = max(red, green, blue), low = min(red, green, blue)
            let saturation = high == 0 ? 0 : Double(high - low) / Double(high)
            let luminance = ColorMath.relativeLuminance(red: red, green: green, blue: blue)
            if luminance < thresholds.logoMinimumLuminance || saturation > thresholds.logoMaximumSaturation {
                coloredOrDark += 1
            }
        }
        let total = Double(image.width * image.height)
        let opaqueCount = Double(max(opaque, 1))
        opaqueShare = Double(opaque) / total
        meanColor = (sums.0 / opaqueCount, sums.1 / opaqueCount, sums.2 / opaqueCount)
        nearWhiteShare = Double(nearWhite) / opaqueCount
        coloredOrDarkShare = Double(coloredOrDark) / opaqueCount
    }

    public static func == (lhs: ImageStatistics, rhs: ImageStatistics) -> Bool {
        lhs.opaqueShare == rhs.opaqueShare && lhs.nearWhiteShare == rhs.nearWhiteShare
            && lhs.coloredOrDarkShare == rhs.coloredOrDarkShare && lhs.meanColor == rhs.meanColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(opaqueShare)
        hasher.combine(nearWhiteShare)
        hasher.combine(coloredOrDarkShare)
    }
}
