/// Encodes `Encodable` types into a ``JSONValue``.
///
/// Keys are kept in the order they are encoded, and ``JSONValue`` properties are stored as they
/// are, so numbers read from a file keep their literal text. Whole `Double`s are written without
/// a fraction (`100`, not `100.0`).
public struct JSONValueEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// Encodes `value`; throws `EncodingError` for values JSON cannot hold, such as NaN.
    public func encode(_ value: some Encodable) throws -> JSONValue {
        let node = JSONEncodingNode()
        var encoder = JSONValueEncoding(node: node)
        try encoder.encode(value)
        return node.value
    }
}
