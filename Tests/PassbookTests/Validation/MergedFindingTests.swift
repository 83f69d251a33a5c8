import Foundation
import Testing
@testable import Passbook

/// One finding, one diagnostic: the same finding about several images or scales is reported once,
/// naming every file.
@Suite struct MergedFindingTests {
    @Test func anOversizedImageAtEveryScaleIsOneDiagnosticWithAllItsFiles() throws {
        var fixture = try ValidationFixture.clean()
        for scale in 1...3 { fixture.files["logo\(scale == 1 ? "" : "@\(scale)x").png"] = try ValidationFixture.logo(200 * scale, 40 * scale) }
        let found = fixture.validate().diagnostics(for: "design.images.size")
        #expect(found.count == 1, "\(found.map(\.description))")
        #expect(found.first?.files == ["logo.png", "logo@2x.png", "logo@3x.png"])
        #expect(found.first?.description.hasPrefix("logo.png, logo@2x.png, logo@3x.png: warning[design.images.size]: ") == true)
    }

    @Test func missingScalesOfSeveralImagesAreOneDiagnostic() throws {
        var fixture = try ValidationFixture.clean()
        for name in ["icon", "logo", "background", "thumbnail"] { fixture.files["\(name)@3x.png"] = nil }
        let found = fixture.validate().diagnostics(for: "design.images.scales")
        #expect(found.count == 1, "\(found.map(\.description))")
        #expect(found.first?.files == ["background@3x.png", "icon@3x.png", "logo@3x.png", "thumbnail@3x.png"])
    }

    @Test func clutterLeftOutOfAFolderIsOneDiagnostic() throws {
        let fixture = try ValidationFixture.clean()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junk-\(UUID().uuidString).pass")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = fixture.source.files
        files[".DS_Store"] = Data([0])
        files["en.lproj/.DS_Store"] = Data([0])
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let found = PassValidator().validate(try PassSource(folder: folder)).diagnostics(for: "package.os-junk")
        #expect(found.count == 1, "\(found.map(\.description))")
        #expect(Set(found.first?.files ?? []) == [".DS_Store", "en.lproj/.DS_Store"])
    }

    @Test func hiddenFieldsOfOneGroupAreOneDiagnostic() throws {
        var fixture = try ValidationFixture.clean()
        for index in 1...5 { fixture.append("eventTicket.secondaryFields", RuleCases.field("extra\(index)")) }
        let report = fixture.validate()
        #expect(report.diagnostics(for: "fields.count").count == 1)
        #expect(report.diagnostics(for: "fields.count").first?.message.contains("\"extra4\" and \"extra5\"") == true)
        // Too many fields is fields.count's finding, not also a design finding.
        #expect(report.diagnostics(for: "design.front.clutter").isEmpty)
    }

    @Test func severalFilesTravelInJSONAndOneFileKeepsItsShape() throws {
        let several = Diagnostic(id: "design.images.size", severity: .warning, message: "m", files: ["logo.png", "logo@2x.png"])
        let one = Diagnostic(id: "images.icon.missing", severity: .error, message: "m", file: "icon.png")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let severalJSON = String(decoding: try encoder.encode(several), as: UTF8.self)
        let oneJSON = String(decoding: try encoder.encode(one), as: UTF8.self)
        #expect(severalJSON.contains(#""file":"logo.png","files":["logo.png","logo@2x.png"]"#), "\(severalJSON)")
        #expect(oneJSON.contains(#""file":"icon.png""#) && !oneJSON.contains("files"), "\(oneJSON)")
        #expect(try JSONDecoder().decode(Diagnostic.self, from: Data(severalJSON.utf8)) == several)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: Data(oneJSON.utf8)) == one)
    }
}
