/// A rule of a Wallet order (`order.json` and the files beside it), checked by ``OrderValidator``.
/// Evidence is the order format reference (`wallet-order-format.md`) and the Apple pages it cites.
public struct OrderRule: RuleDescription {
    public let id: String
    public let severity: Diagnostic.Severity
    public let concern = RuleConcern.structure
    public let summary: String
    public let evidence: String?

    init(_ id: String, _ severity: Diagnostic.Severity, _ summary: String, evidence: String? = nil) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.evidence = evidence
    }

    static let json = OrderRule(
        "order.json", .error, "order.json is a JSON object",
        evidence: "Apple's Building a distributable order package, Troubleshoot: use the correct JSON syntax"
    )
    static let required = OrderRule(
        "order.key.required", .error, "every required key of Order and of each object in it is present",
        evidence: "Apple's Building a distributable order package, Troubleshoot: order.json contains all the required keys"
    )
    static let type = OrderRule(
        "order.key.type", .error, "every value has its documented JSON type (amounts are strings, quantities numbers) and none is null",
        evidence: "Apple's Order object reference: each key's type"
    )
    static let enumeration = OrderRule(
        "order.value.enum", .error, "statuses, types and barcode formats are exactly one of their documented values (cancelled, qr, …)",
        evidence: "Apple's Building a distributable order package, Troubleshoot: Order.status and the shipping status hold allowed values"
    )
    static let schemaVersion = OrderRule(
        "order.schemaVersion", .error, "schemaVersion is the number 1", evidence: "Apple's Order object reference: schemaVersion 1"
    )
    static let date = OrderRule(
        "order.date.format", .error, "dates are RFC 3339 date-times with seconds and a time zone (2026-03-02T09:15:00Z)",
        evidence: "Apple's Building a distributable order package, Troubleshoot: dates in RFC 3339 format"
    )
    static let fraction = OrderRule("order.date.fraction", .warning, "dates carry no fractional seconds, which no working order shows")
    static let duration = OrderRule(
        "order.duration.format", .error, "durations are ISO 8601 (PT2H30M)",
        evidence: "Apple's Building a distributable order package, Troubleshoot: pickupWindowDuration in ISO 8601 format"
    )
    static let updatedAt = OrderRule(
        "order.updatedAt", .error, "updatedAt is not before createdAt", evidence: "Apple's Order object reference: updatedAt equals createdAt, then increases"
    )
    static let money = OrderRule(
        "order.amount", .error, "amounts are decimal strings with an ISO 4217 currency code", evidence: "Apple's CurrencyAmount reference"
    )
    static let country = OrderRule("order.country", .error, "country codes are two letters (ISO 3166)", evidence: "Apple's Address reference: countryCode")
    static let location = OrderRule("order.location", .error, "latitude is within ±90 and longitude within ±180", evidence: "Apple's Location reference")
    static let url = OrderRule(
        "order.url", .error, "URLs are absolute; webServiceURL is https", evidence: "Apple's Order object reference: webServiceURL pattern ^https://"
    )
    static let token = OrderRule(
        "order.webservice.token", .error, "an order with a webServiceURL has an authenticationToken of 16 characters or more",
        evidence: "Apple's Order object reference: authenticationToken, minimum length 16, required with a web service"
    )
    static let unusedToken = OrderRule("order.webservice.unused", .warning, "an authenticationToken comes with a webServiceURL; alone Wallet ignores it")
    static let duplicate = OrderRule(
        "order.identifier.duplicate", .error, "fulfillmentIdentifier and returnIdentifier are unique within the order",
        evidence: "Apple's ShippingFulfillment and Return references: unique identifiers Wallet matches updates by"
    )
    static let identifier = OrderRule(
        "order.identifier.characters", .warning, "orderTypeIdentifier and orderIdentifier use only A–Z, a–z, 0–9 and . _ ~ -, as they appear in web-service paths"
    )
    static let fileMissing = OrderRule(
        "order.file.missing", .error, "every file order.json names (logo, image, receipt, returnLabel, tracking logos) is in the package",
        evidence: "wallet-order-generator: an order naming a missing image is not a valid order; Apple's Creating the source for an order"
    )
    static let fileFormat = OrderRule(
        "order.file.format", .error, "images are PNG or JPEG (receipts and return labels may be PDF), by their bytes",
        evidence: "Apple's Building a distributable order package, Troubleshoot: the images are in the correct format"
    )
    static let size = OrderRule(
        "order.package.size", .error, "the whole package is under 5 MB", evidence: "Apple's Return reference: the order package must be less than 5 MB"
    )
    static let unknownKey = OrderRule("order.key.unknown", .warning, "every key is one Apple documents, so a misspelt key is not ignored silently")
    static let quantity = OrderRule("order.quantity", .warning, "line-item quantities are positive whole numbers")
    static let wrongKind = OrderRule("order.pass-files", .warning, "an order holds no pass.json or pass.strings, which belong to passes (orders use order.strings)")
    static let strings = OrderRule("order.strings", .warning, "every order.strings parses, and every language defines the same keys")

    /// Every order rule.
    public static let all: [OrderRule] = [
        json, required, type, enumeration, schemaVersion, date, fraction, duration, updatedAt, money, country, location, url, token,
        unusedToken, duplicate, identifier, fileMissing, fileFormat, size, unknownKey, quantity, wrongKind, strings,
    ]

    func finding(_ message: String, at path: String? = nil, file: String? = "order.json") -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, file: file, path: path)
    }
}
