import Testing

@testable import Passbook

@Suite struct JSONValueTests {
    private let value: JSONValue = [
        "s": "text", "n": 12, "d": 2.5, "b": true, "z": nil, "a": [1, "two"], "o": ["k": "v"],
    ]

    @Test func accessorsReturnTheValueOfTheMatchingKind() {
        #expect(value["s"]?.stringValue == "text")
        #expect(value["n"]?.intValue == 12)
        #expect(value["n"]?.numberValue?.text == "12")
        #expect(value["d"]?.doubleValue == 2.5)
        #expect(value["d"]?.intValue == nil)
        #expect(value["b"]?.boolValue == true)
        #expect(value["z"]?.isNull == true)
        #expect(value["a"]?.arrayValue?.count == 2)
        #expect(value["a"]?[1] == "two")
        #expect(value["o"]?.objectValue?["k"] == "v")
        #expect(value["o"]?["k"]?.stringValue == "v")
    }

    @Test func accessorsReturnNilForOtherKinds() {
        #expect(value["s"]?.intValue == nil)
        #expect(value["n"]?.stringValue == nil)
        #expect(value["b"]?.numberValue == nil)
        #expect(value["z"]?.boolValue == nil)
        #expect(value["a"]?.objectValue == nil)
        #expect(value["o"]?.arrayValue == nil)
        #expect(value["missing"] == nil)
        #expect(value["a"]?[5] == nil)
        #expect(value["a"]?[-1] == nil)
        #expect(JSONValue.string("x")["key"] == nil)
    }

    @Test func describesValuesForMessages() {
        #expect(JSONValue.null.kindDescription == "null")
        #expect(JSONValue.bool(false).kindDescription == "false")
        #expect(JSONValue.number(12).kindDescription == "the number 12")
        #expect(JSONValue.string("Short").kindDescription == "the string \"Short\"")
        #expect(JSONValue.array([]).kindDescription == "an array")
        #expect(JSONValue.object([:]).kindDescription == "an object")
        #expect(JSONValue.string(String(repeating: "x", count: 100)).kindDescription.count < 80)
    }
}
