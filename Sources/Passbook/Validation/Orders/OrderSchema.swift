/// The shape of `order.json` as Apple documents it (Wallet Orders' `Order` object and the objects
/// below it): every key with its type, whether it is required, and the format or values of its text.
/// ``OrderValidator`` walks a document against it, and `passbook schema order` prints it.
public struct OrderSchema: Sendable {
    /// What a value must be.
    public indirect enum ValueType: Sendable, Hashable {
        case text(TextFormat)
        /// A JSON number; `integer` when only whole numbers make sense.
        case number(integer: Bool)
        case boolean
        case object(String)
        case array(ValueType)
        /// A shipping or pickup fulfillment, told apart by `fulfillmentType`.
        case fulfillment
    }

    /// What a text value must look like.
    public enum TextFormat: Sendable, Hashable {
        /// Any text Wallet shows, looked up in `order.strings`.
        case localized
        /// Any text not shown or not translated.
        case plain
        /// One of these values exactly.
        case oneOf([String])
        /// An RFC 3339 date-time with seconds and a time zone.
        case dateTime
        /// An ISO 8601 duration such as `PT2H30M`.
        case duration
        /// An absolute URL; `httpsOnly` for the web service's.
        case url(httpsOnly: Bool)
        /// A decimal amount as a string: `"12.50"`.
        case decimal
        /// An ISO 4217 currency code.
        case currency
        /// An ISO 3166 two-letter country code.
        case country
        /// A file of the package; `documents` when PDF is allowed besides PNG and JPEG.
        case file(documents: Bool)
    }

    /// One key of an object.
    public struct Key: Sendable, Hashable {
        public var name: String
        public var type: ValueType
        public var isRequired: Bool
    }

    /// The keys of each object type by name; `Order` is the top level.
    public let objects: [String: [Key]]

    /// Apple's schema, version 1.
    public static let standard = OrderSchema(objects: [
        "Order": [
            key("schemaVersion", .number(integer: true), required: true),
            key("orderTypeIdentifier", .text(.plain), required: true),
            key("orderIdentifier", .text(.plain), required: true),
            key("orderType", .text(.oneOf(["ecommerce"])), required: true),
            key("status", .text(.oneOf(["open", "completed", "cancelled"])), required: true),
            key("createdAt", .text(.dateTime), required: true),
            key("updatedAt", .text(.dateTime), required: true),
            key("merchant", .object("Merchant"), required: true),
            key("orderManagementURL", .text(.url(httpsOnly: false)), required: true),
            key("orderNumber", .text(.plain)),
            key("statusDescription", .text(.localized)),
            key("customer", .object("Customer")),
            key("lineItems", .array(.object("LineItem"))),
            key("fulfillments", .array(.fulfillment)),
            key("payment", .object("Payment")),
            key("barcode", .object("Barcode")),
            key("associatedApplications", .array(.object("Application"))),
            key("associatedApplicationIdentifiers", .array(.text(.plain))),
            key("changeNotifications", .text(.oneOf(["enabled", "disabledIfAppInstalled"]))),
            key("webServiceURL", .text(.url(httpsOnly: true))),
            key("authenticationToken", .text(.plain)),
            key("returns", .array(.object("Return"))),
            key("returnInfo", .object("ReturnInfo")),
            key("orderProvider", .object("OrderProvider")),
        ],
        "Merchant": [
            key("merchantIdentifier", .text(.plain), required: true),
            key("displayName", .text(.localized), required: true),
            key("url", .text(.url(httpsOnly: false)), required: true),
            key("logo", .text(.file(documents: false))),
            key("address", .object("Address")),
            key("businessChatURL", .text(.url(httpsOnly: false))),
            key("contactURL", .text(.url(httpsOnly: false))),
            key("emailAddress", .text(.plain)),
            key("phoneNumber", .text(.plain)),
        ],
        "Address": [
            key("addressLines", .array(.text(.plain))),
            key("locality", .text(.plain)),
            key("subLocality", .text(.plain)),
            key("administrativeArea", .text(.plain)),
            key("subAdministrativeArea", .text(.plain)),
            key("postalCode", .text(.plain)),
            key("countryCode", .text(.country)),
        ],
        "Customer": ["givenName", "familyName", "organizationName", "emailAddress", "phoneNumber"].map { key($0, .text(.plain)) },
        "Application": [
            key("storeIdentifier", .number(integer: true), required: true),
            key("launchURL", .text(.plain)),
            key("customProductPageIdentifier", .text(.plain)),
        ],
        "Barcode": [
            key("format", .text(.oneOf(["qr", "pdf417", "aztec", "code128"])), required: true),
            key("message", .text(.plain), required: true),
            key("messageEncoding", .text(.plain), required: true),
            key("altText", .text(.localized)),
        ],
        "CurrencyAmount": [
            key("amount", .text(.decimal), required: true),
            key("currency", .text(.currency), required: true),
        ],
        "Payment": [
            key("total", .object("CurrencyAmount"), required: true),
            key("status", .text(.oneOf(["pending", "authorized", "paid", "refunded", "declined", "voided"])), required: true),
            key("summaryItems", .array(.object("SummaryItem"))),
            key("paymentMethods", .array(.text(.localized))),
            key("transactions", .array(.object("PaymentTransaction"))),
            key("applePayTransactionIdentifiers", .array(.text(.plain))),
        ],
        "SummaryItem": [
            key("label", .text(.localized), required: true),
            key("value", .object("CurrencyAmount"), required: true),
        ],
        "PaymentTransaction": [
            key("amount", .object("CurrencyAmount"), required: true),
            key("createdAt", .text(.dateTime), required: true),
            key("paymentMethod", .object("PaymentMethod"), required: true),
            key("status", .text(.oneOf(["pending", "approved", "completed", "cancelled", "failed"])), required: true),
            key("transactionType", .text(.oneOf(["purchase", "refund"])), required: true),
            key("applePayTransactionIdentifier", .text(.plain)),
            key("receipt", .text(.file(documents: true))),
        ],
        "PaymentMethod": [key("displayName", .text(.localized), required: true)],
        "LineItem": [
            key("title", .text(.localized), required: true),
            key("quantity", .number(integer: false), required: true),
            key("subtitle", .text(.localized)),
            key("price", .object("CurrencyAmount")),
            key("image", .text(.file(documents: false))),
            key("sku", .text(.plain)),
            key("gtin", .text(.plain)),
        ],
        "ShippingFulfillment": [
            key("fulfillmentType", .text(.oneOf(["shipping"])), required: true),
            key("fulfillmentIdentifier", .text(.plain), required: true),
            key("status", .text(.oneOf(["open", "processing", "onTheWay", "outForDelivery", "delivered", "shipped", "issue", "cancelled"])), required: true),
            key("shippingType", .text(.oneOf(["shipping", "delivery"]))),
            key("carrier", .text(.plain)),
            key("trackingNumber", .text(.plain)),
            key("trackingURL", .text(.url(httpsOnly: false))),
            key("shippedAt", .text(.dateTime)),
            key("estimatedDeliveryAt", .text(.dateTime)),
            key("estimatedDeliveryWindowDuration", .text(.duration)),
            key("deliveredAt", .text(.dateTime)),
            key("recipient", .object("Recipient")),
            key("lineItems", .array(.object("LineItem"))),
            key("notes", .text(.localized)),
            key("statusDescription", .text(.localized)),
        ],
        "Recipient": [
            key("givenName", .text(.plain)),
            key("familyName", .text(.plain)),
            key("organizationName", .text(.plain)),
            key("address", .object("Address")),
        ],
        "PickupFulfillment": [
            key("fulfillmentType", .text(.oneOf(["pickup"])), required: true),
            key("fulfillmentIdentifier", .text(.plain), required: true),
            key("displayName", .text(.localized), required: true),
            key("status", .text(.oneOf(["open", "processing", "readyForPickup", "pickedUp", "issue", "cancelled"])), required: true),
            key("address", .object("Address")),
            key("location", .object("Location")),
            key("barcode", .object("Barcode")),
            key("pickupAt", .text(.dateTime)),
            key("pickupWindowDuration", .text(.duration)),
            key("pickedUpAt", .text(.dateTime)),
            key("lineItems", .array(.object("LineItem"))),
            key("notes", .text(.localized)),
            key("statusDescription", .text(.localized)),
        ],
        "Location": [
            key("latitude", .number(integer: false), required: true),
            key("longitude", .number(integer: false), required: true),
            key("altitude", .number(integer: false)),
        ],
        "Return": [
            key("returnIdentifier", .text(.plain), required: true),
            key("status", .text(.oneOf(["open", "onTheWay", "processing", "issue", "completed", "cancelled"])), required: true),
            key("returnNumber", .text(.plain)),
            key("carrier", .text(.plain)),
            key("initiatedAt", .text(.dateTime)),
            key("dropOffBy", .text(.dateTime)),
            key("returnedAt", .text(.dateTime)),
            key("lineItems", .array(.object("LineItem"))),
            key("returnLabel", .text(.file(documents: true))),
            key("returnManagementURL", .text(.url(httpsOnly: false))),
            key("notes", .text(.localized)),
            key("statusDescription", .text(.localized)),
        ],
        "ReturnInfo": [
            key("returnPolicyURL", .text(.url(httpsOnly: false)), required: true),
            key("returnDeadline", .text(.dateTime)),
            key("displayCountdown", .boolean),
            key("returnManagementURL", .text(.url(httpsOnly: false))),
            key("returnPolicyDescription", .text(.localized)),
        ],
        "OrderProvider": [
            key("displayName", .text(.localized), required: true),
            key("url", .text(.url(httpsOnly: false)), required: true),
            key("trackingLogoNameLightColorScheme", .text(.file(documents: false)), required: true),
            key("trackingLogoNameDarkColorScheme", .text(.file(documents: false)), required: true),
        ],
    ])

    private static func key(_ name: String, _ type: ValueType, required: Bool = false) -> Key {
        Key(name: name, type: type, isRequired: required)
    }

    /// The keys of the object type `name`.
    public func keys(of name: String) -> [Key] {
        objects[name] ?? []
    }
}
