import Foundation
import Passbook

/// What `passbook inspect` shows of a Wallet order: merchant, status, line items, fulfillments and
/// payment, as Wallet's order view lists them, then its files and signer.
struct OrderSummary: Codable {
    struct LineItem: Codable {
        var title: String
        var subtitle: String?
        var quantity: Double
        var price: String?
    }
    struct Fulfillment: Codable {
        var kind: String
        var identifier: String
        var status: String
        var detail: String?
    }
    var kind = "order"
    var orderTypeIdentifier: String
    var orderIdentifier: String
    var orderNumber: String?
    var merchant: String
    var status: String
    var statusDescription: String?
    var createdAt: String
    var updatedAt: String
    var lineItems: [LineItem]
    var fulfillments: [Fulfillment]
    var payment: String?
    var webServiceURL: String?
    var localization: String?
    var files: [InspectCommand.Summary.File]
    var signature: InspectCommand.Summary.Signature?
    var diagnostics: [String]

    /// The summary of an order's files; texts in the localization `readers` get.
    init(files: [String: Data], name: String, signature: InspectCommand.Summary.Signature?, readers: PreferredLanguages) throws {
        guard let data = files["order.json"] else {
            throw PassbookError(.invalidPackage, operation: "read the order \(name)", reason: "it has no order.json")
        }
        let order = try JSONDecoder().decode(Order.self, from: data)
        let table: [String: String]
        (localization, table) = readers.translations(in: files, stringsFileName: PackageKind.order.stringsFileName)
        func shown(_ text: String?) -> String? { text.map { table[$0] ?? $0 } }
        func money(_ amount: Order.CurrencyAmount?) -> String? { amount.map { "\($0.amount) \($0.currency)" } }
        orderTypeIdentifier = order.orderTypeIdentifier
        orderIdentifier = order.orderIdentifier
        orderNumber = order.orderNumber
        merchant = shown(order.merchant.displayName) ?? order.merchant.displayName
        status = order.status
        statusDescription = shown(order.statusDescription)
        createdAt = order.createdAt
        updatedAt = order.updatedAt
        lineItems = (order.lineItems ?? []).map { LineItem(title: shown($0.title) ?? $0.title, subtitle: shown($0.subtitle), quantity: $0.quantity, price: money($0.price)) }
        fulfillments = (order.fulfillments ?? []).map { fulfillment in
            let detail: String? = fulfillment.fulfillmentType == "pickup"
                ? [shown(fulfillment.displayName), fulfillment.pickupAt.map { "from \($0)" }].compactMap(\.self).joined(separator: " ")
                : [fulfillment.carrier, fulfillment.trackingNumber, fulfillment.estimatedDeliveryAt.map { "expected \($0)" }].compactMap(\.self).joined(separator: " ")
            return Fulfillment(kind: fulfillment.fulfillmentType, identifier: fulfillment.fulfillmentIdentifier, status: fulfillment.status, detail: detail?.isEmpty == false ? detail : nil)
        }
        payment = order.payment.map { "\(money($0.total) ?? "") \($0.status)" }
        webServiceURL = order.webServiceURL
        self.files = files.map { InspectCommand.Summary.File(path: $0.key, bytes: $0.value.count) }.sorted { $0.path < $1.path }
        self.signature = signature
        diagnostics = []
    }

    /// The text `inspect` prints.
    var text: String {
        var lines = [
            "Kind:           Wallet order",
            "Merchant:       \(merchant)",
            "Order type ID:  \(orderTypeIdentifier)",
            "Order:          \(orderIdentifier)\(orderNumber.map { " (number \($0))" } ?? "")",
            "Status:         \(status)\(statusDescription.map { " — \($0)" } ?? "")",
            "Created:        \(createdAt)",
            "Updated:        \(updatedAt)",
        ]
        if let localization { lines.append("Localization:   \(localization)") }
        lines.append("Line items:\(lineItems.isEmpty ? " none" : "")")
        for item in lineItems {
            let quantity = item.quantity == item.quantity.rounded() ? String(Int(item.quantity)) : String(item.quantity)
            lines.append("  \(quantity) × \(item.title)\(item.subtitle.map { " (\($0))" } ?? "")\(item.price.map { ", \($0)" } ?? "")")
        }
        lines.append("Fulfillments:\(fulfillments.isEmpty ? " none" : "")")
        for fulfillment in fulfillments {
            lines.append("  \(fulfillment.kind) \(fulfillment.identifier): \(fulfillment.status)\(fulfillment.detail.map { ", \($0)" } ?? "")")
        }
        lines.append("Payment:        \(payment ?? "none")")
        lines.append("Web service:    \(webServiceURL ?? "none (the order is never updated)")")
        lines.append("Files:")
        for file in files {
            lines.append("  \(String(file.bytes).leftPadded(to: 9)) \(file.path)")
        }
        lines += signatureLines(signature)
        return lines.joined(separator: "\n")
    }
}
