import Foundation
import Testing
import PassbookTestSupport

/// `passbook preview` and `passbook barcode` as a user runs them.
@Suite struct RenderingCommandTests {
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func previewWritesAPNGAndPrintsItsPath() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("ticket.png")
        let result = try CLI.run(["preview", TestPaths.sample("EventTicket").path, "-o", out.path, "--scale", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == out.path)
        let size = try #require(Self.pngSize(try Data(contentsOf: out)))
        #expect(size.width == 375 * 3)
        // Written through a temporary file and a rename: nothing else is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path) == ["ticket.png"])
    }

    @Test func previewFormatFollowsTheExtensionOrTheOption() throws {
        let folder = try CLI.temporaryFolder()
        let svg = folder.appendingPathComponent("pass.svg")
        #expect(try CLI.run(["preview", TestPaths.sample("Coupon").path, "--back", "-o", svg.path]).status == 0)
        #expect(String(decoding: try Data(contentsOf: svg), as: UTF8.self).contains("<svg"))
        let pdf = folder.appendingPathComponent("pass.out")
        #expect(try CLI.run(["preview", TestPaths.sample("Coupon").path, "--both", "--format", "pdf", "-o", pdf.path]).status == 0)
        #expect(try Data(contentsOf: pdf).starts(with: Data("%PDF-".utf8)))
        let stdout = try CLI.run(["preview", TestPaths.sample("Generic").path, "--language", "de", "--scale", "1", "-o", "-"])
        #expect(stdout.status == 0)
        #expect(Self.pngSize(stdout.stdoutData)?.width == 375)
    }

    /// A layout template's pass: the preview says which layout it drew, `--scheme` draws another,
    /// and `inspect` shows the layout and why the others were not used.
    @Test func previewAndInspectNameTheLayout() throws {
        let folder = try CLI.temporaryFolder()
        let pass = folder.appendingPathComponent("Poster.pass")
        let template = TestPaths.repositoryRoot.appendingPathComponent("Templates").path
        #expect(try CLI.run(["init", pass.path, "--pass", "--style", "poster-event-ticket", "--templates", template]).status == 0)
        let poster = try CLI.run(["preview", pass.path, "--scale", "1", "-o", folder.appendingPathComponent("poster.png").path])
        #expect(poster.status == 0, "\(poster.stderr)")
        #expect(poster.stderr.contains("drawn in the posterEventTicket layout"))
        let classic = try CLI.run(["preview", pass.path, "--scheme", "classic", "--scale", "1", "-o", folder.appendingPathComponent("classic.png").path])
        #expect(classic.status == 0, "\(classic.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("poster.png")) != Data(contentsOf: folder.appendingPathComponent("classic.png")))
        #expect(try CLI.run(["preview", pass.path, "--scheme", "poster", "-o", "-"]).status != 0)

        let inspect = try CLI.run(["inspect", pass.path])
        #expect(inspect.stdout.contains("Layout:         posterEventTicket"))
        #expect(inspect.stdout.contains("eventTicket (preferredStyleSchemes[1]): not reached"))
        // Without its artwork the poster falls back, and both commands say what is missing.
        for scale in ["", "@2x", "@3x"] { try FileManager.default.removeItem(at: pass.appendingPathComponent("artwork\(scale).png")) }
        let fallen = try CLI.run(["inspect", pass.path, "--json"])
        #expect(fallen.stdout.contains("\"layout\" : \"classic\"") || fallen.stdout.contains("\"layout\": \"classic\""), "\(fallen.stdout)")
        #expect(fallen.stdout.contains("artwork.png"))
        let validate = try CLI.run(["validate", pass.path])
        #expect(validate.status == 0, "a fallback is a warning, not an error")
        #expect((validate.stdout + validate.stderr).contains("semantics.poster"))
    }

    @Test func previewBothSidesSideBySide() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("both.png")
        #expect(try CLI.run(["preview", TestPaths.sample("StoreCard").path, "--both", "--scale", "1", "-o", out.path]).status == 0)
        #expect(Self.pngSize(try Data(contentsOf: out))?.width == 375 * 2 + 24)
    }

    @Test func previewSaysWhichLocalizationItShowsForAMissingLanguage() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("fr.png")
        let result = try CLI.run(["preview", TestPaths.sample("Generic").path, "--language", "fr", "-o", out.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("shown in en of de, en: the pass has none of the reader's languages (fr)"), "\(result.stderr)")
    }

    @Test func previewUsageAndFailures() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("x.png").path
        #expect(try CLI.run(["preview", TestPaths.sample("Coupon").path, "--scale", "4", "-o", out]).status == 64)
        #expect(try CLI.run(["preview", TestPaths.sample("Coupon").path, "--back", "--both", "-o", out]).status == 64)
        #expect(try CLI.run(["preview", TestPaths.sample("Coupon").path, "--time-zone", "Mars/Olympus", "-o", out]).status == 64)
        let missing = try CLI.run(["preview", "/nonexistent/Pass.pass", "-o", out])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such file"))
        #expect(missing.stdout.isEmpty)
    }

    @Test(arguments: ["qr", "pdf417", "aztec", "code128"])
    func barcodeWritesPNGAndSVG(_ format: String) throws {
        let folder = try CLI.temporaryFolder()
        let png = folder.appendingPathComponent("code.png")
        let result = try CLI.run(["barcode", "--format", format, "--message", "Größe 42", "--scale", "2", "-o", png.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == png.path)
        #expect(result.stderr.contains("iso-8859-1"))
        #expect(Self.pngSize(try Data(contentsOf: png)) != nil)
        let svg = folder.appendingPathComponent("code.svg")
        #expect(try CLI.run(["barcode", "--format", format, "--message", "Größe 42", "-o", svg.path]).status == 0)
        #expect(String(decoding: try Data(contentsOf: svg), as: UTF8.self).contains("<path"))
    }

    @Test func barcodeErrorsExplainThemselves() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("code.png").path
        let kanji = try CLI.run(["barcode", "--format", "qr", "--message", "東京", "-o", out])
        #expect(kanji.status == 1)
        #expect(kanji.stderr.contains("utf-8"))
        let utf8 = try CLI.run(["barcode", "--format", "qr", "--message", "東京", "--encoding", "utf-8", "-o", out])
        #expect(utf8.status == 0)
        let tooLong = try CLI.run(["barcode", "--format", "code128", "--message", String(repeating: "A", count: 70), "-o", out])
        #expect(tooLong.status == 1)
        #expect(try CLI.run(["barcode", "--format", "datamatrix", "--message", "x", "-o", out]).status == 64)
        #expect(try CLI.run(["barcode", "--format", "qr", "--message", "x", "-o", "code.gif"]).status == 64)
    }
}
