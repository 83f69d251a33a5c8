import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    /// Apple's five sample passes must read and write back without losing a key or a value.
    @Suite struct AppleSampleTests {
        private func originalJSON(_ name: String) throws -> JSONValue {
            try JSONParser(mode: .lenient).parse(AppleSamples.passJSON(name), file: "pass.json").value
        }

        @Test func samplesFolderIsFound() {
            let folder = AppleSamples.appleSamplesFolder()
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generic.pass/pass.json").path),
                "Apple's samples are expected at \(folder.path)"
            )
        }

        @Test(arguments: AppleSamples.names)
        func readingAndWritingKeepsEveryKeyAndValue(_ name: String) throws {
            let original = try originalJSON(name)
            let (pass, _) = try Pass.decode(jsonData: AppleSamples.passJSON(name))
            #expect(pass.unknownKeys.isEmpty)
            // Objects compare without regard to order, and numbers by their literal text.
            #expect(try pass.jsonValue == original)
        }

        @Test(arguments: AppleSamples.names)
        func writtenJSONIsStrictAndReadsBackAsTheSamePass(_ name: String) throws {
            let pass = try Pass(jsonData: AppleSamples.passJSON(name))
            let data = try pass.jsonData()
            let (reread, diagnostics) = try JSONParser(mode: .strict).parse(data, file: "pass.json")
            #expect(diagnostics.isEmpty)
            #expect(try Pass(jsonValue: reread) == pass)
            #expect(try pass.jsonData() == data)
        }

        @Test func boardingPassTrailingCommaIsReportedWithItsLine() throws {
            let (pass, diagnostics) = try Pass.decode(jsonData: AppleSamples.passJSON("BoardingPass"))
            #expect(pass.style == .boardingPass)
            let warning = try #require(diagnostics.first)
            #expect(diagnostics.count == 1)
            #expect(warning.id == "json.trailing-comma")
            #expect(warning.severity == .warning)
            #expect(warning.file == "pass.json")
            #expect(warning.path == "line 75, column 26")
            #expect(warning.message.contains("boardingPass.auxiliaryFields[3]"))
            #expect(warning.message.contains("Wallet may refuse JSON with trailing commas"))
            #expect(warning.message.contains("Passbook writes strict JSON"))
        }

        @Test func boardingPassTrailingCommaIsAnErrorWhenReadStrictly() throws {
            let data = try AppleSamples.passJSON("BoardingPass")
            let error = try #require(throws: PassbookError.self) {
                try JSONParser(mode: .strict).parse(data, file: "pass.json")
            }
            #expect(error.code == .invalidJSON)
            #expect(error.reason.hasPrefix("line 75, column 26: trailing comma"))
        }

        @Test(arguments: ["Coupon", "Event", "Generic", "StoreCard"])
        func otherSamplesHaveNoJSONWarnings(_ name: String) throws {
            #expect(try Pass.decode(jsonData: AppleSamples.passJSON(name)).diagnostics.isEmpty)
        }

        @Test func boardingPassIsModelledInDetail() throws {
            let pass = try Pass(jsonData: AppleSamples.passJSON("BoardingPass"))
            #expect(pass.formatVersion == 1)
            #expect(pass.passTypeIdentifier == "pass.com.apple.devpubs.example")
            #expect(pass.serialNumber == "gT6zrHkaW")
            #expect(pass.teamIdentifier == "A93A5CM278")
            #expect(pass.relevantDate?.description == "2012-07-22T14:25-08:00")
            #expect(pass.relevantDate?.utcOffset == -8 * 3600)
            #expect(pass.locations?.first?.longitude == -122.3748889)
            #expect(pass.barcode?.format == .pdf417)
            #expect(pass.foregroundColor == PassColor(red: 22, green: 55, blue: 110))
            #expect(pass.fields?.transitType == .air)
            #expect(pass.fields?.headerFields?.first?.changeMessage == "Gate changed to %@.")
            #expect(pass.fields?.primaryFields?.map(\.value) == ["SFO", "JFK"])
            #expect(pass.allFields.count == 10)
            #expect(pass.allFields.last?.path == "boardingPass.backFields[1]")
        }

        @Test func numberValuesKeepTheirText() throws {
            let generic = try Pass(jsonData: AppleSamples.passJSON("Generic"))
            let back = try #require(generic.fields?.backFields)
            #expect(back[0].value == .number(200))
            #expect(back[0].numberStyle == .spellOut)
            #expect(back[1].currencyCode == "BRL")
            #expect(back[2].dateStyle == .full)
            #expect(back[2].value.dateValue?.description == "1980-05-07T10:00-05:00")

            let storeCard = try Pass(jsonData: AppleSamples.passJSON("StoreCard"))
            #expect(storeCard.fields?.primaryFields?.first?.value.numberValue?.text == "21.75")
            #expect(String(decoding: try storeCard.jsonData(), as: UTF8.self).contains(#""value": 21.75,"#))
        }

        @Test func couponFieldsAreModelled() throws {
            let coupon = try Pass(jsonData: AppleSamples.passJSON("Coupon"))
            let expires = try #require(coupon.coupon?.auxiliaryFields?.first)
            #expect(expires.isRelative == true)
            #expect(expires.dateStyle == .short)
            #expect(coupon.locations?.count == 2)
        }

        /// The repository's own sample passes exercise semantics, relevant dates and localization.
        @Test func repositorySamplesRoundTripToo() throws {
            let folder = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Samples/passes")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".pass")
            }
            for name in names.sorted() {
                let data = try Data(contentsOf: folder.appendingPathComponent("\(name)/pass.json"))
                let original = try JSONParser(mode: .lenient).parse(data, file: name).value
                let (pass, diagnostics) = try Pass.decode(jsonData: data, file: "\(name)/pass.json")
                #expect(diagnostics.isEmpty, "\(name)")
                #expect(pass.unknownKeys.isEmpty, "\(name)")
                #expect(try pass.jsonValue == original, "\(name)")
            }
        }
    }
}
