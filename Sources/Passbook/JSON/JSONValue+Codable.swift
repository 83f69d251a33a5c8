extension JSONValue: Codable {
    /// Reads any value. From a ``JSONValueDecoder`` the value is taken as it is (exact numbers,
    /// key order); other decoders are asked for each JSON type in turn.
    public init(from decoder: any Decoder) throws {
        if let ours = decoder as? JSONValueDecoding {
            self = ours.value
            return
        }
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() {
                self = .null
                return
            }
            if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
                return
            }
            if let int = try? single.decode(Int.self) {
                self = .number(JSONNumber(int))
                return
            }
            if let double = try? single.decode(Double.self), double.isFinite {
                self = .number(JSONNumber(double))
                return
            }
            if let string = try? single.decode(String.self) {
                self = .string(string)
                return
            }
        }
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected a JSON value")
        )
    }

    /// Writes the value. To a ``JSONValueEncoder`` it is stored as it is; other encoders get
    /// whole numbers as `Int` and other numbers as `Double`.
    public func encode(to encoder: any Encoder) throws {
        if let ours = encoder as? JSONValueEncoding {
            ours.node.set(self)
            return
        }
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if number.isIntegerLiteral, let int = number.intValue {
                try single.encode(int)
            } else {
                try single.encode(number.doubleValue)
            }
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements {
                try unkeyed.encode(element)
            }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in object {
                try keyed.encode(value, forKey: AnyCodingKey(key))
            }
        }
    }
}

extension JSONObject: Codable {
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .object(let object) = value else {
            throw DecodingError.typeMismatch(
                JSONObject.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected an object but found \(value.kindDescription)"
                )
            )
        }
        self = object
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(self).encode(to: encoder)
    }
}
