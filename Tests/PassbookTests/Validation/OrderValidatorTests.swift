import Foundation
import Testing
@testable import Passbook

/// The order rules, each broken once in an otherwise valid order (the spec's checklist 8.2).
@Suite struct OrderValidatorTests {
    /// The rich order of the spec (2.8), shortened: web service, images, a receipt, two languages.
    static func validFiles() -> [String: Data] {
        let order = """
            {"schemaVersion": 1, "orderTypeIdentifier": "order.com.example.shop", "orderIdentifier": "7f3c2a10-5b1e-4c55-9d0a-2f6f1b8e4a11",
             "orderType": "ecommerce", "orderNumber": "ES-10042", "status": "open", "statusDescription": "ORDER_STATUS_SPLIT",
             "createdAt": "2026-03-02T09:15:00Z", "updatedAt": "2026-03-04T16:40:00+01:00",
             "orderManagementURL": "https://shop.example.com/account/orders/10042",
             "webServiceURL": "https://orders.example.com/wallet/", "authenticationToken": "Zq4mT7vB1xK9pR2sW8eY3nH6cJ0dL5fA",
             "merchant": {"merchantIdentifier": "merchant.com.example.shop", "displayName": "Example Shop", "url": "https://shop.example.com/",
                          "logo": "merchant_logo.png", "address": {"addressLines": ["Beispielstrasse 12"], "locality": "Berlin", "countryCode": "DE"}},
             "lineItems": [{"title": "ITEM_MUG_TITLE", "quantity": 2, "price": {"amount": "12.50", "currency": "EUR"}, "image": "mug.jpg"}],
             "fulfillments": [
               {"fulfillmentType": "shipping", "fulfillmentIdentifier": "shp-1", "status": "onTheWay", "carrier": "DHL",
                "estimatedDeliveryAt": "2026-03-05T10:00:00+01:00", "estimatedDeliveryWindowDuration": "PT4H"},
               {"fulfillmentType": "pickup", "fulfillmentIdentifier": "pck-1", "status": "readyForPickup", "displayName": "Example Shop Mitte",
                "pickupAt": "2026-03-04T17:00:00+01:00", "pickupWindowDuration": "PT2H30M", "location": {"latitude": 52.52, "longitude": 13.40},
                "barcode": {"format": "qr", "message": "PICKUP-10042", "messageEncoding": "iso-8859-1"}}],
             "payment": {"total": {"amount": "44.90", "currency": "EUR"}, "status": "paid",
                         "transactions": [{"amount": {"amount": "44.90", "currency": "EUR"}, "createdAt": "2026-03-02T09:15:30Z",
                                           "paymentMethod": {"displayName": "Visa 1234"}, "status": "completed", "transactionType": "purchase",
                                           "receipt": "receipt-10042.pdf"}]}}
            """
        return [
            "order.json": Data(order.utf8),
            "merchant_logo.png": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            "mug.jpg": Data([0xFF, 0xD8, 0xFF, 0xE0]),
            "receipt-10042.pdf": Data("%PDF-1.4\n".utf8),
            "en.lproj/order.strings": Data("\"ORDER_STATUS_SPLIT\" = \"Shipped in two parts\";\n\"ITEM_MUG_TITLE\" = \"Mug\";\n".utf8),
            "de.lproj/order.strings": Data("\"ORDER_STATUS_SPLIT\" = \"In zwei Teilen\";\n\"ITEM_MUG_TITLE\" = \"Becher\";\n".utf8),
        ]
    }

    static func report(_ files: [String: Data]) -> ValidationReport {
        OrderValidator().validate(PassSource(name: "Shop", origin: .memory, files: files))
    }

    /// The valid order with `order.json` edited as JSON text: `old` replaced by `new`.
    static func edited(_ old: String, _ new: String) -> [String: Data] {
        var files = validFiles()
        let text = String(decoding: files["order.json"]!, as: UTF8.self)
        precondition(text.contains(old), "the fixture has no \(old)")
        files["order.json"] = Data(text.replacingOccurrences(of: old, with: new).utf8)
        return files
    }

    @Test func theRichOrderIsValid() {
        let report = Self.report(Self.validFiles())
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    }

    @Test(arguments: [
        // Replaced text, its replacement, the rule, where.
        ("\"schemaVersion\": 1", "\"schemaVersion\": 2", "order.schemaVersion", "schemaVersion"),
        ("\"schemaVersion\": 1", "\"schemaVersion\": \"1\"", "order.key.type", "schemaVersion"),
        ("\"orderType\": \"ecommerce\"", "\"orderType\": \"retail\"", "order.value.enum", "orderType"),
        ("\"status\": \"open\"", "\"status\": \"canceled\"", "order.value.enum", "status"),
        ("\"format\": \"qr\"", "\"format\": \"PKBarcodeFormatQR\"", "order.value.enum", "fulfillments[1].barcode.format"),
        ("\"fulfillmentType\": \"shipping\"", "\"fulfillmentType\": \"delivery\"", "order.value.enum", "fulfillments[0].fulfillmentType"),
        ("\"status\": \"onTheWay\"", "\"status\": \"readyForPickup\"", "order.value.enum", "fulfillments[0].status"),
        ("\"createdAt\": \"2026-03-02T09:15:00Z\"", "\"createdAt\": \"2026-03-02 09:15:00\"", "order.date.format", "createdAt"),
        ("\"createdAt\": \"2026-03-02T09:15:00Z\"", "\"createdAt\": \"2026-03-02T09:15Z\"", "order.date.format", "createdAt"),
        ("\"createdAt\": \"2026-03-02T09:15:00Z\"", "\"createdAt\": \"2026-03-02T09:15:00\"", "order.date.format", "createdAt"),
        ("\"createdAt\": \"2026-03-02T09:15:00Z\"", "\"createdAt\": \"2026-03-02T09:15:00+0100\"", "order.date.format", "createdAt"),
        ("\"createdAt\": \"2026-03-02T09:15:00Z\"", "\"createdAt\": \"2026-03-02T09:15:00.250Z\"", "order.date.fraction", "createdAt"),
        ("\"updatedAt\": \"2026-03-04T16:40:00+01:00\"", "\"updatedAt\": \"2026-03-01T16:40:00+01:00\"", "order.updatedAt", "updatedAt"),
        ("\"pickupWindowDuration\": \"PT2H30M\"", "\"pickupWindowDuration\": \"30 minutes\"", "order.duration.format", "fulfillments[1].pickupWindowDuration"),
        ("\"pickupWindowDuration\": \"PT2H30M\"", "\"pickupWindowDuration\": \"00:30:00\"", "order.duration.format", "fulfillments[1].pickupWindowDuration"),
        ("\"amount\": \"12.50\"", "\"amount\": 12.5", "order.key.type", "lineItems[0].price.amount"),
        ("\"amount\": \"12.50\"", "\"amount\": \"12,50\"", "order.amount", "lineItems[0].price.amount"),
        ("\"currency\": \"EUR\"}, \"image\"", "\"currency\": \"EURO\"}, \"image\"", "order.amount", "lineItems[0].price.currency"),
        ("\"quantity\": 2", "\"quantity\": \"2\"", "order.key.type", "lineItems[0].quantity"),
        ("\"quantity\": 2", "\"quantity\": 1.5", "order.quantity", "lineItems[0].quantity"),
        ("\"countryCode\": \"DE\"", "\"countryCode\": \"DEU\"", "order.country", "merchant.address.countryCode"),
        ("\"latitude\": 52.52", "\"latitude\": 152.52", "order.location", "fulfillments[1].location.latitude"),
        ("\"webServiceURL\": \"https://orders.example.com/wallet/\"", "\"webServiceURL\": \"http://orders.example.com/wallet/\"", "order.url", "webServiceURL"),
        ("\"orderManagementURL\": \"https://shop.example.com/account/orders/10042\"", "\"orderManagementURL\": \"account/orders\"", "order.url", "orderManagementURL"),
        ("\"authenticationToken\": \"Zq4mT7vB1xK9pR2sW8eY3nH6cJ0dL5fA\"", "\"authenticationToken\": \"123456789012345\"", "order.webservice.token", "authenticationToken"),
        (", \"authenticationToken\": \"Zq4mT7vB1xK9pR2sW8eY3nH6cJ0dL5fA\"", "", "order.webservice.token", "webServiceURL"),
        ("\"webServiceURL\": \"https://orders.example.com/wallet/\", ", "", "order.webservice.unused", "authenticationToken"),
        ("\"fulfillmentIdentifier\": \"pck-1\"", "\"fulfillmentIdentifier\": \"shp-1\"", "order.identifier.duplicate", "fulfillments[1].fulfillmentIdentifier"),
        ("\"orderIdentifier\": \"7f3c2a10-5b1e-4c55-9d0a-2f6f1b8e4a11\"", "\"orderIdentifier\": \"order 10042/A\"", "order.identifier.characters", "orderIdentifier"),
        ("\"logo\": \"merchant_logo.png\"", "\"logo\": \"missing.png\"", "order.file.missing", "merchant.logo"),
        ("\"orderNumber\"", "\"ordreNumber\"", "order.key.unknown", "ordreNumber"),
        ("\"merchantIdentifier\": \"merchant.com.example.shop\", ", "", "order.key.required", "merchant.merchantIdentifier"),
        ("\"orderNumber\": \"ES-10042\"", "\"orderNumber\": null", "order.key.type", "orderNumber"),
    ])
    func eachRuleFiresOnItsDefect(old: String, new: String, rule: String, path: String) {
        let report = Self.report(Self.edited(old, new))
        let found = report.diagnostics.filter { $0.id == rule }
        #expect(found.contains { $0.path == path }, "\(rule) at \(path)? got \(report.diagnostics.map(\.description))")
        let severity = OrderRule.all.first { $0.id == rule }?.severity
        #expect(found.allSatisfy { $0.severity == severity })
    }

    @Test func everyRequiredKeyOfTheOrderIsRequired() throws {
        for key in ["schemaVersion", "orderTypeIdentifier", "orderIdentifier", "orderType", "status", "createdAt", "updatedAt", "merchant", "orderManagementURL"] {
            var files = Self.validFiles()
            var json = try #require(try JSONSerialization.jsonObject(with: files["order.json"]!) as? [String: Any])
            json[key] = nil
            files["order.json"] = try JSONSerialization.data(withJSONObject: json)
            let report = Self.report(files)
            #expect(report.diagnostics.contains { $0.id == "order.key.required" && $0.path == key }, "\(key): \(report.diagnostics.map(\.description))")
            #expect(!report.isValid)
        }
    }

    @Test func thePackageRulesFire() {
        var files = Self.validFiles()
        files["mug.jpg"] = Data("GIF89a".utf8)
        files["pass.json"] = Data("{}".utf8)
        files["de.lproj/order.strings"] = Data("\"ORDER_STATUS_SPLIT\" = \"In zwei Teilen\";\n".utf8)
        files["big.bin"] = Data(count: OrderValidator.maximumByteCount)
        let report = Self.report(files)
        let ids = Set(report.diagnostics.map(\.id))
        for id in ["order.file.format", "order.pass-files", "order.strings", "order.package.size"] {
            #expect(ids.contains(id), "\(id): \(report.diagnostics.map(\.description))")
        }
        #expect(Self.report(["manifest.json": Data()]).diagnostics.contains { $0.id == "order.key.required" })
        var notJSON = Self.validFiles()
        notJSON["order.json"] = Data("[1]".utf8)
        #expect(Self.report(notJSON).diagnostics.contains { $0.id == "order.json" })
    }

    @Test func theRulesAreListedOnceWithEvidenceForErrors() {
        let ids = PassValidator.describedRules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(OrderRule.all.allSatisfy { $0.severity != .error || $0.evidence != nil })
    }

    @Test func theModelReadsEveryKeyTheSchemaNames() throws {
        let order = try JSONDecoder().decode(Order.self, from: Self.validFiles()["order.json"]!)
        #expect(order.merchant.displayName == "Example Shop")
        #expect(order.fulfillments?.map(\.fulfillmentType) == ["shipping", "pickup"])
        #expect(order.payment?.transactions?.first?.receipt == "receipt-10042.pdf")
        // The model's top-level keys are the schema's, so neither drifts from the other.
        let modelKeys = Set(Order.CodingKeys.allCases.map(\.rawValue))
        #expect(modelKeys == Set(OrderSchema.standard.keys(of: "Order").map(\.name)))
        // Unknown keys survive a round trip.
        var text = String(decoding: Self.validFiles()["order.json"]!, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"orderNumber\"", with: "\"futureKey\": {\"a\": 1}, \"orderNumber\"")
        let extended = try JSONDecoder().decode(Order.self, from: Data(text.utf8))
        #expect(extended.unknownKeys["futureKey"] != nil)
        let again = try JSONDecoder().decode(Order.self, from: JSONEncoder().encode(extended))
        #expect(again == extended)
    }

    @Test func rfc3339IsReadStrictly() {
        #expect(RFC3339.date("2026-03-02T09:15:00Z") == Date(timeIntervalSince1970: 1_772_442_900))
        #expect(RFC3339.date("2026-03-02T10:15:00+01:00") == Date(timeIntervalSince1970: 1_772_442_900))
        #expect(RFC3339.date("2026-02-30T10:15:00Z") == nil)
        #expect(RFC3339.date("2026-03-02T09:15:00") == nil)
        #expect(RFC3339.date("2026-03-02T09:15:00.5Z") != nil)
    }
}
