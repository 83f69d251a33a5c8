/// A value written in JSON as a string in its own format (a color, a date), read with a parser
/// that explains what is wrong.
protocol TextCodable: Codable, CustomStringConvertible {
    static func parse(_ text: String) -> Result<Self, ValueFormatError>
}

extension TextCodable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        switch Self.parse(text) {
        case .success(let value):
            self = value
        case .failure(let error):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
