/// The background image of an event ticket as Wallet shows it: scaled to fill the card, cropped
/// and blurred.
enum BlurredBackground {
    /// Blurred at half a pixel per point: the blur removes the detail a finer grid would keep, and
    /// the work stays small at every scale.
    static let pixelsPerPoint = 0.5
    static let blurRadius = 6

    static func draw(_ image: RasterImage, on canvas: Canvas, width: Double, height: Double) {
        let target = RasterImage(width: Int((width * pixelsPerPoint).rounded(.up)), height: Int((height * pixelsPerPoint).rounded(.up)))
        target.draw { context in
            let fill = max(Double(target.width) / Double(image.width), Double(target.height) / Double(image.height))
            let drawn = (width: Double(image.width) * fill, height: Double(image.height) * fill)
            image.paint(into: context, x: (Double(target.width) - drawn.width) / 2, y: (Double(target.height) - drawn.height) / 2, scale: fill)
        }
        target.blur(radius: blurRadius)
        canvas.draw(target, in: CanvasRect(x: 0, y: 0, width: width, height: height))
    }
}
