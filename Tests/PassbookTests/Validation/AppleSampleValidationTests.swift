import Foundation
import Testing
@testable import Passbook

@Suite struct AppleSampleValidationTests {
    static let samples = ["BoardingPass", "Coupon", "Event", "Generic", "StoreCard"]

    static func folder(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: "pass", subdirectory: "Fixtures/Apple") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return url
    }

    @Test(arguments: samples)
    func appleSamplesHaveNoErrors(_ name: String) throws {
        let report = try PassValidator().validate(contentsOf: Self.folder(name))
        #expect(report.errors.isEmpty, "\(report.errors.map(\.description))")
        // Apple's samples predate barcodes and relevantDates.
        #expect(!report.diagnostics(for: "structure.deprecated").isEmpty)
    }

    @Test func boardingPassTrailingCommaIsAWarningInAFolder() throws {
        let report = try PassValidator().validate(contentsOf: Self.folder("BoardingPass"))
        let comma = try #require(report.diagnostics(for: "json.trailing-comma").first)
        #expect(comma.severity == .warning)
        #expect(comma.path == "line 75, column 26")
    }

    @Test func theSameTrailingCommaInAFinishedArchiveIsAnError() throws {
        let folder = try PassSource(folder: Self.folder("BoardingPass"))
        let archive = PassSource(name: "BoardingPass.pkpass", origin: .archive, files: folder.files)
        let report = PassValidator().validate(archive)
        #expect(report.diagnostics(for: "json.trailing-comma").map(\.severity) == [.error])
        #expect(!report.isValid)
    }

    @Test func ourSamplesHaveNoErrorsOrWarnings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["BoardingPass", "Coupon", "EventTicket", "Generic", "StoreCard"] {
            let report = try PassValidator().validate(contentsOf: root.appendingPathComponent("Samples/passes/\(name).pass"))
            #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(name): \(report.diagnostics.map(\.description))")
        }
    }
}
