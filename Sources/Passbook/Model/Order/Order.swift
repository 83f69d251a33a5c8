import Foundation

/// A Wallet order: the typed form of `order.json` (Apple's `Order` object, schema version 1).
///
/// Dates are kept as the RFC 3339 text the document holds, amounts as decimal strings, so a
/// document read and written back says what it said. Keys Passbook does not model are kept in
/// ``unknownKeys``. ``OrderValidator`` judges a document as Wallet does; this type only reads it.
///
/// ```swift
/// let order = try JSONDecoder().decode(Order.self, from: Data(contentsOf: url.appendingPathComponent("order.json")))
/// print(order.merchant.displayName, order.status)
/// ```
public struct Order: Sendable, Hashable, Codable {
    public var schemaVersion: Int
    public var orderTypeIdentifier: String
    public var orderIdentifier: String
    public var orderType: String
    /// `open`, `completed` or `cancelled`.
    public var status: String
    public var createdAt: String
    public var updatedAt: String
    public var merchant: Merchant
    public var orderManagementURL: String
    public var orderNumber: String?
    public var statusDescription: String?
    public var customer: Customer?
    public var lineItems: [LineItem]?
    public var fulfillments: [Fulfillment]?
    public var payment: Payment?
    public var barcode: Barcode?
    public var associatedApplications: [Application]?
    public var associatedApplicationIdentifiers: [String]?
    public var changeNotifications: String?
    public var webServiceURL: String?
    public var authenticationToken: String?
    public var returns: [Return]?
    public var returnInfo: ReturnInfo?
    public var orderProvider: OrderProvider?
    /// Top-level members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject = JSONObject()

    /// Creates the smallest order Wallet takes.
    public init(
        orderTypeIdentifier: String, orderIdentifier: String, status: String = "open", createdAt: String, updatedAt: String? = nil,
        merchant: Merchant, orderManagementURL: String
    ) {
        schemaVersion = 1
        self.orderTypeIdentifier = orderTypeIdentifier
        self.orderIdentifier = orderIdentifier
        orderType = "ecommerce"
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.merchant = merchant
        self.orderManagementURL = orderManagementURL
    }

    /// The seller.
    public struct Merchant: Sendable, Hashable, Codable {
        public var merchantIdentifier: String
        public var displayName: String
        public var url: String
        public var logo: String?
        public var address: Address?
        public var businessChatURL: String?
        public var contactURL: String?
        public var emailAddress: String?
        public var phoneNumber: String?

        public init(merchantIdentifier: String, displayName: String, url: String, logo: String? = nil) {
            self.merchantIdentifier = merchantIdentifier
            self.displayName = displayName
            self.url = url
            self.logo = logo
        }
    }

    /// A postal address.
    public struct Address: Sendable, Hashable, Codable {
        public var addressLines: [String]?
        public var locality: String?
        public var subLocality: String?
        public var administrativeArea: String?
        public var subAdministrativeArea: String?
        public var postalCode: String?
        public var countryCode: String?
    }

    /// The buyer.
    public struct Customer: Sendable, Hashable, Codable {
        public var givenName: String?
        public var familyName: String?
        public var organizationName: String?
        public var emailAddress: String?
        public var phoneNumber: String?
    }

    /// An app that shows the order.
    public struct Application: Sendable, Hashable, Codable {
        public var storeIdentifier: Int
        public var launchURL: String?
        public var customProductPageIdentifier: String?
    }

    /// A barcode of the order or of a pickup; `format` is `qr`, `pdf417`, `aztec` or `code128`.
    public struct Barcode: Sendable, Hashable, Codable {
        public var format: String
        public var message: String
        public var messageEncoding: String
        public var altText: String?
    }

    /// An amount of money: a decimal string and an ISO 4217 code.
    public struct CurrencyAmount: Sendable, Hashable, Codable {
        public var amount: String
        public var currency: String

        public init(amount: String, currency: String) {
            self.amount = amount
            self.currency = currency
        }
    }

    /// What was paid.
    public struct Payment: Sendable, Hashable, Codable {
        public struct SummaryItem: Sendable, Hashable, Codable {
            public var label: String
            public var value: CurrencyAmount
        }
        public struct Transaction: Sendable, Hashable, Codable {
            public struct Method: Sendable, Hashable, Codable {
                public var displayName: String
            }
            public var amount: CurrencyAmount
            public var createdAt: String
            public var paymentMethod: Method
            public var status: String
            public var transactionType: String
            public var applePayTransactionIdentifier: String?
            public var receipt: String?
        }
        public var total: CurrencyAmount
        /// `pending`, `authorized`, `paid`, `refunded`, `declined` or `voided`.
        public var status: String
        public var summaryItems: [SummaryItem]?
        public var paymentMethods: [String]?
        public var transactions: [Transaction]?
        public var applePayTransactionIdentifiers: [String]?
    }

    /// One product.
    public struct LineItem: Sendable, Hashable, Codable {
        public var title: String
        public var quantity: Double
        public var subtitle: String?
        public var price: CurrencyAmount?
        public var image: String?
        public var sku: String?
        public var gtin: String?

        public init(title: String, quantity: Double, price: CurrencyAmount? = nil) {
            self.title = title
            self.quantity = quantity
            self.price = price
        }
    }

    /// A shipment or a pickup, by `fulfillmentType` (`shipping` or `pickup`); the keys of the other
    /// kind are nil.
    public struct Fulfillment: Sendable, Hashable, Codable {
        public struct Recipient: Sendable, Hashable, Codable {
            public var givenName: String?
            public var familyName: String?
            public var organizationName: String?
            public var address: Address?
        }
        public struct Location: Sendable, Hashable, Codable {
            public var latitude: Double
            public var longitude: Double
            public var altitude: Double?
        }
        public var fulfillmentType: String
        public var fulfillmentIdentifier: String
        public var status: String
        public var lineItems: [LineItem]?
        public var notes: String?
        public var statusDescription: String?
        // Shipping.
        public var shippingType: String?
        public var carrier: String?
        public var trackingNumber: String?
        public var trackingURL: String?
        public var shippedAt: String?
        public var estimatedDeliveryAt: String?
        public var estimatedDeliveryWindowDuration: String?
        public var deliveredAt: String?
        public var recipient: Recipient?
        // Pickup.
        public var displayName: String?
        public var address: Address?
        public var location: Location?
        public var barcode: Barcode?
        public var pickupAt: String?
        public var pickupWindowDuration: String?
        public var pickedUpAt: String?
    }

    /// A return of some of the items.
    public struct Return: Sendable, Hashable, Codable {
        public var returnIdentifier: String
        public var status: String
        public var returnNumber: String?
        public var carrier: String?
        public var initiatedAt: String?
        public var dropOffBy: String?
        public var returnedAt: String?
        public var lineItems: [LineItem]?
        public var returnLabel: String?
        public var returnManagementURL: String?
        public var notes: String?
        public var statusDescription: String?
    }

    /// The return policy.
    public struct ReturnInfo: Sendable, Hashable, Codable {
        public var returnPolicyURL: String
        public var returnDeadline: String?
        public var displayCountdown: Bool?
        public var returnManagementURL: String?
        public var returnPolicyDescription: String?
    }

    /// The platform that provides the order's data for the merchant.
    public struct OrderProvider: Sendable, Hashable, Codable {
        public var displayName: String
        public var url: String
        public var trackingLogoNameLightColorScheme: String
        public var trackingLogoNameDarkColorScheme: String
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schemaVersion, orderTypeIdentifier, orderIdentifier, orderType, status, createdAt, updatedAt, merchant, orderManagementURL
        case orderNumber, statusDescription, customer, lineItems, fulfillments, payment, barcode, associatedApplications
        case associatedApplicationIdentifiers, changeNotifications, webServiceURL, authenticationToken, returns, returnInfo, orderProvider
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        orderTypeIdentifier = try container.decode(String.self, forKey: .orderTypeIdentifier)
        orderIdentifier = try container.decode(String.self, forKey: .orderIdentifier)
        orderType = try container.decode(String.self, forKey: .orderType)
        status = try container.decode(String.self, forKey: .status)
        createdAt = try container.decode(String.self, forKey: .createdAt)
        updatedAt = try container.decode(String.self, forKey: .updatedAt)
        merchant = try container.decode(Merchant.self, forKey: .merchant)
        orderManagementURL = try container.decode(String.self, forKey: .orderManagementURL)
        orderNumber = try container.decodeIfPresent(String.self, forKey: .orderNumber)
        statusDescription = try container.decodeIfPresent(String.self, forKey: .statusDescription)
        customer = try container.decodeIfPresent(Customer.self, forKey: .customer)
        lineItems = try container.decodeIfPresent([LineItem].self, forKey: .lineItems)
        fulfillments = try container.decodeIfPresent([Fulfillment].self, forKey: .fulfillments)
        payment = try container.decodeIfPresent(Payment.self, forKey: .payment)
        barcode = try container.decodeIfPresent(Barcode.self, forKey: .barcode)
        associatedApplications = try container.decodeIfPresent([Application].self, forKey: .associatedApplications)
        associatedApplicationIdentifiers = try container.decodeIfPresent([String].self, forKey: .associatedApplicationIdentifiers)
        changeNotifications = try container.decodeIfPresent(String.self, forKey: .changeNotifications)
        webServiceURL = try container.decodeIfPresent(String.self, forKey: .webServiceURL)
        authenticationToken = try container.decodeIfPresent(String.self, forKey: .authenticationToken)
        returns = try container.decodeIfPresent([Return].self, forKey: .returns)
        returnInfo = try container.decodeIfPresent(ReturnInfo.self, forKey: .returnInfo)
        orderProvider = try container.decodeIfPresent(OrderProvider.self, forKey: .orderProvider)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(orderTypeIdentifier, forKey: .orderTypeIdentifier)
        try container.encode(orderIdentifier, forKey: .orderIdentifier)
        try container.encode(orderType, forKey: .orderType)
        try container.encode(status, forKey: .status)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(merchant, forKey: .merchant)
        try container.encode(orderManagementURL, forKey: .orderManagementURL)
        try container.encodeIfPresent(orderNumber, forKey: .orderNumber)
        try container.encodeIfPresent(statusDescription, forKey: .statusDescription)
        try container.encodeIfPresent(customer, forKey: .customer)
        try container.encodeIfPresent(lineItems, forKey: .lineItems)
        try container.encodeIfPresent(fulfillments, forKey: .fulfillments)
        try container.encodeIfPresent(payment, forKey: .payment)
        try container.encodeIfPresent(barcode, forKey: .barcode)
        try container.encodeIfPresent(associatedApplications, forKey: .associatedApplications)
        try container.encodeIfPresent(associatedApplicationIdentifiers, forKey: .associatedApplicationIdentifiers)
        try container.encodeIfPresent(changeNotifications, forKey: .changeNotifications)
        try container.encodeIfPresent(webServiceURL, forKey: .webServiceURL)
        try container.encodeIfPresent(authenticationToken, forKey: .authenticationToken)
        try container.encodeIfPresent(returns, forKey: .returns)
        try container.encodeIfPresent(returnInfo, forKey: .returnInfo)
        try container.encodeIfPresent(orderProvider, forKey: .orderProvider)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
