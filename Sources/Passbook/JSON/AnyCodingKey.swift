/// A coding key made from any string or array index, for containers whose keys are not known
/// in advance (unknown keys, arbitrary JSON objects).
struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init(stringValue: String) {
        self.init(stringValue)
    }

    init(intValue: Int) {
        self.init(index: intValue)
    }

    init(stringLiteral value: String) {
        self.init(value)
    }
}
