import Foundation
import Testing
@testable import Passbook

@Suite struct BarcodePayloadTests {
    @Test func latin1IsTheDefaultEncoding() throws {
        let payload = try BarcodePayload(message: "Müller", format: .qr)
        #expect(payload.bytes == [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72])
        #expect(try BarcodePayload(message: "Müller", encoding: "UTF-8", format: .qr).bytes.count == 7)
    }

    @Test func aCharacterOutsideTheEncodingIsAClearError() {
        let error = #expect(throws: PassbookError.self) { try BarcodePayload(message: "5 €", format: .code128) }
        #expect(error?.code == .barcode)
        #expect(error?.reason.contains("U+20AC") == true)
        #expect(error?.fix?.contains("utf-8") == true)
    }

    @Test func capacitiesAreEnforcedPerContentKind() throws {
        _ = try BarcodePayload(message: String(repeating: "7", count: 5596), format: .qr)
        #expect(throws: PassbookError.self) { try BarcodePayload(message: String(repeating: "7", count: 5597), format: .qr) }
        _ = try BarcodePayload(message: String(repeating: "x", count: 863), format: .pdf417)
        #expect(throws: PassbookError.self) { try BarcodePayload(message: String(repeating: "x", count: 864), format: .pdf417) }
        #expect(throws: PassbookError.self) { try BarcodePayload(message: String(repeating: "x", count: 991), format: .aztec) }
        _ = try BarcodePayload(message: String(repeating: "a", count: 60), format: .code128)
        #expect(throws: PassbookError.self) { try BarcodePayload(message: String(repeating: "é", count: 31), format: .code128) }
    }

    @Test func oneDimensionalCharacterSets() throws {
        _ = try BarcodePayload(message: "4006381333931", format: .ean13)
        #expect(throws: PassbookError.self) { try BarcodePayload(message: "4006381333932", format: .ean13) }
        #expect(throws: PassbookError.self) { try BarcodePayload(message: "abc", format: .code39) }
        #expect(throws: PassbookError.self) { try BarcodePayload(message: "123", format: .interleaved2of5) }
    }

    @Test func unknownEncodingsAreNamed() {
        let error = #expect(throws: PassbookError.self) { try BarcodePayload(message: "x", encoding: "klingon", format: .qr) }
        #expect(error?.reason.contains("klingon") == true)
    }
}
