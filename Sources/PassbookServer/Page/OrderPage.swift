import Foundation
import Passbook
import PassbookRendering

/// The HTML of an order's page: the merchant, the order number and status in Wallet's words, the
/// fulfillments and line items, and a "Track with Apple Wallet" link to the signed order, served
/// as `application/vnd.apple.finance.order` (the type Safari and Mail open in Wallet). The same
/// style sheet and Content-Security-Policy as the pass page.
enum OrderPage {
    /// What the page shows of one order.
    struct Content {
        var order: StoredPass
        /// The order's files (order.json and its strings among them).
        var files: [String: Data]
        var token: String
        /// The request's `Accept-Language`.
        var acceptLanguage: String
    }

    static func html(_ content: Content) -> String {
        let readers = PreferredLanguages(acceptLanguage: content.acceptLanguage)
        let (language, table) = readers.translations(in: content.files, stringsFileName: PackageKind.order.stringsFileName)
        let translate = { (text: String) in table[text] ?? text }
        let order = content.files["order.json"].flatMap { try? JSONDecoder().decode(Order.self, from: $0) }
        let pageLanguage = language ?? "en"
        let merchant = order.map { translate($0.merchant.displayName) } ?? "Your order"
        let number = order?.orderNumber.map { "Order \($0)" } ?? "Your order"
        let words = { (status: String) in OrderPreview.statusWords[status] ?? status }
        var rows: [(String, String)] = []
        if let order {
            rows.append(("Status", order.statusDescription.map(translate) ?? words(order.status)))
            for fulfillment in order.fulfillments ?? [] {
                let label = fulfillment.fulfillmentType == "pickup" ? "Pickup" : "Shipment"
                var value = fulfillment.statusDescription.map(translate) ?? words(fulfillment.status)
                if let carrier = fulfillment.carrier { value += " · \(carrier)" }
                if let tracking = fulfillment.trackingNumber { value += " · \(tracking)" }
                rows.append((label, value))
            }
            for item in order.lineItems ?? [] {
                let quantity = item.quantity == item.quantity.rounded() ? String(Int(item.quantity)) : String(item.quantity)
                rows.append((translate(item.title), "× \(quantity)" + (item.price.map { " · \($0.amount) \($0.currency)" } ?? "")))
            }
            if let total = order.payment?.total { rows.append(("Total", "\(total.amount) \(total.currency)")) }
        }
        let query = URLPath.tokenQuery(content.token)
        let identifier = URLPath.segment(content.order.serialNumber)
        let link = "<a class=\"text\" id=\"track-with-wallet\" href=\"/p/\(identifier)/order.order?\(query)\" type=\"\(PackageKind.order.mimeType)\">Track with Apple Wallet</a>"
        return PassPage.document(
            language: pageLanguage, title: "\(merchant): \(number)", heading: number, subtitle: merchant,
            preview: "/p/\(identifier)/preview.png?\(query)", previewAlt: "Summary of \(number)", rows: Array(rows.prefix(20)), buttons: link
        )
    }
}
