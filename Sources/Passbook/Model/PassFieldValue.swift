extension PassField {
    /// The value of a field: text (which may be a date) or a number.
    ///
    /// Numbers keep their literal text, so `200` and `21.75` are written back as they were read.
    public enum Value: Sendable, Hashable, Codable, CustomStringConvertible {
        /// Text, or a W3C date string when the field has a `dateStyle` or `timeStyle`.
        case string(String)
        /// A number, formatted by Wallet when the field has a `numberStyle` or `currencyCode`.
        case number(JSONNumber)

        /// A date value, written as a W3C date string.
        public static func date(_ date: W3CDate) -> Value {
            .string(date.description)
        }

        /// The text, when the value is text.
        public var stringValue: String? {
            if case .string(let string) = self { return string }
            return nil
        }

        /// The number, when the value is a number.
        public var numberValue: JSONNumber? {
            if case .number(let number) = self { return number }
            return nil
        }

        /// The date, when the value is text that reads as a W3C date.
        public var dateValue: W3CDate? {
            stringValue.flatMap(W3CDate.init)
        }

        /// The value as JSON.
        public var jsonValue: JSONValue {
            switch self {
            case .string(let string): .string(string)
            case .number(let number): .number(number)
            }
        }

        public var description: String {
            switch self {
            case .string(let string): string
            case .number(let number): number.text
            }
        }

        public init(from decoder: any Decoder) throws {
            let value = try JSONValue(from: decoder)
            switch value {
            case .string(let string):
                self = .string(string)
            case .number(let number):
                self = .number(number)
            default:
                let context = DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a string or a number but found \(value.kindDescription)"
                )
                throw value.isNull
                    ? DecodingError.valueNotFound(Value.self, context) : .typeMismatch(Value.self, context)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            try jsonValue.encode(to: encoder)
        }
    }
}

extension PassField.Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }

    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(value))
    }
}
