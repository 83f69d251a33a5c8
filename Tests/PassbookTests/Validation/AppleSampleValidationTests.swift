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

    /// Without hints the rules that only give hints do not run, and nothing else changes.
    @Test(arguments: samples)
    func leavingOutHintsChangesNothingElse(_ name: String) throws {
        let source = try PassSource(contentsOf: Self.folder(name))
        let all = PassValidator().validate(source).diagnostics
        let withoutHints = PassValidator(options: ValidationOptions(reportsHints: false)).validate(source).diagnostics
        #expect(withoutHints.map(\.description) == all.filter { $0.severity != .hint }.map(\.description))
        #expect(all.contains { $0.severity == .hint }, "the sample should give hints, or the comparison proves nothing")
        // A hint promoted by the options is still looked for.
        let promoted = try #require(all.first { $0.severity == .hint }?.id)
        let options = ValidationOptions(severityOverrides: [promoted: .warning], reportsHints: false)
        #expect(PassValidator(options: options).validate(source).diagnostics.contains { $0.id == promoted })
    }

    @Test func boardingPassTrailingCommaIsAWarningInAFolder() throws {
        let report = try PassValidator().validate(contentsOf: Self.folder("BoardingPass"))
        let comma = try #require(report.diagnostics(for: "json.trailing-comma").first)
        #expect(comma.severity == .warning)
        #expect(comma.path == "line 75, column 26")
        #expect(comma.message.contains("Wallet may refuse"))
    }

    /// Apple signed and published this sample with the comma: a finished archive with it is no more
    /// refused than the folder.
    @Test func theSameTrailingCommaInAFinishedArchiveIsAWarningToo() throws {
        let folder = try PassSource(folder: Self.folder("BoardingPass"))
        let archive = PassSource(name: "BoardingPass.pkpass", origin: .archive, files: folder.files)
        let report = PassValidator().validate(archive)
        #expect(report.diagnostics(for: "json.trailing-comma").map(\.severity) == [.warning])
        #expect(report.diagnostics(for: "json.trailing-comma").first?.message.contains("Wallet may refuse") == true)
        #expect(report.isValid, "\(report.errors.map(\.description))")
    }

    /// One finding is one diagnostic: Apple's samples lack @3x images and have oversized logos in
    /// several scales, and each of those is reported once, naming every file.
    @Test(arguments: samples)
    func everyFindingAboutAFileIsReportedOnce(_ name: String) throws {
        let report = try PassValidator().validate(contentsOf: Self.folder(name))
        for id in Set(report.diagnostics.map(\.id)) {
            let files = report.diagnostics(for: id).flatMap(\.files).filter { $0 != "pass.json" }
            #expect(Set(files).count == files.count, "\(id) names a file twice: \(files)")
        }
        let missingScales = report.diagnostics(for: "design.images.scales").filter { $0.message.contains("missing") }
        #expect(missingScales.count == 1)
        #expect(missingScales.first?.files.contains("icon@3x.png") == true)
        #expect(report.warnings.count <= 7, "\(report.warnings.map(\.description))")
    }

    @Test func ourSamplesHaveNoErrorsOrWarnings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["BoardingPass", "Coupon", "EventTicket", "Generic", "StoreCard"] {
            let report = try PassValidator().validate(contentsOf: root.appendingPathComponent("Samples/passes/\(name).pass"))
            #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(name): \(report.diagnostics.map(\.description))")
        }
    }
}
