import Foundation
import Testing

@testable import Passbook

@Suite struct JSONValueCodingTests {
    private struct Item: Codable, Equatable {
        var name: String
        var count: UInt8
        var weight: Double?
    }

    private struct Order: Codable, Equatable {
        var zebra: String
        var items: [Item]
        var extra: JSONValue?
        var link: URL?
    }

    private func decodingFailure<T: Decodable>(_ type: T.Type, from value: JSONValue) -> DecodingError? {
        do {
            _ = try JSONValueDecoder().decode(type, from: value)
            return nil
        } catch let error as DecodingError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func decodesAndEncodesOrdinaryCodableTypes() throws {
        let json: JSONValue = [
            "zebra": "z",
            "items": [["name": "a", "count": 2, "weight": 1.5], ["name": "b", "count": 3]],
            "extra": ["n": .number(try #require(JSONNumber(text: "1.50"))), "x": nil],
            "link": "https://example.com/a",
        ]
        let order = try JSONValueDecoder().decode(Order.self, from: json)
        #expect(order.items == [Item(name: "a", count: 2, weight: 1.5), Item(name: "b", count: 3)])
        #expect(order.link?.absoluteString == "https://example.com/a")
        // JSONValue members pass through untouched, so the number keeps its text.
        #expect(order.extra?["n"]?.numberValue?.text == "1.50")

        let encoded = try JSONValueEncoder().encode(order)
        #expect(encoded == json)
        #expect(encoded.objectValue?.keys == ["zebra", "items", "extra", "link"])
    }

    @Test func writesKeysInTheOrderTheyAreEncoded() throws {
        struct Reversed: Encodable {
            enum CodingKeys: String, CodingKey { case b, a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(1, forKey: .b)
                try container.encode(2, forKey: .a)
                try container.encode(3, forKey: .b)
            }
        }
        let value = try JSONValueEncoder().encode(Reversed())
        #expect(JSONWriter(style: .compact).string(from: value) == #"{"b":3,"a":2}"#)
    }

    @Test func writesWholeDoublesWithoutAFraction() throws {
        #expect(
            try JSONValueEncoder().encode([100.0, 2.5, -3.0, 1e300]) == [100, 2.5, -3, .number(JSONNumber(1e300))]
        )
        #expect(try JSONValueEncoder().encode(Float(0.1)).numberValue?.text == "0.1")
    }

    @Test func refusesNumbersJSONCannotHold() {
        #expect(throws: EncodingError.self) {
            try JSONValueEncoder().encode(["x": Double.nan])
        }
        #expect(throws: EncodingError.self) {
            try JSONValueEncoder().encode(Double.infinity)
        }
    }

    @Test func anEncodingErrorNamesWhereTheValueIs() throws {
        struct Reading: Encodable { var values: [Double] }
        struct Report: Encodable { var readings: [String: Reading] }
        do {
            _ = try JSONValueEncoder().encode(Report(readings: ["b": Reading(values: [1, .infinity])]))
            Issue.record("an infinite number was encoded")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } == ["readings", "b", "values", "[1]"])
        }
    }

    @Test func reportsTypeMismatchesWithAJSONPath() throws {
        let json: JSONValue = ["zebra": "z", "items": [["name": "a", "count": 1], ["name": 5, "count": 1]]]
        let error = try #require(decodingFailure(Order.self, from: json))
        #expect(error.jsonPath == "items[1].name")
        #expect(error.readableReason == "items[1].name: expected a string but found the number 5")
    }

    @Test func reportsMissingKeysAtTheObjectThatLacksThem() throws {
        let json: JSONValue = ["zebra": "z", "items": [["count": 1]]]
        let error = try #require(decodingFailure(Order.self, from: json))
        #expect(error.readableReason == "items[0]: missing the required key \"name\"")
        let passbookError = error.passbookError()
        #expect(passbookError.code == .invalidPass)
        #expect(passbookError.operation == "read pass.json")
        #expect(passbookError.reason == "items[0]: missing the required key \"name\"")
        #expect(passbookError.fix == "Add the key \"name\".")
    }

    @Test func reportsNullWhereAValueIsNeeded() throws {
        let json: JSONValue = ["zebra": nil, "items": []]
        let error = try #require(decodingFailure(Order.self, from: json))
        #expect(error.readableReason == "zebra: expected a string but found null")
        #expect(error.passbookError(operation: "read x.json").fix?.contains("null") == true)
    }

    @Test func reportsNumbersThatDoNotFit() throws {
        let tooBig = try #require(decodingFailure(Item.self, from: ["name": "a", "count": 300]))
        #expect(tooBig.readableReason == "count: the number 300 is out of range (0 to 255)")
        let fraction = try #require(decodingFailure(Item.self, from: ["name": "a", "count": 1.5]))
        #expect(fraction.readableReason == "count: expected a whole number but found the number 1.5")
        #expect(try JSONValueDecoder().decode(Item.self, from: ["name": "a", "count": 2.0]).count == 2)
    }

    @Test func quotesKeysThatAreNotIdentifiersInPaths() throws {
        let error = try #require(decodingFailure([String: Int].self, from: ["a.b": "x"]))
        #expect(error.jsonPath == #"["a.b"]"#)
    }

    @Test func decodesJSONValueThroughFoundationsDecoder() throws {
        let data = Data(#"{"a": 1, "b": 2.5, "c": [true, null, "x", {"d": -3}]}"#.utf8)
        let value = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(value["a"] == 1)
        #expect(value["b"]?.doubleValue == 2.5)
        #expect(value["c"] == [true, nil, "x", ["d": -3]])
    }

    @Test func encodesJSONValueThroughFoundationsEncoder() throws {
        let value: JSONValue = ["a": 1, "b": 2.5, "c": [true, nil, "x", ["d": -3]]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONParser().parse(data, file: "x").value == value)
    }

    @Test func roundTripsJSONValueExactlyThroughOurCoders() throws {
        let value = try JSONParser().parse(Data(#"{"n": [1.0, 1e3, -0], "o": {"z": 1, "a": 2}}"#.utf8), file: "x").value
        let decoded = try JSONValueDecoder().decode(JSONValue.self, from: value)
        let encoded = try JSONValueEncoder().encode(decoded)
        #expect(JSONWriter(style: .compact).string(from: encoded) == #"{"n":[1.0,1e3,-0],"o":{"z":1,"a":2}}"#)
    }
}
