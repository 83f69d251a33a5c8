import Foundation
import Testing
@testable import Passbook

@Suite struct StringTrimmingTests {
    /// Each scalar of the Basic Multilingual Plane and a sample beyond it, alone and around text,
    /// trimmed as Foundation's character sets trim it.
    @Test func trimsAsFoundationsCharacterSets() {
        var scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)
        scalars += stride(from: 0x10000, through: 0x10FFFF, by: 97).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)
        for scalar in scalars {
            let alone = String(scalar)
            #expect(String(alone.trimmingWhitespace()) == alone.trimmingCharacters(in: .whitespaces), "U+\(String(scalar.value, radix: 16))")
            #expect(
                String(alone.trimmingWhitespaceAndNewlines()) == alone.trimmingCharacters(in: .whitespacesAndNewlines),
                "U+\(String(scalar.value, radix: 16))"
            )
        }
    }

    @Test func keepsWhatIsInside() {
        #expect(" \t a b \u{3000}".trimmingWhitespace() == "a b")
        #expect("\n\r a\nb \u{2029}\u{85}".trimmingWhitespaceAndNewlines() == "a\nb")
        #expect(" \n ".trimmingWhitespaceAndNewlines().isEmpty)
        #expect("\na\n".trimmingWhitespace() == "\na\n")
        #expect("".trimmingWhitespace().isEmpty)
    }
}
