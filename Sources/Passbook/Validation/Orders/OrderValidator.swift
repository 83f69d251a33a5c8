import Foundation

/// Checks a Wallet order against the rules of the order format (``OrderRule``): `order.json`
/// against ``OrderSchema``, the files it names, the package's size and its localizations.
///
/// ```swift
/// let report = OrderValidator().validate(try PassSource(folder: URL(fileURLWithPath: "Shop.order")))
/// ```
public struct OrderValidator: Sendable {
    /// How findings are filtered and weighed, as for passes.
    public var options: ValidationOptions
    /// The schema `order.json` is checked against.
    public var schema: OrderSchema

    /// The largest package Wallet takes: 5 MB.
    public static let maximumByteCount = 5 * 1024 * 1024

    /// Creates a validator.
    public init(options: ValidationOptions = ValidationOptions(), schema: OrderSchema = .standard) {
        self.options = options
        self.schema = schema
    }

    /// Validates an order's files as they were found (a folder or a `.order` archive).
    public func validate(_ source: PassSource) -> ValidationReport {
        validateDecoding(source).report
    }

    /// Validates and returns `order.json` as parsed, for a caller that signs it next.
    public func validateDecoding(_ source: PassSource) -> (report: ValidationReport, json: JSONObject?) {
        var findings = source.diagnostics
        var json: JSONObject?
        if let data = source.files["order.json"] {
            do {
                let parsed = try JSONParser(mode: .lenient).parse(data, file: "order.json")
                findings += parsed.diagnostics
                if let object = parsed.value.objectValue {
                    json = object
                    var walk = Walk(schema: schema, files: source.files)
                    walk.object(object, type: "Order", path: [])
                    findings += walk.findings
                    findings += Self.orderRules(object)
                } else {
                    findings.append(OrderRule.json.finding("order.json holds \(parsed.value.kindDescription), not a JSON object"))
                }
            } catch {
                findings.append(OrderRule.json.finding("order.json is not JSON Wallet can read: \(error)"))
            }
        } else {
            findings.append(OrderRule.required.finding("the order has no order.json; add the Order document at the package's top level", file: nil))
        }
        findings += Self.packageRules(source.files)
        var shown: [Diagnostic] = []
        for var finding in findings where !options.isDisabled(finding.id) {
            finding.severity = options.severity(of: finding)
            if finding.severity == .hint, !options.reportsHints { continue }
            shown.append(finding)
        }
        return (ValidationReport(name: source.name, diagnostics: shown), json)
    }

    /// The rules that read several keys at once.
    private static func orderRules(_ order: JSONObject) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if let version = order["schemaVersion"]?.numberValue, version.text != "1" {
            findings.append(OrderRule.schemaVersion.finding("schemaVersion is \(version.text); the only version is 1", at: "schemaVersion"))
        }
        if let created = order["createdAt"]?.stringValue.flatMap(RFC3339.date), let updated = order["updatedAt"]?.stringValue.flatMap(RFC3339.date), updated < created {
            findings.append(OrderRule.updatedAt.finding("updatedAt is before createdAt; an order is updated after it is made", at: "updatedAt"))
        }
        let token = order["authenticationToken"]?.stringValue
        if order["webServiceURL"] != nil {
            if let token {
                if token.count < 16 {
                    findings.append(OrderRule.token.finding("authenticationToken has \(token.count) characters; Apple requires at least 16 (use 32 random URL-safe ones)", at: "authenticationToken"))
                }
            } else {
                findings.append(OrderRule.token.finding("webServiceURL is given without authenticationToken, which Wallet needs to call it; add one of at least 16 random characters", at: "webServiceURL"))
            }
        } else if token != nil {
            findings.append(OrderRule.unusedToken.finding("authenticationToken without webServiceURL is ignored; add the web service's URL or drop the token", at: "authenticationToken"))
        }
        for key in ["orderTypeIdentifier", "orderIdentifier"] {
            guard let value = order[key]?.stringValue, !value.isEmpty else { continue }
            if !value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._~-".contains($0)) }) {
                findings.append(OrderRule.identifier.finding("\(key) \"\(value)\" holds characters that must be escaped in web-service paths; use A–Z, a–z, 0–9 and . _ ~ -", at: key))
            }
        }
        for (arrayKey, idKey) in [("fulfillments", "fulfillmentIdentifier"), ("returns", "returnIdentifier")] {
            var seen: [String: Int] = [:]
            for (index, element) in (order[arrayKey]?.arrayValue ?? []).enumerated() {
                guard let id = element.objectValue?[idKey]?.stringValue else { continue }
                if let first = seen[id] {
                    findings.append(OrderRule.duplicate.finding("\(idKey) \"\(id)\" is already used by \(arrayKey)[\(first)]; Wallet tells entries apart by it", at: "\(arrayKey)[\(index)].\(idKey)"))
                } else {
                    seen[id] = index
                }
            }
        }
        return findings
    }

    /// The rules about the files of the package.
    private static func packageRules(_ files: [String: Data]) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let bytes = files.values.reduce(0) { $0 + $1.count }
        if bytes >= maximumByteCount {
            findings.append(OrderRule.size.finding("the package's files are \(bytes) bytes; Wallet takes orders under 5 MB (make images and receipts smaller)", file: nil))
        }
        for path in files.keys.sorted() where path == "pass.json" || path.hasSuffix(".lproj/pass.strings") {
            findings.append(OrderRule.wrongKind.finding("\(path) belongs to a pass; an order's strings are <language>.lproj/order.strings", file: path))
        }
        var tables: [String: Set<String>] = [:]
        for language in PreferredLanguages.localizations(in: files.keys, stringsFileName: PackageKind.order.stringsFileName) {
            let path = "\(language).lproj/\(PackageKind.order.stringsFileName)"
            do {
                tables[language] = Set(try StringsFile(data: files[path]!, file: path).table.keys)
            } catch {
                findings.append(OrderRule.strings.finding("\(path) cannot be read: \(error)", file: path))
            }
        }
        let allKeys = tables.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for (language, keys) in tables.sorted(by: { $0.key < $1.key }) where keys != allKeys {
            let missing = allKeys.subtracting(keys).sorted()
            findings.append(OrderRule.strings.finding("\(language) lacks \(LocalizationKeysRule.list(missing)), which other languages define; give every language the same keys", file: "\(language).lproj/order.strings"))
        }
        return findings
    }

    /// One walk of a document against the schema.
    private struct Walk {
        let schema: OrderSchema
        let files: [String: Data]
        var findings: [Diagnostic] = []

        mutating func object(_ object: JSONObject, type: String, path: [JSONPath.Component]) {
            let keys = schema.keys(of: type)
            let known = Set(keys.map(\.name))
            for key in keys where key.isRequired && object[key.name] == nil {
                findings.append(OrderRule.required.finding("\(type) needs \(key.name); Wallet refuses an order without it", at: Self.string(path + [.key(key.name)])))
            }
            for name in object.keys {
                let value = object[name]!
                let here = path + [.key(name)]
                guard let key = keys.first(where: { $0.name == name }) else {
                    let nearest = EditDistance.closest(to: name, among: Array(known))
                    findings.append(OrderRule.unknownKey.finding("\(type) has no key \(name), so Wallet ignores it\(nearest.map { "; did you mean \($0)?" } ?? "")", at: Self.string(here)))
                    continue
                }
                self.value(value, type: key.type, path: here)
            }
        }

        mutating func value(_ value: JSONValue, type: OrderSchema.ValueType, path: [JSONPath.Component]) {
            let at = Self.string(path)
            if value.isNull {
                findings.append(OrderRule.type.finding("\(at) is null; leave an optional key out instead", at: at))
                return
            }
            switch type {
            case .text(let format):
                guard let text = value.stringValue else { return mismatch(value, "a string", at) }
                self.text(text, format: format, at: at, key: path.last)
            case .number(let integer):
                guard let number = value.numberValue else { return mismatch(value, "a number", at) }
                if integer, !number.isIntegerLiteral { return mismatch(value, "a whole number", at) }
                if case .key("quantity")? = path.last, !number.isIntegerLiteral || number.doubleValue <= 0 {
                    findings.append(OrderRule.quantity.finding("quantity \(number.text) is not a positive whole number", at: at))
                }
                if case .key(let name)? = path.last, name == "latitude" || name == "longitude" {
                    let limit = name == "latitude" ? 90.0 : 180.0
                    if abs(number.doubleValue) > limit {
                        findings.append(OrderRule.location.finding("\(name) \(number.text) is outside ±\(Int(limit))", at: at))
                    }
                }
            case .boolean:
                if value.boolValue == nil { mismatch(value, "true or false", at) }
            case .object(let name):
                guard let object = value.objectValue else { return mismatch(value, "an object (\(name))", at) }
                self.object(object, type: name, path: path)
            case .array(let element):
                guard let array = value.arrayValue else { return mismatch(value, "an array", at) }
                for (index, item) in array.enumerated() {
                    self.value(item, type: element, path: path + [.index(index)])
                }
            case .fulfillment:
                guard let object = value.objectValue else { return mismatch(value, "an object (a fulfillment)", at) }
                switch object["fulfillmentType"]?.stringValue {
                case "shipping"?: self.object(object, type: "ShippingFulfillment", path: path)
                case "pickup"?: self.object(object, type: "PickupFulfillment", path: path)
                case let other:
                    let said = other.map { "\"\($0)\"" } ?? "missing"
                    findings.append(OrderRule.enumeration.finding("fulfillmentType is \(said); it must be shipping or pickup", at: Self.string(path + [.key("fulfillmentType")])))
                }
            }
        }

        mutating func text(_ text: String, format: OrderSchema.TextFormat, at: String, key: JSONPath.Component?) {
            switch format {
            case .localized, .plain:
                break
            case .oneOf(let values):
                if !values.contains(text) {
                    let nearest = EditDistance.closest(to: text, among: values)
                    findings.append(OrderRule.enumeration.finding("\"\(text)\" is not one of \(values.joined(separator: ", "))\(nearest.map { "; did you mean \($0)?" } ?? "")", at: at))
                }
            case .dateTime:
                if RFC3339.date(text) == nil {
                    findings.append(OrderRule.date.finding("\"\(text)\" is not an RFC 3339 date-time with seconds and a time zone, such as 2026-03-02T09:15:00Z", at: at))
                } else if text.contains(".") {
                    findings.append(OrderRule.fraction.finding("\"\(text)\" has fractional seconds; write whole seconds", at: at))
                }
            case .duration:
                if !Self.isDuration(text) {
                    findings.append(OrderRule.duration.finding("\"\(text)\" is not an ISO 8601 duration such as PT30M or PT2H30M", at: at))
                }
            case .url(let httpsOnly):
                guard let url = URL(string: text), let scheme = url.scheme, url.host != nil || scheme == "mailto" else {
                    findings.append(OrderRule.url.finding("\"\(text)\" is not an absolute URL", at: at))
                    return
                }
                if httpsOnly, scheme.lowercased() != "https" {
                    findings.append(OrderRule.url.finding("\(text) is not https; Wallet calls only an https web service", at: at))
                }
            case .decimal:
                let parts = text.split(separator: ".", omittingEmptySubsequences: false)
                if parts.count > 2 || parts.isEmpty || parts.contains(where: { $0.isEmpty || !$0.allSatisfy(\.isASCII) || !$0.allSatisfy(\.isNumber) }) {
                    findings.append(OrderRule.money.finding("amount \"\(text)\" is not a decimal such as 12.50", at: at))
                }
            case .currency:
                if !Self.currencies.contains(text) {
                    findings.append(OrderRule.money.finding("\"\(text)\" is not an ISO 4217 currency code such as EUR or USD", at: at))
                }
            case .country:
                if text.count != 2 || !text.allSatisfy({ $0.isASCII && $0.isUppercase }) {
                    findings.append(OrderRule.country.finding("countryCode \"\(text)\" is not a two-letter ISO 3166 code such as DE", at: at))
                }
            case .file(let documents):
                guard let data = files[text] else {
                    findings.append(OrderRule.fileMissing.finding("\(text) is not in the package; add it beside order.json or correct the name", at: at))
                    return
                }
                let isPNG = data.starts(with: [0x89, 0x50, 0x4E, 0x47])
                let isJPEG = data.starts(with: [0xFF, 0xD8, 0xFF])
                let isPDF = data.starts(with: Array("%PDF-".utf8))
                if !(isPNG || isJPEG || (documents && isPDF)) {
                    findings.append(OrderRule.fileFormat.finding("\(text) is not \(documents ? "a PNG, JPEG or PDF" : "a PNG or JPEG") file (by its bytes)", at: at, file: "order.json"))
                }
            }
        }

        mutating func mismatch(_ value: JSONValue, _ expected: String, _ at: String) {
            findings.append(OrderRule.type.finding("\(at) is \(value.kindDescription); it must be \(expected)", at: at))
        }

        static func string(_ path: [JSONPath.Component]) -> String {
            JSONPath.string(path)
        }

        /// `P[n]Y[n]M[n]W[n]D[T[n]H[n]M[n]S]`, at least one part, `T` followed by a time part.
        static func isDuration(_ text: String) -> Bool {
            var rest = Substring(text)
            guard rest.first == "P" else { return false }
            rest = rest.dropFirst()
            var inTime = false
            var parts = 0
            var number = ""
            for character in rest {
                if character.isNumber || character == "." || character == "," {
                    number.append(character)
                } else if character == "T", !inTime, number.isEmpty {
                    inTime = true
                } else if (inTime ? "HMS" : "YMWD").contains(character), !number.isEmpty {
                    number = ""
                    parts += 1
                } else {
                    return false
                }
            }
            return parts > 0 && number.isEmpty && !(inTime && !text.contains(where: { "HMS".contains($0) }))
        }

        /// Whether `text` names an ISO 4217 currency: `Locale`'s list, which Foundation keeps current.
        static var currencies: Set<String> { OrderValidator.currencies }
    }

    static let currencies: Set<String> = Set(Locale.commonISOCurrencyCodes).union(["XXX", "XTS"])
}
