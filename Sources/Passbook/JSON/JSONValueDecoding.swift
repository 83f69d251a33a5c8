import Foundation

/// The `Decoder` behind ``JSONValueDecoder``; it is also its own single-value container.
struct JSONValueDecoding: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: JSONValue, codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw mismatch(JSONObject.self, expected: "an object")
        }
        return KeyedDecodingContainer(JSONValueKeyedDecodingContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch([JSONValue].self, expected: "an array")
        }
        return JSONValueUnkeyedDecodingContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: Single value

    func decodeNil() -> Bool {
        value.isNull
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // JSONValue is handed over as it is so that numbers keep their text.
        if T.self == JSONValue.self, let direct = value as? T {
            return direct
        }
        if T.self == URL.self {
            let text = try string()
            guard let url = URL(string: text), let result = url as? T else {
                throw corrupted("expected a URL but found \(value.kindDescription)")
            }
            return result
        }
        if T.self == Decimal.self {
            guard case .number(let number) = value else {
                throw mismatch(type, expected: "a number")
            }
            guard let decimal = Decimal(string: number.text), let result = decimal as? T else {
                throw corrupted("the number \(number.text) cannot be read as a decimal")
            }
            return result
        }
        return try T(from: self)
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try bool()
    }

    func decode(_ type: String.Type) throws -> String {
        try string()
    }

    func decode(_ type: Double.Type) throws -> Double {
        try double()
    }

    func decode(_ type: Float.Type) throws -> Float {
        try float()
    }

    func decode(_ type: Int.Type) throws -> Int {
        try integer(type)
    }

    func decode(_ type: Int8.Type) throws -> Int8 {
        try integer(type)
    }

    func decode(_ type: Int16.Type) throws -> Int16 {
        try integer(type)
    }

    func decode(_ type: Int32.Type) throws -> Int32 {
        try integer(type)
    }

    func decode(_ type: Int64.Type) throws -> Int64 {
        try integer(type)
    }

    func decode(_ type: UInt.Type) throws -> UInt {
        try integer(type)
    }

    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try integer(type)
    }

    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try integer(type)
    }

    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try integer(type)
    }

    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try integer(type)
    }

    private func bool() throws -> Bool {
        guard case .bool(let bool) = value else {
            throw mismatch(Bool.self, expected: "true or false")
        }
        return bool
    }

    private func string() throws -> String {
        guard case .string(let string) = value else {
            throw mismatch(String.self, expected: "a string")
        }
        return string
    }

    private func number(_ type: Any.Type, expected: String) throws -> JSONNumber {
        guard case .number(let number) = value else {
            throw mismatch(type, expected: expected)
        }
        return number
    }

    private func double() throws -> Double {
        let number = try number(Double.self, expected: "a number")
        let double = number.doubleValue
        guard double.isFinite else {
            throw corrupted("the number \(number.text) is too large")
        }
        return double
    }

    private func float() throws -> Float {
        let number = try number(Float.self, expected: "a number")
        let float = Float(number.text) ?? .nan
        guard float.isFinite else {
            throw corrupted("the number \(number.text) is too large")
        }
        return float
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        let number = try number(type, expected: "a whole number")
        if let exact = I(number.text) {
            return exact
        }
        if let int = number.intValue, let fitted = I(exactly: int) {
            return fitted
        }
        let double = number.doubleValue
        guard double.rounded() == double else {
            throw mismatch(type, expected: "a whole number")
        }
        throw corrupted("the number \(number.text) is out of range (\(I.min) to \(I.max))")
    }

    // MARK: Errors

    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "expected \(expected) but found \(value.kindDescription)"
        )
        return value.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    func corrupted(_ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }
}

/// The keyed container of ``JSONValueDecoding``.
struct JSONValueKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
        object.keys.compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        object.contains(key: key.stringValue)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try decoder(for: key).value.isNull
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try decoder(for: key).decode(type)
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try decoder(for: key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoding(value: object["super"] ?? .null, codingPath: codingPath + [AnyCodingKey("super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoding(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }

    private func decoder(for key: Key) throws -> JSONValueDecoding {
        guard let member = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "missing the required key \"\(key.stringValue)\""
                )
            )
        }
        return JSONValueDecoding(value: member, codingPath: codingPath + [key])
    }
}

/// The unkeyed container of ``JSONValueDecoding``.
struct JSONValueUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }

    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        let decoder = try nextDecoder(Never?.self)
        if decoder.value.isNull {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: String.Type) throws -> String {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try decode(type, using: { try $0.decode(type) })
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decode(JSONObject.self, using: { try $0.container(keyedBy: type) })
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decode([JSONValue].self, using: { try $0.unkeyedContainer() })
    }

    mutating func superDecoder() throws -> any Decoder {
        try decode(JSONValue.self, using: { $0 })
    }

    private mutating func decode<Result>(
        _ type: Any.Type,
        using body: (JSONValueDecoding) throws -> Result
    ) throws -> Result {
        let result = try body(nextDecoder(type))
        currentIndex += 1
        return result
    }

    private func nextDecoder(_ type: Any.Type) throws -> JSONValueDecoding {
        let key = AnyCodingKey(index: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "the array has only \(elements.count) elements"
                )
            )
        }
        return JSONValueDecoding(value: elements[currentIndex], codingPath: codingPath + [key])
    }
}
