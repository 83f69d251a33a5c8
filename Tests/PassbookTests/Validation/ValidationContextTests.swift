import Foundation
import Testing
@testable import Passbook

/// What a validation context reuses from one it read before: only files with the same bytes.
@Suite struct ValidationContextTests {
    @Test func stringsAreReusedOnlyForTheSameBytes() throws {
        let path = "de.lproj/pass.strings"
        let good = Data("\"EVENT\" = \"VERANSTALTUNG\";\n".utf8)
        let first = ValidationContext(source: PassSource(name: "first", origin: .memory, files: [path: good]))
        let known = first.parsedStrings
        #expect(known[path]?.file.table["EVENT"] == "VERANSTALTUNG")

        let same = ValidationContext(source: PassSource(name: "same", origin: .memory, files: [path: good]), thresholds: ValidationThresholds(), knownImages: [], knownStrings: known)
        #expect(try same.strings["de"]?.get().table["EVENT"] == "VERANSTALTUNG")

        // Other bytes under the same path are read again: a record's value is seen, and so is a broken file.
        let other = ValidationContext(
            source: PassSource(name: "other", origin: .memory, files: [path: Data("\"EVENT\" = \"EREIGNIS\";\n".utf8)]),
            thresholds: ValidationThresholds(), knownImages: [], knownStrings: known
        )
        #expect(try other.strings["de"]?.get().table["EVENT"] == "EREIGNIS")
        let broken = ValidationContext(
            source: PassSource(name: "broken", origin: .memory, files: [path: Data("\"EVENT\" = ;".utf8)]),
            thresholds: ValidationThresholds(), knownImages: [], knownStrings: known
        )
        #expect(throws: PassbookError.self) { try broken.strings["de"]?.get() }
    }
}
