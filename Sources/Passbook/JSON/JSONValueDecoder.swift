/// Decodes `Decodable` types from a ``JSONValue``.
///
/// Unlike Foundation's `JSONDecoder` it hands ``JSONValue`` properties their value untouched,
/// so numbers keep their literal text and objects their key order. Type mismatches are reported
/// with messages written for people (`expected a string but found the number 12`); turn the
/// thrown `DecodingError` into a ``PassbookError`` with
/// ``Swift/DecodingError/passbookError(operation:)``.
public struct JSONValueDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a value of `type` from `value`.
    public func decode<T: Decodable>(_ type: T.Type = T.self, from value: JSONValue) throws -> T {
        try JSONValueDecoding(value: value, codingPath: []).decode(type)
    }
}
