import Foundation

/// Field attributes Wallet ignores where they are, or that contradict each other.
struct FieldAttributeRule: ValidationRule {
    enum Check: Sendable {
        case alignmentIgnored, currencyWithNumberStyle, currencyCode, row, dataDetectorsOnFront, attributedValueMarkup
    }

    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.fields
    let summary: String
    let kind: Check

    static let all: [FieldAttributeRule] = [
        FieldAttributeRule(id: "fields.textAlignment.ignored", summary: "textAlignment is not set on primary or back fields, where Wallet ignores it", kind: .alignmentIgnored),
        FieldAttributeRule(id: "fields.numberStyle.currency", summary: "a field has currencyCode or numberStyle, not both", kind: .currencyWithNumberStyle),
        FieldAttributeRule(id: "fields.currencyCode.invalid", summary: "currencyCode is a three-letter ISO 4217 code on a numeric value", kind: .currencyCode),
        FieldAttributeRule(id: "fields.row.invalid", summary: "row is 0 or 1, and only on event-ticket auxiliary fields", kind: .row),
        FieldAttributeRule(id: "fields.dataDetectors.front", summary: "dataDetectorTypes is only set on back fields, the only ones it applies to", kind: .dataDetectorsOnFront),
        FieldAttributeRule(id: "fields.attributedValue.markup", summary: "attributedValue uses no markup other than <a href='…'>", kind: .attributedValueMarkup),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.fields.compactMap { field in
            guard let object = field.object else { return nil }
            switch kind {
            case .alignmentIgnored:
                guard object["textAlignment"] != nil, field.group == "primaryFields" || field.group == "backFields" else { return nil }
                return finding("Wallet ignores textAlignment on \(field.group); remove it", at: field.path("textAlignment"))
            case .currencyWithNumberStyle:
                guard object["currencyCode"] != nil, object["numberStyle"] != nil else { return nil }
                return finding("currencyCode and numberStyle are both set; a currency is formatted by currencyCode alone, remove numberStyle", at: field.path("numberStyle"))
            case .currencyCode:
                guard let code = object["currencyCode"]?.stringValue else { return nil }
                if !(code.count == 3 && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }) {
                    return finding("\"\(code)\" is not an ISO 4217 currency code such as EUR or USD", at: field.path("currencyCode"))
                }
                if let value = object["value"], value.numberValue == nil {
                    return finding("currencyCode formats numbers, but the value is \(value.kindDescription); write the amount as a JSON number", at: field.path("value"))
                }
                return nil
            case .row:
                guard let row = object["row"] else { return nil }
                if field.styleKey != "eventTicket" || field.group != "auxiliaryFields" {
                    return finding("row is only read on event-ticket auxiliary fields; remove it here", at: field.path("row"))
                }
                guard let number = row.numberValue?.intValue, number == 0 || number == 1 else {
                    return finding("row is \(row), but it is 0 (first auxiliary row) or 1 (second)", at: field.path("row"))
                }
                return nil
            case .dataDetectorsOnFront:
                guard object["dataDetectorTypes"] != nil, field.group != "backFields" else { return nil }
                return finding("dataDetectorTypes only applies to back fields; remove it here", at: field.path("dataDetectorTypes"))
            case .attributedValueMarkup:
                guard let text = object["attributedValue"]?.stringValue else { return nil }
                let tags = Self.tags(in: text).filter { !($0.hasPrefix("a ") || $0 == "/a" || $0 == "a") }
                guard let tag = tags.first else { return nil }
                return finding("attributedValue contains <\(tag)>; Wallet shows only <a href='…'> links and prints other markup as text", at: field.path("attributedValue"))
            }
        }
    }

    static func tags(in text: String) -> [String] {
        var tags: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            tags.append(rest[rest.index(after: open)..<close].trimmingWhitespace().lowercased())
            rest = rest[rest.index(after: close)...]
        }
        return tags
    }
}
