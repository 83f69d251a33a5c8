public import Foundation
public import Passbook

/// Draws a Wallet order's summary as Wallet's order view lists it: the merchant, the status in
/// Wallet's words, each fulfillment, the line items and the payment, as PNG, SVG or PDF.
///
/// ```swift
/// let png = try OrderPreview(files: files).render(format: .png)
/// ```
public struct OrderPreview: Sendable {
    /// The order's files, `order.json` among them.
    public var files: [String: Data]
    /// Scale, the reader's languages, time zone and clock, as for passes.
    public var options: PreviewOptions

    /// Prepares a preview of the order in `files`.
    public init(files: [String: Data], options: PreviewOptions = PreviewOptions()) {
        self.files = files
        self.options = options
    }

    /// The status words Wallet shows for each value (Apple's Human Interface Guidelines, order tracking).
    public static let statusWords = [
        "open": "Order Placed", "completed": "Completed", "cancelled": "Canceled", "processing": "Processing",
        "onTheWay": "On the Way", "outForDelivery": "Out for Delivery", "delivered": "Delivered", "shipped": "Shipped",
        "issue": "Issue", "readyForPickup": "Ready for Pickup", "pickedUp": "Picked Up",
    ]

    /// Draws the summary.
    ///
    /// - Throws: ``PassbookError`` with code `render` when `order.json` is missing or is not an order.
    public func render(format: PreviewFormat = .png) throws(PassbookError) -> Data {
        let canvas = try draw(format: format)
        try canvas.checkStatus(Self.operation)
        return format == .png ? try canvas.pngData(operation: Self.operation) : try canvas.finishDocument(operation: Self.operation)
    }

    private static let operation = "draw a preview of the order"

    /// Draws the summary on a new canvas; with `recordingText`, the canvas keeps the text it laid out.
    func draw(format: PreviewFormat = .png, recordingText: Bool = false) throws(PassbookError) -> Canvas {
        let operation = Self.operation
        guard let data = files["order.json"] else {
            throw PassbookError(.render, operation: operation, reason: "the order has no order.json")
        }
        let order: Order
        do {
            order = try JSONDecoder().decode(Order.self, from: data)
        } catch {
            throw PassbookError(.render, operation: operation, reason: "order.json does not read as an order: \(error)", fix: "passbook validate explains what is wrong")
        }
        let (localization, table) = options.readerLanguages.translations(in: files, stringsFileName: PackageKind.order.stringsFileName)
        let content = Content(order: order, table: table, files: files, options: options, localization: localization)
        let scratch = try Canvas(raster: 1, 1, operation: operation)
        let height = max(PreviewMetrics.minimumHeight, content.draw(on: scratch, drawing: false).rounded(.up))
        let width = PreviewMetrics.width
        let canvas = try Canvas(format, width: width, height: height, scale: options.scale, operation: operation)
        canvas.text.language = localization ?? options.readerLanguages.tags.first ?? "en"
        if recordingText { canvas.text.recorded = [] }
        canvas.fillRounded(CanvasRect(x: 0, y: 0, width: width, height: height), radius: PreviewMetrics.cornerRadius, color: .white)
        _ = content.draw(on: canvas, drawing: true)
        return canvas
    }

    /// The texts of one order, laid out top to bottom.
    private struct Content {
        let order: Order
        let table: [String: String]
        let files: [String: Data]
        let options: PreviewOptions
        let localization: String?

        static let ink = RGBA(red: 0.11, green: 0.11, blue: 0.12)
        static let secondary = RGBA(red: 0.43, green: 0.43, blue: 0.45)
        static let accent = RGBA(red: 0.0, green: 0.48, blue: 1.0)
        static let rule = RGBA(red: 0.88, green: 0.88, blue: 0.9)

        func shown(_ text: String?) -> String? { text.map { table[$0] ?? $0 } }

        func money(_ amount: Order.CurrencyAmount?) -> String? {
            guard let amount, let value = Decimal(string: amount.amount, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            formatter.currencyCode = amount.currency
            formatter.locale = locale
            return formatter.string(from: value as NSDecimalNumber) ?? "\(amount.amount) \(amount.currency)"
        }

        var locale: Locale { options.locale ?? options.readerLanguages.locale ?? Locale(identifier: localization ?? "en_US") }

        func date(_ text: String?) -> String? {
            guard let text, let date = RFC3339.date(text) else { return nil }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = options.timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            return formatter.string(from: date)
        }

        /// Draws (or with `drawing` false only measures) every row; returns the height used.
        func draw(on canvas: Canvas, drawing: Bool) -> Double {
            let margin = PreviewMetrics.margin
            let width = PreviewMetrics.width - 2 * margin
            var y = margin
            func text(_ string: String, _ style: TextStyle, lines: Int = 2, x: Double = margin, width: Double = width, align: TextAlign = .natural) -> Double {
                drawing
                    ? canvas.text.draw(string, style, x: x, y: y, width: width, align: align, maxLines: lines)
                    : canvas.text.height(of: string, style, width: width, maxLines: lines)
            }
            func rule() {
                y += 10
                if drawing { canvas.line(from: (margin, y), to: (margin + width, y), color: Self.rule, width: 0.5) }
                y += 10
            }
            // The merchant: its logo (PNG; another format is shown by its initial) and name.
            let name = shown(order.merchant.displayName) ?? order.merchant.displayName
            let logoSide = 44.0
            if drawing {
                let box = CanvasRect(x: margin, y: y, width: logoSide, height: logoSide)
                if let logo = order.merchant.logo, let data = files[logo], let image = try? RasterImage(png: data, name: logo) {
                    canvas.withState {
                        canvas.roundedRectangle(box, radius: 10)
                        canvas.clip()
                        canvas.draw(image, in: box)
                    }
                } else {
                    canvas.fillRounded(box, radius: 10, color: Self.accent)
                    canvas.text.draw(String(name.prefix(1)).uppercased(), TextStyle(size: 22, weight: .semibold, color: .white), x: margin, y: y + 10, width: logoSide, align: .center)
                }
            }
            let nameHeight = text(name, TextStyle(size: 17, weight: .semibold, color: Self.ink), lines: 1, x: margin + logoSide + 12, width: width - logoSide - 12)
            y += nameHeight + 2
            if let number = order.orderNumber {
                _ = text("Order \(number)", TextStyle(size: 13, color: Self.secondary), lines: 1, x: margin + logoSide + 12, width: width - logoSide - 12)
            }
            y = max(y + 18, margin + logoSide) + 14
            // The status in Wallet's words: the first open fulfillment's, else the order's.
            let fulfillmentStatus = order.fulfillments?.first { !["delivered", "pickedUp", "cancelled"].contains($0.status) }?.status
            let status = order.status == "open" ? fulfillmentStatus ?? order.status : order.status
            y += text(OrderPreview.statusWords[status] ?? status, TextStyle(size: 28, weight: .bold, color: Self.ink), lines: 1)
            if let description = shown(order.statusDescription) {
                y += 4 + text(description, TextStyle(size: 15, color: Self.secondary), lines: 3)
            }
            for fulfillment in order.fulfillments ?? [] {
                rule()
                let pickup = fulfillment.fulfillmentType == "pickup"
                y += text((pickup ? "Pickup" : fulfillment.shippingType == "delivery" ? "Delivery" : "Shipment").uppercased(), TextStyle(size: 11, weight: .semibold, color: Self.secondary), lines: 1)
                y += 2 + text(OrderPreview.statusWords[fulfillment.status] ?? fulfillment.status, TextStyle(size: 17, weight: .semibold, color: Self.ink), lines: 1)
                let details: [String?] = pickup
                    ? [shown(fulfillment.displayName), date(fulfillment.pickupAt).map { "From \($0)" }, shown(fulfillment.notes)]
                    : [[fulfillment.carrier, fulfillment.trackingNumber].compactMap(\.self).joined(separator: " · "),
                       date(fulfillment.estimatedDeliveryAt).map { "Expected \($0)" }, date(fulfillment.deliveredAt).map { "Delivered \($0)" }]
                for detail in details.compactMap(\.self) where !detail.isEmpty {
                    y += 2 + text(detail, TextStyle(size: 15, color: Self.secondary), lines: 2)
                }
                if let description = shown(fulfillment.statusDescription) {
                    y += 2 + text(description, TextStyle(size: 15, color: Self.secondary), lines: 3)
                }
            }
            if let items = order.lineItems, !items.isEmpty {
                rule()
                for item in items {
                    let quantity = item.quantity == item.quantity.rounded() ? String(Int(item.quantity)) : String(item.quantity)
                    let price = money(item.price) ?? ""
                    let priceWidth = 90.0
                    let titleHeight = text("\(quantity) × \(shown(item.title) ?? item.title)", TextStyle(size: 15, color: Self.ink), lines: 2, width: width - priceWidth - 8)
                    _ = text(price, TextStyle(size: 15, color: Self.ink), lines: 1, x: margin + width - priceWidth, width: priceWidth, align: .right)
                    y += titleHeight
                    if let subtitle = shown(item.subtitle) {
                        y += text(subtitle, TextStyle(size: 13, color: Self.secondary), lines: 1, width: width - priceWidth - 8)
                    }
                    y += 6
                }
            }
            if let payment = order.payment {
                rule()
                _ = text("Total", TextStyle(size: 17, weight: .semibold, color: Self.ink), lines: 1)
                y += text(money(payment.total) ?? "", TextStyle(size: 17, weight: .semibold, color: Self.ink), lines: 1, align: .right)
                let methods = (payment.paymentMethods ?? []).map { shown($0) ?? $0 }.joined(separator: ", ")
                y += 2 + text([payment.status.capitalized, methods].filter { !$0.isEmpty }.joined(separator: " · "), TextStyle(size: 13, color: Self.secondary), lines: 1)
            }
            rule()
            y += text("Updated \(date(order.updatedAt) ?? order.updatedAt)", TextStyle(size: 12, color: Self.secondary), lines: 1)
            return y + margin
        }
    }
}
