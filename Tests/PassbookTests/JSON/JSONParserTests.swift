import Foundation
import Testing

@testable import Passbook

@Suite struct JSONParserTests {
    private func parse(_ text: String, mode: JSONParser.Mode = .strict) throws -> (
        value: JSONValue, diagnostics: [Diagnostic]
    ) {
        try JSONParser(mode: mode).parse(Array(text.utf8), file: "test.json")
    }

    /// The reason of the error thrown for `text`, or `nil` when it parses.
    private func failureReason(_ text: String, mode: JSONParser.Mode = .strict) -> String? {
        failureReason(bytes: Array(text.utf8), mode: mode)
    }

    private func failureReason(bytes: [UInt8], mode: JSONParser.Mode = .strict) -> String? {
        do {
            _ = try JSONParser(mode: mode).parse(bytes, file: "test.json")
            return nil
        } catch let error as PassbookError {
            #expect(error.code == .invalidJSON)
            #expect(error.operation == "read test.json")
            #expect(error.fix != nil)
            return error.reason
        } catch {
            Issue.record("unexpected error type: \(error)")
            return nil
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let (value, diagnostics) = try parse(#" { "a" : [1, -2.5e3, true, false, null, "x"], "b": {}, "c": [] } "#)
        let number = try #require(JSONNumber(text: "-2.5e3"))
        let expected: JSONValue = [
            "a": [1, .number(number), true, false, nil, "x"],
            "b": .object([:]),
            "c": [],
        ]
        #expect(value == expected)
        #expect(diagnostics.isEmpty)
    }

    @Test func keepsKeysInDocumentOrder() throws {
        let value = try parse(#"{"zebra": 1, "apple": 2, "mango": 3}"#).value
        #expect(value.objectValue?.keys == ["zebra", "apple", "mango"])
    }

    @Test(arguments: ["-122.3748889", "1", "1.0", "1e3", "-0", "0.5E-2", "12345678901234567890123", "1E+400"])
    func keepsTheLiteralTextOfNumbers(_ literal: String) throws {
        let value = try parse("[\(literal)]").value
        #expect(value[0]?.numberValue?.text == literal)
        #expect(JSONWriter(style: .compact).string(from: value) == "[\(literal)]")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try parse(#"["\"\\\/\b\f\n\r\t\u00e9\u20AC\ud83d\ude00\u0000"]"#).value
        #expect(value[0]?.stringValue == "\"\\/\u{08}\u{0C}\n\r\té€😀\u{00}")
    }

    @Test func readsUTF8TextAsIs() throws {
        let value = try parse(#"{"ville": "Zürich – 東京 😀"}"#).value
        #expect(value["ville"]?.stringValue == "Zürich – 東京 😀")
    }

    @Test(arguments: [#"["\ud83d"]"#, #"["\ude00"]"#, #"["\ud83dx"]"#, #"["\ud83d\u0041"]"#, #"["\u12"]"#, #"["\x"]"#])
    func rejectsBrokenEscapes(_ text: String) {
        let reason = failureReason(text)
        #expect(reason?.hasPrefix("line 1, column 3: ") == true, "\(reason ?? "parsed")")
    }

    @Test func rejectsControlCharactersInStrings() {
        #expect(
            failureReason("{\"a\": \"two\nlines\"}")
                == "line 1, column 11: the control character U+000A must be escaped inside a string"
        )
        #expect(failureReason("[\"tab\there\"]")?.contains("U+0009") == true)
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(failureReason(bytes: bytes) == "line 1, column 2: the string that starts here is not valid UTF-8")
    }

    @Test func reportsLineAndColumnOfSyntaxErrors() {
        let text = """
            {
              "a": 1
              "b": 2
            }
            """
        #expect(failureReason(text) == "line 3, column 3: expected ',' or '}' after an object member but found '\"'")
    }

    @Test func countsColumnsInCharactersNotBytes() {
        #expect(
            failureReason(#"{"é": "ü" x}"#)
                == "line 1, column 11: expected ',' or '}' after an object member but found 'x'"
        )
    }

    @Test(arguments: [
        ("", "line 1, column 1: the file holds no JSON value"),
        ("   ", "line 1, column 4: the file holds no JSON value"),
        ("01", "line 1, column 1: a number may not start with 0 followed by more digits"),
        ("[1.]", "line 1, column 4: expected a digit after the decimal point"),
        ("[-]", "line 1, column 3: expected a digit after '-'"),
        ("[1e]", "line 1, column 4: expected a digit in the exponent"),
        ("[+1]", "line 1, column 2: expected a value but found '+'"),
        ("[.5]", "line 1, column 2: expected a value but found '.'"),
        ("[tru]", "line 1, column 2: unexpected word 'tru'; JSON has only the words true, false and null"),
        ("[NaN]", "line 1, column 2: unexpected word 'NaN'; JSON has only the words true, false and null"),
        ("['a']", "line 1, column 2: strings must be in double quotes, not single quotes"),
        ("{a: 1}", "line 1, column 2: expected a key in double quotes or '}' but found 'a'"),
        ("[1 2]", "line 1, column 4: expected ',' or ']' after an array element but found '2'"),
        (#"{"a" 1}"#, "line 1, column 6: expected ':' after the key \"a\" but found '1'"),
        ("{} x", "line 1, column 4: unexpected 'x' after the end of the JSON value"),
        ("[", "line 1, column 2: the file ends where a value was expected"),
        (#"{"a":"#, "line 1, column 6: the file ends where a value was expected"),
        (#"{"a": [1, {"b": 2}"#, "line 1, column 19: the file ends inside an array"),
        (#"["abc"#, "line 1, column 2: the string that starts here is never closed"),
        ("[1,,2]", "line 1, column 4: expected a value but found ','"),
    ])
    func rejectsMalformedJSON(_ text: String, _ expected: String) {
        #expect(failureReason(text) == expected)
    }

    @Test func refusesTrailingCommasInStrictMode() {
        #expect(
            failureReason("[1, 2,]") == "line 1, column 6: trailing comma after the last element of the top-level array"
        )
        #expect(
            failureReason(#"{"a": {"b": 1,}}"#) == "line 1, column 14: trailing comma after the last member of a"
        )
    }

    @Test func acceptsAndReportsTrailingCommasInLenientMode() throws {
        let text = """
            {
              "list": [1, 2,],
              "object": {"b": 1,},
            }
            """
        let (value, diagnostics) = try parse(text, mode: .lenient)
        #expect(value == ["list": [1, 2], "object": ["b": 1]])
        #expect(diagnostics.map(\.id) == ["json.trailing-comma", "json.trailing-comma", "json.trailing-comma"])
        #expect(diagnostics.map(\.path) == ["line 2, column 16", "line 3, column 20", "line 3, column 22"])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.file == "test.json" })
        let message = try #require(diagnostics.first?.message)
        #expect(message.contains("list"))
        #expect(message.contains("Wallet may refuse"))
        #expect(message.contains("Passbook writes strict JSON"))
    }

    @Test func handlesAByteOrderMarkByMode() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
        #expect(
            failureReason(bytes: bytes)?.hasPrefix("line 1, column 1: the file starts with a UTF-8 byte order mark")
                == true
        )

        let (value, diagnostics) = try JSONParser(mode: .lenient).parse(bytes, file: "pass.json")
        #expect(value == ["a": 1])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == "json.bom")
        #expect(diagnostics.first?.path == "line 1, column 1")
        #expect(diagnostics.first?.file == "pass.json")
        #expect(diagnostics.first?.message.contains("Wallet refuses") == true)
        #expect(diagnostics.first?.message.contains("Passbook writes strict JSON") == true)
    }

    @Test func countsColumnsAfterAByteOrderMarkFromTheFirstCharacter() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8)
        #expect(failureReason(bytes: bytes, mode: .lenient)?.hasPrefix("line 1, column 4:") == true)
    }

    @Test func rejectsUTF16() {
        #expect(failureReason(bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])?.contains("UTF-16") == true)
    }

    @Test(arguments: [JSONParser.Mode.strict, .lenient])
    func keepsTheLastOfDuplicateKeysAndWarns(_ mode: JSONParser.Mode) throws {
        let text = """
            {"outer": {"a": 1,
              "a": 2}, "b": true}
            """
        let (value, diagnostics) = try parse(text, mode: mode)
        #expect(value == ["outer": ["a": 2], "b": true])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == "json.duplicate-key")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.path == "line 2, column 3")
        #expect(diagnostics.first?.message.contains("\"a\" appears more than once in outer") == true)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try parse(text).value
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .null
        }
        #expect(depth == 512)
    }

    @Test(arguments: [513, 100_000])
    func refusesNestingBeyondTheLimit(_ depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(failureReason(text) == "line 1, column 513: arrays and objects nest deeper than 512 levels")
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(failureReason(objects)?.contains("nest deeper than 512 levels") == true)
    }

    @Test func honoursACustomDepthLimit() {
        #expect(throws: PassbookError.self) {
            try JSONParser(maximumDepth: 2).parse(Array("[[[1]]]".utf8), file: "x")
        }
    }

    @Test func parsesDataThroughTheStaticShortcut() throws {
        let (value, diagnostics) = try JSONParser.parse(Data("[1,]".utf8), file: "x.json", mode: .lenient)
        #expect(value == [1])
        #expect(diagnostics.count == 1)
    }
}
