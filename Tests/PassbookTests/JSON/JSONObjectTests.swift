import Testing

@testable import Passbook

@Suite struct JSONObjectTests {
    /// Small objects are scanned and large ones indexed; either way the object behaves as an
    /// ordered list of unique keys, through growth past the index threshold and back.
    @Test func behavesAsAnOrderedListThroughAnySizes() {
        var generator = SystemRandomNumberGenerator()
        var object = JSONObject()
        var model: [(String, JSONValue)] = []
        for step in 0..<4_000 {
            let key = "k\(Int.random(in: 0..<30, using: &generator))"
            if Int.random(in: 0..<3, using: &generator) == 0 {
                #expect(object.removeValue(forKey: key) == model.first { $0.0 == key }?.1)
                model.removeAll { $0.0 == key }
            } else {
                let value = JSONValue.number(JSONNumber(step))
                object[key] = value
                if let index = model.firstIndex(where: { $0.0 == key }) { model[index].1 = value } else { model.append((key, value)) }
            }
            #expect(object.keys == model.map(\.0))
            #expect(object.values == model.map(\.1))
            let probe = "k\(Int.random(in: 0..<30, using: &generator))"
            #expect(object[probe] == model.first { $0.0 == probe }?.1)
            #expect(object.contains(key: probe) == model.contains { $0.0 == probe })
        }
    }

    @Test func keepsInsertionOrder() {
        var object = JSONObject()
        object["b"] = 1
        object["a"] = 2
        object["c"] = 3
        #expect(object.keys == ["b", "a", "c"])
        #expect(object.values == [1, 2, 3])
        #expect(object.map(\.key) == ["b", "a", "c"])
    }

    @Test func replacingAValueKeepsItsPosition() {
        var object: JSONObject = ["b": 1, "a": 2]
        object["b"] = "new"
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == "new")
        #expect(object.count == 2)
    }

    @Test func removingAMemberKeepsLookupsRight() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3, "d": 4]
        #expect(object.removeValue(forKey: "b") == 2)
        #expect(object.removeValue(forKey: "missing") == nil)
        object["c"] = nil
        #expect(object.keys == ["a", "d"])
        #expect(object["a"] == 1)
        #expect(object["d"] == 4)
        #expect(object["b"] == nil)
        object["b"] = 5
        #expect(object.keys == ["a", "d", "b"])
        #expect(object.contains(key: "b"))
    }

    @Test func equalityAndHashingIgnoreOrder() {
        let first: JSONObject = ["a": 1, "b": [true]]
        let second: JSONObject = ["b": [true], "a": 1]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first != ["a": 1])
        #expect(first != ["a": 1, "b": [false]])
        #expect(first != ["a": 1, "c": [true]])
    }

    @Test func aRepeatedLiteralKeyKeepsTheLastValue() {
        let object: JSONObject = ["a": 1, "b": 2, "a": 3]
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
        #expect(JSONObject([(key: "x", value: 1), (key: "x", value: 2)])["x"] == 2)
    }

    @Test func describesItselfAsCompactJSON() {
        let object: JSONObject = ["a": [1, "x"]]
        #expect(object.description == #"{"a":[1,"x"]}"#)
        #expect(JSONValue.object(object).description == #"{"a":[1,"x"]}"#)
    }
}
