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
