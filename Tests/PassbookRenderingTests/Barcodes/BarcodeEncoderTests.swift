import Foundation
import Passbook
import PassbookRendering
import Testing

/// Every format is drawn, then read back by zxing-cpp, an independent decoder: the bytes it reads
/// must be exactly the message in its encoding.
@Suite struct BarcodeEncoderTests {
    static let ascii = "PASSBOOK-0042 Ticket/7"
    static let latin1Message = "Café Müller, Größe: ½, naïve ÆØÅ"

    struct Case: CustomTestStringConvertible, Sendable {
        var format: Barcode.Format
        var name: String
        var message: String
        var encoding = "iso-8859-1"
        var testDescription: String { "\(format.displayName) \(name)" }
    }

    static let roundTrips: [Case] = {
        var cases: [Case] = []
        let long = (0..<40).map { "Seat \($0) row \($0 % 7)" }.joined(separator: "; ")
        for format in [Barcode.Format.qr, .pdf417, .aztec] {
            cases.append(Case(format: format, name: "ASCII", message: ascii))
            cases.append(Case(format: format, name: "Latin-1", message: latin1Message))
            cases.append(Case(format: format, name: "UTF-8", message: "Grüße aus 東京 🚆", encoding: "utf-8"))
            cases.append(Case(format: format, name: "long (\(long.utf8.count) bytes)", message: long))
        }
        cases.append(Case(format: .code128, name: "ASCII", message: ascii))
        cases.append(Case(format: .code128, name: "Latin-1", message: "Café Größe ÆØ"))
        cases.append(Case(format: .code128, name: "long digits", message: String(repeating: "0123456789", count: 8)))
        cases.append(Case(format: .code128, name: "long text", message: "ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz"))
        cases.append(Case(format: .code39, name: "ASCII", message: "PASS-0042 $/+%"))
        cases.append(Case(format: .codabar, name: "digits", message: "0123-4567$89"))
        cases.append(Case(format: .ean13, name: "12 digits", message: "400638133393"))
        cases.append(Case(format: .interleaved2of5, name: "digits", message: "0123456789012345"))
        return cases
    }()

    @Test(arguments: roundTrips)
    func roundTripsThroughZXing(_ testCase: Case) throws {
        let payload = try BarcodePayload(message: testCase.message, encoding: testCase.encoding, format: testCase.format)
        let matrix = try BarcodeEncoder.encode(payload)
        #expect(matrix.format == testCase.format)
        let png = try matrix.pngData(options: BarcodeImageOptions(moduleSize: 3))
        let decoded = try Python.decode(png)
        try #require(decoded.count == 1, "zxing-cpp found \(decoded.count) codes")
        var expected = payload.bytes
        var actual = decoded[0].byteValues
        switch testCase.format {
        case .codabar:
            // zxing reports the start and stop characters the encoder adds.
            actual = Array(actual.dropFirst().dropLast())
        case .ean13:
            expected.append(BarcodeEncoderTests.ean13CheckDigit(expected))
        default:
            break
        }
        #expect(actual == expected, "decoded \(decoded[0].text) as \(decoded[0].format)")
    }

    @Test func qrCodeUsesLevelMAndGrowsWithTheMessage() throws {
        // Version 1 at level M holds 14 bytes; 15 need version 2 (25 modules).
        let small = try BarcodeEncoder.encode(BarcodePayload(message: String(repeating: "a", count: 14), format: .qr))
        let larger = try BarcodeEncoder.encode(BarcodePayload(message: String(repeating: "a", count: 15), format: .qr))
        #expect(small.width == 21 && small.height == 21)
        #expect(larger.width == 25)
    }

    @Test func pdf417RowsAreThreeModulesHigh() throws {
        let matrix = try BarcodeEncoder.encode(BarcodePayload(message: Self.ascii, format: .pdf417))
        #expect(matrix.height % 3 == 0)
        for row in stride(from: 0, to: matrix.height, by: 3) {
            for x in 0..<matrix.width {
                #expect(matrix[x, row] == matrix[x, row + 1] && matrix[x, row] == matrix[x, row + 2])
            }
        }
    }

    @Test func aMessageTooLongForCode128IsABarcodeError() {
        // The shared capacity check (also run by the validator) knows zint's 60 Code 128 characters.
        let message = String(repeating: "A", count: 61)
        #expect(throws: PassbookError.self) {
            try BarcodeEncoder.encode(BarcodePayload(message: message, format: .code128))
        }
        do {
            _ = try BarcodeEncoder.encode(BarcodePayload(message: message, format: .code128))
        } catch {
            #expect(error.code == .barcode)
            #expect(error.reason.contains("60"))
        }
    }

    @Test func aCharacterTheEncodingLacksIsABarcodeError() {
        do {
            _ = try BarcodeEncoder.encode(Barcode(format: .qr, message: "Fahrt nach 東京"))
            Issue.record("a Latin-1 message with Kanji was encoded")
        } catch {
            #expect(error.code == .barcode)
        }
    }

    @Test func unknownFormatsAreRefused() {
        do {
            _ = try BarcodeEncoder.encode(Barcode(format: Barcode.Format(rawValue: "PKBarcodeFormatDataMatrix"), message: "x"))
            Issue.record("an unknown format was drawn")
        } catch {
            #expect(error.code == .barcode)
        }
    }

    static func ean13CheckDigit(_ digits: [UInt8]) -> UInt8 {
        let sum = digits.enumerated().reduce(0) { $0 + Int($1.element - 0x30) * ($1.offset % 2 == 0 ? 1 : 3) }
        return UInt8((10 - sum % 10) % 10) + 0x30
    }
}
