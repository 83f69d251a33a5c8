import Foundation
import Testing
@testable import Passbook

@Suite struct StringsFileTests {
    static let text = "/* header */\n\"Gate\" = \"Flugsteig\";\n// comment\n\"quote\" = \"say \\\"hi\\\"\\n\";\n\"emoji\" = \"\\U00e9t\\u00e9 🎫\";\n"

    @Test func readsUTF8WithAndWithoutBOM() throws {
        for prefix in [Data(), Data([0xEF, 0xBB, 0xBF])] {
            let file = try StringsFile(data: prefix + Data(Self.text.utf8))
            #expect(file.table == ["Gate": "Flugsteig", "quote": "say \"hi\"\n", "emoji": "été 🎫"])
            #expect(file.entries.map(\.line) == [2, 4, 5])
        }
    }

    @Test func readsUTF16BothByteOrders() throws {
        var little: [UInt8] = [0xFF, 0xFE], big: [UInt8] = [0xFE, 0xFF]
        for unit in Self.text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(try StringsFile(data: Data(little)).encoding == .utf16LittleEndian)
        #expect(try StringsFile(data: Data(big)).table["emoji"] == "été 🎫")
    }

    @Test func writesUTF16LittleEndianWithBOMThatReadsBack() throws {
        let file = StringsFile(["Gate": "Flugsteig \"B\"", "Seat": "Sitz\n12"])
        let data = file.data()
        #expect(Array(data.prefix(2)) == [0xFF, 0xFE])
        #expect(try StringsFile(data: data).table == file.table)
    }

    @Test func reportsWhereTheSyntaxBreaks() throws {
        let error = #expect(throws: PassbookError.self) { try StringsFile(data: Data("\"a\" = \"b\";\n\"c\" = \"d\"\n".utf8), file: "de.lproj/pass.strings") }
        #expect(error?.code == .invalidStrings)
        #expect(error?.reason.contains("line 3") == true || error?.reason.contains("line 2") == true)
        #expect(error?.description.contains("de.lproj/pass.strings") == true)
    }

    @Test func refusesUTF16WithoutBOM() throws {
        var bytes: [UInt8] = []
        for unit in "\"a\" = \"\u{00FC}\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = #expect(throws: PassbookError.self) { try StringsFile(data: Data(bytes)) }
        #expect(error?.reason.contains("byte order mark") == true || error?.reason.contains("UTF") == true)
    }

    @Test func reportsDuplicateKeys() throws {
        let file = try StringsFile(data: Data("\"a\" = \"1\";\n\"a\" = \"2\";".utf8))
        #expect(file.duplicateKeys == ["a"])
        #expect(file.table["a"] == "2")
    }
}

@Suite struct UTF16TranscodingTests {
    /// Every scalar class (ASCII, two- and three-byte, surrogate pairs) in both byte orders, as
    /// the standard library transcodes them.
    @Test func transcodesAsTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
        for _ in 0..<200 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let range = ranges.randomElement(using: &generator)!
                text.append(Unicode.Scalar(UInt32.random(in: range, using: &generator))!)
            }
            let string = String(text)
            for little in [true, false] {
                let bytes = string.utf16.flatMap { little ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
                #expect(StringsFile.utf8(fromUTF16: bytes[...], littleEndian: little) == Array(string.utf8))
            }
        }
    }

    @Test func refusesUnpairedSurrogates() {
        for units: [UInt16] in [[0xD800], [0xDC00, 0x41], [0x41, 0xD83C, 0x41], [0xD83C, 0xD83C, 0xDFAB], [0xDFAB, 0xD83C]] {
            let bytes = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            #expect(StringsFile.utf8(fromUTF16: bytes[...], littleEndian: true) == nil, "\(units)")
        }
        #expect(StringsFile.utf8(fromUTF16: [0x3C, 0xD8, 0xAB, 0xDF][...], littleEndian: true) == Array("🎫".utf8))
    }
}
