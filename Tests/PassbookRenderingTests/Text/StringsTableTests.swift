import Foundation
import Passbook
import Testing

@testable import PassbookRendering
import PassbookTestSupport

@Suite struct StringsTableTests {
    static let source = """
        /* A comment, with "quotes" = "inside"; */
        "PLAN" = "TARIF";
        // a line comment
        "Every day" = "T\\u00e4glich";
        "Quote" = "Sie sagte \\"Hallo\\"\\nund ging.";
        bare_key = "bare";
        "Same";
        """

    @Test(arguments: ["utf-8", "utf-8-bom", "utf-16le", "utf-16be"])
    func readsEveryEncodingWalletAccepts(_ encoding: String) throws {
        let data: Data =
            switch encoding {
            case "utf-8": Data(Self.source.utf8)
            case "utf-8-bom": Data([0xEF, 0xBB, 0xBF]) + Data(Self.source.utf8)
            case "utf-16le": Data([0xFF, 0xFE]) + (Self.source.data(using: .utf16LittleEndian) ?? Data())
            default: Data([0xFE, 0xFF]) + (Self.source.data(using: .utf16BigEndian) ?? Data())
            }
        let table = try StringsTable(data: data, path: "de.lproj/pass.strings")
        #expect(table.localized("PLAN") == "TARIF")
        #expect(table.localized("Every day") == "Täglich")
        #expect(table.localized("Quote") == "Sie sagte \"Hallo\"\nund ging.")
        #expect(table.localized("bare_key") == "bare")
        #expect(table.localized("Same") == "Same")
        #expect(table.localized("Missing") == "Missing")
        #expect(table.translations.count == 5)
    }

    @Test func readsTheGermanSampleWrittenInUTF16() throws {
        let data = try Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/passes/Generic.pass/de.lproj/pass.strings"))
        let table = try StringsTable(data: data, path: "de.lproj/pass.strings")
        #expect(table.localized("MEMBER") == "MITGLIED")
        #expect(table.localized("GUEST PASSES") == "GASTPÄSSE")
    }

    @Test(arguments: [
        "\"a\" = \"b\"", "\"a\" \"b\";", "\"a\" = \"b;", "/* open", "\"a\" = \"\\Uzz\";",
    ])
    func reportsTheLineOfASyntaxError(_ text: String) {
        do {
            _ = try StringsTable(data: Data(("\n" + text).utf8), path: "fr.lproj/pass.strings")
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.code == .invalidStrings)
            #expect(error.reason.hasPrefix("line 2") || error.reason.hasPrefix("line 1"))
            #expect(error.operation.contains("fr.lproj/pass.strings"))
        }
    }

    @Test func refusesBytesThatAreNeitherUTF8NorUTF16() {
        #expect(throws: PassbookError.self) {
            try StringsTable(data: Data([0x22, 0xC3, 0x28, 0x22]), path: "x.lproj/pass.strings")
        }
    }
}
