import Foundation
import Passbook
import Testing

@testable import PassbookRendering

/// An order drawn as Wallet's order view lists it.
@Suite struct OrderPreviewTests {
    static let order = """
        {"schemaVersion": 1, "orderTypeIdentifier": "order.com.example.shop", "orderIdentifier": "o-1", "orderType": "ecommerce",
         "orderNumber": "ES-10042", "status": "open", "statusDescription": "STATUS", "createdAt": "2026-03-02T09:15:00Z", "updatedAt": "2026-03-04T16:40:00+01:00",
         "orderManagementURL": "https://shop.example.com/o/1",
         "merchant": {"merchantIdentifier": "merchant.com.example.shop", "displayName": "Example Shop", "url": "https://shop.example.com/", "logo": "logo.jpg"},
         "lineItems": [{"title": "MUG", "quantity": 2, "price": {"amount": "12.50", "currency": "EUR"}}, {"title": "Tea sampler", "quantity": 1, "price": {"amount": "19.90", "currency": "EUR"}}],
         "fulfillments": [{"fulfillmentType": "shipping", "fulfillmentIdentifier": "s", "status": "onTheWay", "carrier": "DHL", "trackingNumber": "0034"},
                          {"fulfillmentType": "pickup", "fulfillmentIdentifier": "p", "status": "readyForPickup", "displayName": "Example Shop Mitte"}],
         "payment": {"total": {"amount": "44.90", "currency": "EUR"}, "status": "paid", "paymentMethods": ["Visa 1234"]}}
        """

    static func files() -> [String: Data] {
        [
            "order.json": Data(order.utf8), "logo.jpg": Data([0xFF, 0xD8, 0xFF, 0xE0]),
            "en.lproj/order.strings": Data("\"STATUS\" = \"Shipped in two parts\";\n\"MUG\" = \"Mug\";\n".utf8),
            "de.lproj/order.strings": Data("\"STATUS\" = \"In zwei Teilen verschickt\";\n\"MUG\" = \"Becher\";\n".utf8),
        ]
    }

    static func drawn(_ languages: [String]) throws -> [String] {
        let options = PreviewOptions(scale: 1, languages: PreferredLanguages(languages), timeZone: TimeZone(identifier: "UTC")!)
        let canvas = try OrderPreview(files: files(), options: options).draw(recordingText: true)
        return withExtendedLifetime(canvas) { (canvas.text.recorded ?? []).map(\.text) }
    }

    @Test func theSummaryShowsWhatWalletLists() throws {
        let texts = try Self.drawn(["en-US"])
        for expected in ["Example Shop", "Order ES-10042", "On the Way", "Shipped in two parts", "SHIPMENT", "DHL · 0034", "PICKUP", "Ready for Pickup",
                         "Example Shop Mitte", "2 × Mug", "€12.50", "Total", "€44.90", "Paid · Visa 1234"] {
            #expect(texts.contains(expected), "\(expected) not in \(texts)")
        }
        let german = try Self.drawn(["de-DE"])
        #expect(german.contains("2 × Becher") && german.contains("In zwei Teilen verschickt"), "\(german)")
    }

    @Test func everyFormatRenders() throws {
        for format in [PreviewFormat.png, .svg, .pdf] {
            let data = try OrderPreview(files: Self.files()).render(format: format)
            #expect(data.count > 1000)
        }
        #expect(throws: PassbookError.self) { try OrderPreview(files: ["order.json": Data("{}".utf8)]).render() }
    }
}
