import Foundation
import Testing
import PassbookTestSupport

/// Bundles in validate, preview and strings, and the localization chosen from the reader's languages.
@Suite(.serialized) struct BundleAndLanguageCommandTests {
    /// Two built samples and a broken pass (no serialNumber, no teamIdentifier) zipped into one bundle by hand.
    static func mixedBundle() throws -> URL {
        let certs = try CommandLineTests.devCerts.get()
        let folder = try CLI.temporaryFolder()
        var passes: [URL] = []
        for sample in ["EventTicket", "Coupon"] {
            let out = folder.appendingPathComponent("\(sample).pkpass")
            let build = try CLI.run(["build", TestPaths.sample(sample).path, "--dev-certs", certs.path, "-o", out.path])
            #expect(build.status == 0, "\(build.stderr)")
            passes.append(out)
        }
        let broken = try ViewerCommandTests.archive(of: ViewerCommandTests.withoutIdentifiers(), named: "broken.pkpass")
        let bundle = folder.appendingPathComponent("trip.pkpasses")
        try ViewerCommandTests.zip([passes[0], broken, passes[1]], into: bundle)
        return bundle
    }

    /// The width of a PNG, from its header.
    static func pngWidth(_ url: URL) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
        return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func validateReportsEachPassOfABundleUnderItsPlace() throws {
        let bundle = try Self.mixedBundle()
        let result = try CLI.run(["validate", bundle.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("trip.pkpasses[2]: pass.json: serialNumber: error[structure.key.required]"), "\(result.stderr)")
        #expect(!result.stderr.contains("trip.pkpasses[1]: pass.json: error"), "\(result.stderr)")
        #expect(!result.stderr.contains("no pass.json") && !result.stderr.contains("icon.png is missing"), "\(result.stderr)")
        #expect(result.stderr.contains("trip.pkpasses: bundle invalid: 1 of 3 passes invalid"), "\(result.stderr)")
        #expect(result.stderr.contains("(broken.pkpass)"))

        let json = try CLI.run(["validate", bundle.path, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        let members = try #require(report["members"] as? [[String: Any]])
        #expect(members.map { $0["name"] as? String } == ["EventTicket.pkpass", "broken.pkpass", "Coupon.pkpass"])
        #expect(members.map { $0["index"] as? Int } == [1, 2, 3])

        let sarif = try CLI.run(["validate", bundle.path, "--format", "sarif"])
        #expect(sarif.stdout.contains("trip.pkpasses/broken.pkpass/pass.json"), "\(sarif.stdout.prefix(2000))")
        // A silenced rule is silenced in every pass of the bundle.
        let silenced = try CLI.run(["validate", bundle.path, "--disable", "structure.key.required,bundle"])
        #expect(!silenced.stderr.contains("structure.key.required"))
    }

    @Test func previewDrawsABundleWholeOrOnePassOfIt() throws {
        let bundle = try Self.mixedBundle()
        let folder = try CLI.temporaryFolder()
        let all = folder.appendingPathComponent("all.png")
        let whole = try CLI.run(["preview", bundle.path, "-o", all.path, "--scale", "1"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let one = folder.appendingPathComponent("one.png")
        let member = try CLI.run(["preview", bundle.path, "--member", "3", "-o", one.path, "--scale", "1"])
        #expect(member.status == 0, "\(member.stderr)")
        let (allWidth, oneWidth) = (try Self.pngWidth(all), try Self.pngWidth(one))
        #expect(allWidth > 3 * 300 && oneWidth < 400, "\(allWidth) \(oneWidth)")
        let outside = try CLI.run(["preview", bundle.path, "--member", "4", "-o", one.path])
        #expect(outside.status != 0 && outside.stderr.contains("the bundle holds 3 passes, so give 1 to 3"), "\(outside.stderr)")
        let single = try CLI.run(["preview", TestPaths.sample("Generic").path, "--member", "1", "-o", one.path])
        #expect(single.status != 0 && single.stderr.contains("--member picks a pass of a .pkpasses bundle"), "\(single.stderr)")
        let strings = try CLI.run(["strings", "extract", bundle.path, "--member", "3", "--utf8"])
        #expect(strings.status == 0, "\(strings.stderr)")
        #expect(strings.stdout.contains("="), "\(strings.stdout)")
    }

    /// A pass whose labels are keys into en and ru strings, as a real frequent-flyer card has them.
    static func keyedPass() throws -> URL {
        let folder = try CLI.temporaryFolder().appendingPathComponent("Keyed.pass")
        try FileManager.default.copyItem(at: TestPaths.sample("Generic"), to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("de.lproj"))
        let passURL = folder.appendingPathComponent("pass.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: passURL)) as? [String: Any])
        var generic = try #require(json["generic"] as? [String: Any])
        var primary = try #require(generic["primaryFields"] as? [[String: Any]])
        primary[0]["label"] = "ffp_status_label_str"
        generic["primaryFields"] = primary
        json["generic"] = generic
        try JSONSerialization.data(withJSONObject: json).write(to: passURL)
        try Data("\"ffp_status_label_str\" = \"Status\";\n".utf8).write(to: folder.appendingPathComponent("en.lproj/pass.strings"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ru.lproj"), withIntermediateDirectories: true)
        try Data("\"ffp_status_label_str\" = \"Статус\";\n".utf8).write(to: folder.appendingPathComponent("ru.lproj/pass.strings"))
        return folder
    }

    @Test func theLocalizationFollowsTheReadersLanguages() throws {
        let pass = try Self.keyedPass()
        let russian = try CLI.run(["inspect", pass.path], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stdout.contains("Статус = "), "\(russian.stdout)")
        #expect(russian.stdout.contains("Localization:   ru (of en, ru)"))
        // No language of the reader's: the development region, never the bare key.
        let none = try CLI.run(["inspect", pass.path], environment: ["LANG": "C.UTF-8", "LANGUAGE": ""])
        #expect(none.stdout.contains("Status = ") && !none.stdout.contains("ffp_status_label_str ="), "\(none.stdout)")
        let list = try CLI.run(["inspect", pass.path, "--language", "de-AT, ru;q=0.5"])
        #expect(list.stdout.contains("Статус = "), "\(list.stdout)")
        let out = try CLI.temporaryFolder().appendingPathComponent("ru.png")
        let preview = try CLI.run(["preview", pass.path, "--language", "ru-RU", "-o", out.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stderr.contains("shown in ru of en, ru"), "\(preview.stderr)")
        let fallback = try CLI.run(["preview", pass.path, "--language", "ja", "-o", out.path])
        #expect(fallback.stderr.contains("the pass has none of the reader's languages (ja), so its English is shown"), "\(fallback.stderr)")
        let bad = try CLI.run(["preview", pass.path, "--language", "!!", "-o", out.path])
        #expect(bad.status != 0 && bad.stderr.contains("--language !! names no language"), "\(bad.stderr)")
    }

    @Test func validateWarnsOfAKeyNoLanguageTranslates() throws {
        let pass = try Self.keyedPass()
        try Data("\"other\" = \"x\";\n".utf8).write(to: pass.appendingPathComponent("en.lproj/pass.strings"))
        try Data("\"other\" = \"y\";\n".utf8).write(to: pass.appendingPathComponent("ru.lproj/pass.strings"))
        let result = try CLI.run(["validate", pass.path])
        #expect(result.stderr.contains("warning[localization.key.untranslated]: \"ffp_status_label_str\" reads as a localization key"), "\(result.stderr)")
    }
}
