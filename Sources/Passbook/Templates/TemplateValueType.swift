/// The type of a value a template expects.
public enum TemplateValueType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Any text. Numbers and booleans in JSON data are taken as their text.
    case string
    /// A decimal number, written into `pass.json` as a JSON number when a string is only its placeholder.
    case number
    /// A whole number.
    case integer
    /// `true` or `false` (CSV also takes `yes`/`no` and `1`/`0`); false and absent values skip sections.
    case boolean
    /// A W3C date with a time zone, such as `2027-06-18T19:00:00+02:00`.
    case date

    /// Checks `value` and returns it in canonical form, or says what is wrong with it.
    func coerce(_ value: JSONValue) -> Result<JSONValue, TemplateValueProblem> {
        switch (self, value) {
        case (.string, .string), (.boolean, .bool):
            return .success(value)
        case (.string, .number(let number)):
            return .success(.string(number.text))
        case (.string, .bool(let bool)):
            return .success(.string(bool ? "true" : "false"))
        case (.number, .number):
            return .success(value)
        case (.number, .string(let text)):
            guard let number = JSONNumber(text: String(text.trimmingASCIIWhitespace())) else { return .failure(problem(value)) }
            return .success(.number(number))
        case (.integer, .number(let number)):
            return number.intValue != nil ? .success(value) : .failure(problem(value))
        case (.integer, .string(let text)):
            guard let number = JSONNumber(text: String(text.trimmingASCIIWhitespace())), number.intValue != nil else { return .failure(problem(value)) }
            return .success(.number(number))
        case (.boolean, .string(let text)):
            switch String(text.trimmingASCIIWhitespace()).lowercased() {
            case "true", "yes", "1": return .success(.bool(true))
            case "false", "no", "0": return .success(.bool(false))
            default: return .failure(problem(value))
            }
        case (.boolean, .number(let number)) where number.intValue == 0 || number.intValue == 1:
            return .success(.bool(number.intValue == 1))
        case (.date, .string(let text)):
            switch W3CDate.parse(String(text.trimmingASCIIWhitespace())) {
            case .success: return .success(.string(String(text.trimmingASCIIWhitespace())))
            case .failure(let error): return .failure(TemplateValueProblem(reason: error.message, hint: hint))
            }
        default:
            return .failure(problem(value))
        }
    }

    /// An example of a valid value, for messages.
    var hint: String {
        switch self {
        case .string: "text"
        case .number: "a number such as 12.50"
        case .integer: "a whole number such as 1250"
        case .boolean: "true or false"
        case .date: "a date with a time zone such as 2027-06-18T19:00:00+02:00"
        }
    }

    private func problem(_ value: JSONValue) -> TemplateValueProblem {
        TemplateValueProblem(reason: "\(value.kindDescription) is not \(article) \(rawValue)", hint: hint)
    }

    private var article: String { self == .integer ? "an" : "a" }
}

/// Why a value does not fit its declared type.
struct TemplateValueProblem: Error, Sendable {
    var reason: String
    var hint: String
}
