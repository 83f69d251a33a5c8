import Foundation
import Testing
@testable import Passbook

/// An error means Wallet refuses the pass or cannot show it, and every rule that reports errors names
/// its evidence; what Wallet opens is a warning.
@Suite struct SeverityTests {
    @Test func code128InTheLegacyBarcodeKeyIsAWarning() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("barcode", ["format": "PKBarcodeFormatCode128", "message": "T-0001", "messageEncoding": "iso-8859-1"])
        let report = fixture.validate()
        let found = try #require(report.diagnostics(for: "barcodes.legacy.format").first)
        #expect(found.severity == .warning)
        #expect(found.message.contains("older iOS versions"))
        #expect(report.isValid, "\(report.errors.map(\.description))")
    }

    @Test func aTokenWithoutAWebServiceIsAWarning() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("webServiceURL", nil)
        let report = fixture.validate()
        #expect(report.diagnostics(for: "webservice.token.unused").map(\.severity) == [.warning])
        #expect(report.diagnostics(for: "webservice.pair").isEmpty)
        #expect(report.isValid, "\(report.errors.map(\.description))")
        // A web service without a token is still refused.
        fixture = try ValidationFixture.clean()
        fixture.set("authenticationToken", nil)
        #expect(fixture.validate().errors.map(\.id) == ["webservice.pair"])
    }

    static let trailingComma = RuleCases.validJSON

    @Test func aTrailingCommaIsAWarningInAFolder() throws {
        var fixture = try ValidationFixture.clean()
        fixture.files["pass.json"] = Data(Self.trailingComma.utf8)
        fixture.json = .null
        let comma = try #require(fixture.validate().diagnostics(for: "json.trailing-comma").first)
        #expect(comma.severity == .warning)
        #expect(comma.message.contains("Wallet may refuse"))
    }

    /// A real archive on disk, read as `passbook validate` reads it (unsigned: that is verify's and
    /// archive.layout's finding, not pass.json's).
    @Test func aTrailingCommaIsAWarningInAnArchive() throws {
        let fixture = try ValidationFixture.clean()
        var files = fixture.source.files
        files["pass.json"] = Data(Self.trailingComma.utf8)
        let archive = try ZipWriter.archive(files.sorted { $0.key < $1.key }.map { ZipWriter.Entry(name: $0.key, data: $0.value) }, operation: "test")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("comma-\(UUID().uuidString).pkpass")
        try archive.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let report = try PassValidator().validate(contentsOf: url)
        let comma = try #require(report.diagnostics(for: "json.trailing-comma").first)
        #expect(comma.severity == .warning)
        #expect(comma.message.contains("Wallet may refuse"))
        #expect(report.errors.filter { $0.file == "pass.json" }.isEmpty, "\(report.errors.map(\.description))")
    }

    @Test func aByteOrderMarkInAFinishedArchiveIsStillAnError() throws {
        var fixture = try ValidationFixture.clean()
        fixture.files["pass.json"] = Data(("\u{FEFF}" + Self.trailingComma.replacingOccurrences(of: "},]", with: "}]")).utf8)
        fixture.json = .null
        fixture.origin = .archive
        #expect(fixture.validate().diagnostics(for: "json.bom").map(\.severity) == [.error])
    }

    @Test func everyRuleThatReportsErrorsNamesItsEvidence() throws {
        let rules = PassValidator.standardRules
        let errorRules = rules.filter { $0.severity == .error }
        // The refusals the format reference lists (§8) must stay errors.
        for id in [
            "structure.key.required", "structure.style.missing", "fields.key.duplicate", "fields.key.missing", "fields.value.missing",
            "fields.enum.invalid", "dates.invalid", "dates.timezone.missing", "images.icon.missing",
        ] {
            #expect(errorRules.contains { $0.id == id }, "\(id) is no longer an error")
        }
        for rule in errorRules {
            let evidence = rule.evidence ?? ""
            #expect(evidence.count > 20, "\(rule.id) reports errors without evidence")
        }
        // A rule that escalates to an error in a finished archive names its evidence too.
        #expect(rules.first { $0.id == "json.bom" }?.evidence?.isEmpty == false)
        // Evidence belongs to errors: a warning-only rule claims no refusal.
        for rule in rules where rule.severity != .error && rule.id != "json.bom" {
            #expect(rule.evidence == nil, "\(rule.id) is a \(rule.severity) but names evidence of refusal")
        }
    }
}
