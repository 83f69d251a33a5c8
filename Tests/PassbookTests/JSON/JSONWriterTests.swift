import Foundation
import Testing

@testable import Passbook

@Suite struct JSONWriterTests {
    private let sample: JSONValue = [
        "name": "Skyport",
        "count": 2,
        "ratio": .number(JSONNumber(0.5)),
        "flags": [true, false, nil],
        "empty": [],
        "none": .object([:]),
        "nested": ["url": "https://example.com/a/b"],
    ]

    @Test func writesPrettyJSONWithTwoSpaceIndentationAndAFinalNewline() {
        let expected = """
            {
              "name": "Skyport",
              "count": 2,
              "ratio": 0.5,
              "flags": [
                true,
                false,
                null
              ],
              "empty": [],
              "none": {},
              "nested": {
                "url": "https://example.com/a/b"
              }
            }

            """
        #expect(JSONWriter().string(from: sample) == expected)
    }

    @Test func writesCompactJSONWithoutAnyWhitespace() {
        let expected =
            #"{"name":"Skyport","count":2,"ratio":0.5,"flags":[true,false,null],"empty":[],"none":{},"nested":{"url":"https://example.com/a/b"}}"#
        #expect(JSONWriter(style: .compact).string(from: sample) == expected)
    }

    @Test func writesScalarsAtTheTopLevel() {
        #expect(JSONWriter().string(from: "x") == "\"x\"\n")
        #expect(JSONWriter(style: .compact).string(from: 12) == "12")
        #expect(JSONWriter(style: .compact).string(from: []) == "[]")
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let value: JSONValue = .string(
            "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{07} nul \u{00} del \u{7F} é 😀"
        )
        let expected =
            #""quote \" backslash \\ slash / tab \t newline \n return \r bell \u0007 nul \u0000 del "#
            + "\u{7F} é 😀\""
        #expect(JSONWriter(style: .compact).string(from: value) == expected)
        #expect(JSONWriter(style: .compact).string(from: "\u{08}\u{0C}\u{1F}") == #""\b\f\u001f""#)
    }

    @Test func writesNonASCIIAsUTF8() {
        let bytes = JSONWriter(style: .compact).bytes(from: "é")
        #expect(bytes == [0x22, 0xC3, 0xA9, 0x22])
    }

    @Test func writesObjectsInTheirStoredOrder() {
        var object = JSONObject()
        object["z"] = 1
        object["a"] = 2
        object["m"] = 3
        #expect(JSONWriter(style: .compact).string(from: .object(object)) == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func writesTheSameBytesEveryTime() {
        let first = JSONWriter().data(from: sample)
        for _ in 0..<5 {
            #expect(JSONWriter().data(from: sample) == first)
        }
        #expect(JSONWriter.write(sample) == first)
    }

    @Test func outputReadsBackStrictlyAsTheSameValue() throws {
        let tricky: JSONValue = ["s": "\u{01}\"\\/\n😀", "n": [-0.0, 1e300, 12], "o": ["": "empty key"]]
        for style in [JSONWriter.Style.pretty, .compact] {
            let bytes = JSONWriter(style: style).bytes(from: tricky)
            let reread = try JSONParser(mode: .strict).parse(bytes, file: "out.json").value
            #expect(reread == tricky)
        }
    }
}
