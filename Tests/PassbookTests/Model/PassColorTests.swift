import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    @Suite struct PassColorTests {
        /// A pass with `backgroundColor` set to `color`, as JSON text.
        private func passJSON(backgroundColor color: String) -> Data {
            Data(
                """
                {"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t",
                 "organizationName": "o", "description": "d", "backgroundColor": "\(color)", "generic": {}}
                """.utf8
            )
        }

        @Test(arguments: [
            ("rgb(1, 2, 3)", PassColor.Notation.rgb),
            ("rgb( 1,2 , 3)", .rgb),
            ("  RGB(1,\t2,\n3)  ", .rgb),
            ("rgb (1, 2, 3)", .rgb),
            ("rgba(1, 2, 3, 0.5)", .rgba),
            ("#010203", .hex),
        ])
        func readsLenientlyAndWritesTheDocumentedForm(_ text: String, _ notation: PassColor.Notation) throws {
            let color = try #require(PassColor(text))
            #expect(color == PassColor(red: 1, green: 2, blue: 3))
            #expect(color.notation == notation)
            #expect(color.description == "rgb(1, 2, 3)")
        }

        @Test func rewritesSpacingWhenAPassIsWritten() throws {
            let pass = try Pass(jsonData: passJSON(backgroundColor: "rgb( 1,2 , 3)"))
            #expect(try pass.jsonValue["backgroundColor"] == "rgb(1, 2, 3)")
        }

        @Test func readsHexColors() throws {
            #expect(PassColor("#FF8000") == PassColor(red: 255, green: 128, blue: 0))
            #expect(PassColor("#f80") == PassColor(red: 255, green: 136, blue: 0))
            let pass = try Pass(jsonData: passJSON(backgroundColor: "#3C414C"))
            #expect(pass.backgroundColor?.notation == .hex)
            #expect(try pass.jsonValue["backgroundColor"] == "rgb(60, 65, 76)")
        }

        @Test func rejectsComponentsAbove255WithThePath() throws {
            let json = try JSONParser.parse(passJSON(backgroundColor: "rgb(256, 0, 0)"), file: "pass.json").value
            let error = try #require(throws: PassbookError.self) {
                try Pass(jsonValue: json)
            }
            #expect(error.code == .invalidPass)
            #expect(
                error.reason
                    == #"backgroundColor: the color "rgb(256, 0, 0)" has the component 256, but components go from 0 to 255"#
            )
        }

        @Test func rejectsBadColorsInNestedValuesWithThePath() throws {
            let json = #"""
                {"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t",
                 "organizationName": "o", "description": "d",
                 "semantics": {"seats": [{"seatRow": "A"}, {"seatSectionColor": "blue"}]}}
                """#
            let error = try #require(throws: PassbookError.self) {
                try Pass(jsonValue: JSONParser.parse(Data(json.utf8), file: "pass.json").value)
            }
            #expect(
                error.reason
                    == #"semantics.seats[1].seatSectionColor: expected a color like rgb(23, 187, 82) but found "blue""#
            )
        }

        /// Reading a pass file (to validate, build or verify it) leaves out a color Wallet may ignore,
        /// and says so, rather than refusing the whole pass.
        @Test func readingAFileLeavesOutAColorThatDoesNotParseWithAWarning() throws {
            let (pass, diagnostics) = try Pass.decode(jsonData: passJSON(backgroundColor: "rgb(256, 0, 0)"))
            #expect(pass.backgroundColor == nil)
            #expect(pass.serialNumber == "s")
            let warning = try #require(diagnostics.first { $0.id == "colors.invalid" })
            #expect(warning.severity == .warning)
            #expect(warning.path == "backgroundColor")
            #expect(warning.message.contains("component 256"))
            #expect(try pass.jsonValue["backgroundColor"] == nil)
        }

        @Test(arguments: [
            "", "red", "rgb(1,2)", "rgb(1,2,3,4)", "rgba(1,2,3)", "rgb(-1, 0, 0)", "rgb(1.5, 0, 0)", "rgb(1, 2, 3",
            "rgb 1, 2, 3", "#12345", "#GGG", "#", "rgb(, 2, 3)", "rgba(1, 2, 3, 2)", "hsl(0, 0%, 0%)",
            "rgb(255-255-255)",
        ])
        func rejectsWhatIsNotAColor(_ text: String) {
            #expect(PassColor(text) == nil)
            guard case .failure(let error) = PassColor.parse(text) else {
                Issue.record("\(text) was read as a color")
                return
            }
            #expect(error.message.contains("\"\(text)\""))
        }

        @Test func equalityIgnoresHowTheColorWasWritten() throws {
            let hex = try #require(PassColor("#010203"))
            let rgb = PassColor(red: 1, green: 2, blue: 3)
            #expect(hex == rgb)
            #expect(hex.hashValue == rgb.hashValue)
        }
    }
}
