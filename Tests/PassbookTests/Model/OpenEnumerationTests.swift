import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    @Suite struct OpenEnumerationTests {
        @Test func unknownValuesAreReadKeptAndWrittenBack() throws {
            let json = """
                {"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t",
                 "organizationName": "o", "description": "d",
                 "preferredStyleSchemes": ["posterBoardingPass", "boardingPass"],
                 "barcodes": [{"format": "PKBarcodeFormatDataMatrix", "message": "m", "messageEncoding": "utf-8"}],
                 "boardingPass": {
                   "transitType": "PKTransitTypeHovercraft",
                   "auxiliaryFields": [
                     {"key": "a", "value": "1", "textAlignment": "PKTextAlignmentJustified"},
                     {"key": "b", "value": "2024-05-01T18:30+02:00", "dateStyle": "Short", "timeStyle": "PKDateStyleShort",
                      "numberStyle": "PKNumberStyleOrdinal", "dataDetectorTypes": ["PKDataDetectorTypeLink", "PKDataDetectorTypeEmail"]}
                   ]
                 }}
                """
            let pass = try Pass(jsonData: Data(json.utf8))
            let fields = try #require(pass.boardingPass)
            #expect(fields.transitType == TransitType(rawValue: "PKTransitTypeHovercraft"))
            #expect(fields.transitType?.isKnown == false)
            let dated = try #require(fields.auxiliaryFields?[1])
            #expect(dated.dateStyle?.rawValue == "Short")
            #expect(dated.dateStyle?.isKnown == false)
            #expect(dated.timeStyle == .short)
            #expect(dated.timeStyle?.isKnown == true)
            #expect(
                dated.dateStyle?.unknownValueMessage
                    == #"expected one of PKDateStyleNone, PKDateStyleShort, PKDateStyleMedium, PKDateStyleLong, PKDateStyleFull but found "Short""#
            )
            #expect(dated.dataDetectorTypes?.map(\.isKnown) == [true, false])
            #expect(dated.numberStyle?.isKnown == false)
            #expect(fields.auxiliaryFields?[0].textAlignment?.isKnown == false)
            #expect(pass.barcodes?.first?.format.isKnown == false)
            #expect(pass.preferredStyleSchemes?.map(\.isKnown) == [false, true])

            let original = try JSONParser().parse(Data(json.utf8), file: "pass.json").value
            #expect(try pass.jsonValue == original)
        }

        @Test func knownValuesMatchTheDocumentedStrings() {
            #expect(
                TransitType.knownValues.map(\.rawValue) == [
                    "PKTransitTypeAir", "PKTransitTypeBoat", "PKTransitTypeBus", "PKTransitTypeGeneric",
                    "PKTransitTypeTrain",
                ]
            )
            #expect(Barcode.Format.knownValues.count == 8)
            #expect(Barcode.Format.interleaved2of5.rawValue == "PKBarcodeFormatI2of5")
            #expect(Barcode.Format.ean13.isKnown)
            #expect(TextAlignment.natural.description == "PKTextAlignmentNatural")
            #expect(NumberStyle.spellOut.rawValue == "PKNumberStyleSpellOut")
            #expect(DataDetectorType.calendarEvent.rawValue == "PKDataDetectorTypeCalendarEvent")
            #expect(StyleScheme.semanticBoardingPass.rawValue == "semanticBoardingPass")
            #expect(SemanticTags.EventType.socialGathering.rawValue == "PKEventTypeSocialGathering")
            #expect(
                SemanticTags.SecurityProgram.tsaPreCheckTouchlessID.rawValue
                    == "PKTransitSecurityProgramTSAPreCheckTouchlessID"
            )
            #expect(SemanticTags.PassengerCapability.lapInfant.rawValue == "PKPassengerCapabilityLapInfant")
            #expect(FeaturedAction.Kind.viewOffersRewards.isKnown)
            #expect(UpcomingPassInformationEntry.Kind.knownValues == [.event])
        }

        @Test func barcodeFormatsKnowTheirShape() {
            #expect(Barcode.Format.qr.isSquare)
            #expect(Barcode.Format.aztec.isSquare)
            #expect(!Barcode.Format.pdf417.isSquare)
            #expect(Barcode.Format.pdf417.isAllowedInLegacyBarcodeKey)
            #expect(!Barcode.Format.code128.isAllowedInLegacyBarcodeKey)
        }
    }
}
