/// The JSON shape a key of `pass.json` documents, for the type, date, color and URL rules.
indirect enum Shape: Sendable {
    case string
    /// A string holding a W3C date.
    case date
    /// A string holding a color.
    case color
    /// A string holding an absolute URL.
    case url
    case integer
    case number
    case bool
    /// A field value: a string or a number.
    case stringOrNumber
    case array(Shape)
    /// An object and all its keys: Wallet ignores any other, so another is reported as unknown.
    case object([String: Shape])
    /// Anything (`userInfo`).
    case anything

    /// `a string`, `an array`, for messages.
    var name: String {
        switch self {
        case .string, .date, .color, .url: "a string"
        case .integer: "an integer"
        case .number: "a number"
        case .bool: "true or false"
        case .stringOrNumber: "a string or a number"
        case .array: "an array"
        case .object: "an object"
        case .anything: "any value"
        }
    }

    /// Whether `value` has this shape, ignoring what is inside strings and containers.
    func matches(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.anything, _): true
        case (.string, .string), (.date, .string), (.color, .string), (.url, .string): true
        case (.integer, .number(let number)): number.intValue != nil
        case (.number, .number): true
        case (.bool, .bool): true
        case (.stringOrNumber, .string), (.stringOrNumber, .number): true
        case (.array, .array): true
        case (.object, .object): true
        default: false
        }
    }
}
