import Passbook

/// The outline of a pass, which differs by style as in Wallet: event tickets have a notch at the
/// top, coupons perforated edges, boarding passes a cut-out on each side.
enum CardShape {
    /// Adds the outline of a `style` card of `width × height` to the current path.
    static func addPath(_ style: PassStyle, width: Double, height: Double, on canvas: Canvas) {
        let r = PreviewMetrics.cornerRadius
        switch style {
        case .coupon:
            let notch = 3.5
            let count = Int(width / 12)
            let step = width / Double(count)
            canvas.moveTo(0, 0)
            for index in 0..<count {
                let center = step * (Double(index) + 0.5)
                canvas.lineTo(center - notch, 0)
                canvas.arcNegative(center, 0, radius: notch, from: .pi, to: 0)
            }
            canvas.lineTo(width, 0)
            canvas.lineTo(width, height)
            for index in (0..<count).reversed() {
                let center = step * (Double(index) + 0.5)
                canvas.lineTo(center + notch, height)
                canvas.arcNegative(center, height, radius: notch, from: 0, to: -.pi)
            }
            canvas.lineTo(0, height)
            canvas.closePath()
        case .eventTicket:
            let notch = 18.0
            canvas.moveTo(r, 0)
            canvas.lineTo(width / 2 - notch, 0)
            canvas.arcNegative(width / 2, 0, radius: notch, from: .pi, to: 0)
            canvas.arc(width - r, r, radius: r, from: -.pi / 2, to: 0)
            canvas.arc(width - r, height - r, radius: r, from: 0, to: .pi / 2)
            canvas.arc(r, height - r, radius: r, from: .pi / 2, to: .pi)
            canvas.arc(r, r, radius: r, from: .pi, to: 1.5 * .pi)
            canvas.closePath()
        case .boardingPass:
            let notch = 8.0
            let y = PreviewMetrics.headerBottom
            canvas.moveTo(r, 0)
            canvas.arc(width - r, r, radius: r, from: -.pi / 2, to: 0)
            canvas.arcNegative(width, y, radius: notch, from: -.pi / 2, to: -1.5 * .pi)
            canvas.arc(width - r, height - r, radius: r, from: 0, to: .pi / 2)
            canvas.arc(r, height - r, radius: r, from: .pi / 2, to: .pi)
            canvas.arcNegative(0, y, radius: notch, from: .pi / 2, to: -.pi / 2)
            canvas.arc(r, r, radius: r, from: .pi, to: 1.5 * .pi)
            canvas.closePath()
        case .generic, .storeCard:
            canvas.roundedRectangle(CanvasRect(x: 0, y: 0, width: width, height: height), radius: r)
        }
    }
}
