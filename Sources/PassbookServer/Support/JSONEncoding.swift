import Foundation
import Passbook

/// Small JSON bodies written with the core's writer (keys in the order given).
enum JSONEncoding {
    indirect enum Value {
        case string(String)
        case number(Double)
        case integer(Int64)
        case bool(Bool)
        case null
        case array([Value])
        case object(KeyValuePairs<String, Value>)
        case ordered([(String, Value)])
        case raw(JSONValue)

        var json: JSONValue {
            switch self {
            case .string(let string): .string(string)
            case .number(let number): .number(JSONNumber(number))
            case .integer(let integer): .number(JSONNumber(Int(integer)))
            case .bool(let bool): .bool(bool)
            case .null: .null
            case .array(let values): .array(values.map(\.json))
            case .object(let pairs): .object(JSONObject(pairs.map { (key: $0.key, value: $0.value.json) }))
            case .ordered(let pairs): .object(JSONObject(pairs.map { (key: $0.0, value: $0.1.json) }))
            case .raw(let value): value
            }
        }
    }

    static func object(_ pairs: KeyValuePairs<String, Value>) -> Data {
        JSONWriter(style: .compact).data(from: Value.object(pairs).json)
    }

    static func data(_ value: Value) -> Data {
        JSONWriter(style: .compact).data(from: value.json)
    }
}
