import Foundation
import Testing
import PassbookTestSupport

/// `passbook validate`, `passbook rules` and the validation step of `passbook build`.
@Suite(.serialized) struct ValidateCommandTests {
    /// A copy of a sample with `edit` applied to its pass.json text.
    static func brokenSample(_ name: String, _ edit: (String) -> String) throws -> URL {
        let folder = try CLI.temporaryFolder().appendingPathComponent("\(name).pass")
        try FileManager.default.copyItem(at: TestPaths.sample(name), to: folder)
        let json = folder.appendingPathComponent("pass.json")
        try Data(edit(String(decoding: try Data(contentsOf: json), as: UTF8.self)).utf8).write(to: json)
        return folder
    }

    static func tooShortToken(_ text: String) -> String {
        text.replacingOccurrences(of: "YLb5VkNde4e3MO6UoPPW_23RiDdCyXJg", with: "abcdefgh")
    }

    @Test func aValidSampleExitsZeroWithASummary() throws {
        let result = try CLI.run(["validate", TestPaths.sample("EventTicket").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("EventTicket.pass: valid, 0 errors"))
        #expect(result.stdout.isEmpty)
    }

    @Test func errorsArePrintedCompilerStyleAndExitOne() throws {
        let folder = try Self.brokenSample("EventTicket", Self.tooShortToken)
        let result = try CLI.run(["validate", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("pass.json: authenticationToken: error[webservice.token.short]: the token has 8 characters"), "\(result.stderr)")
        #expect(result.stderr.contains("invalid, 1 error"))
    }

    @Test func jsonAndSarifGoToStandardOutput() throws {
        let folder = try Self.brokenSample("EventTicket", Self.tooShortToken)
        let json = try CLI.run(["validate", folder.path, "--format", "json"])
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["id"] as? String == "webservice.token.short")
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect(diagnostics.first?["path"] as? String == "authenticationToken")

        let sarif = try CLI.run(["validate", folder.path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: sarif.stdoutData) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.first?["ruleId"] as? String == "webservice.token.short")
        #expect(results.first?["level"] as? String == "error")
    }

    @Test func strictFailsOnWarningsAndDisableSilences() throws {
        let folder = try Self.brokenSample("Coupon") { $0.replacingOccurrences(of: "rgb(255, 212, 178)", with: "#FFD4B2") }
        #expect(try CLI.run(["validate", folder.path]).status == 0)
        let strict = try CLI.run(["validate", folder.path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error[colors.hex]"), "\(strict.stderr)")
        #expect(try CLI.run(["validate", folder.path, "--strict", "--disable", "colors.hex,design"]).status == 0)
        let unknown = try CLI.run(["validate", folder.path, "--disable", "no.such.rule"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown rule id"))
    }

    @Test func validatesAFinishedArchiveToo() throws {
        let certs = try CommandLineTests.devCerts.get()
        let out = try CLI.temporaryFolder().appendingPathComponent("Generic.pkpass")
        #expect(try CLI.run(["build", TestPaths.sample("Generic").path, "--dev-certs", certs.path, "-o", out.path]).status == 0)
        let result = try CLI.run(["validate", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Generic.pkpass: valid"))
    }

    @Test func buildRefusesAnInvalidPassUnlessForced() throws {
        let certs = try CommandLineTests.devCerts.get()
        let folder = try Self.brokenSample("EventTicket", Self.tooShortToken)
        let out = try CLI.temporaryFolder().appendingPathComponent("Broken.pkpass")
        let refused = try CLI.run(["build", folder.path, "--dev-certs", certs.path, "-o", out.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("error[webservice.token.short]"))
        #expect(refused.stderr.contains("--force"))
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let forced = try CLI.run(["build", folder.path, "--dev-certs", certs.path, "-o", out.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func hintsAreShownInTextOnlyWhenAsked() throws {
        // The Coupon sample's findings are hints: its square barcode, and no web service to update it.
        let quiet = try CLI.run(["validate", TestPaths.sample("Coupon").path])
        #expect(quiet.status == 0)
        #expect(!quiet.stderr.contains("hint["), "\(quiet.stderr)")
        #expect(quiet.stderr.contains("Coupon.pass: valid, 0 errors, 0 warnings, 2 hints (--hints shows them)"), "\(quiet.stderr)")
        for flag in ["--hints", "--verbose"] {
            let asked = try CLI.run(["validate", TestPaths.sample("Coupon").path, flag])
            #expect(asked.status == 0)
            #expect(asked.stderr.contains("hint[design.barcode.square]"), "\(asked.stderr)")
            #expect(!asked.stderr.contains("--hints shows"))
        }
        // Machine formats always carry them.
        let json = try CLI.run(["validate", TestPaths.sample("Coupon").path, "--format", "json"])
        #expect(json.stdout.contains("design.barcode.square"))
        let sarif = try CLI.run(["validate", TestPaths.sample("Coupon").path, "--format", "sarif"])
        #expect(sarif.stdout.contains("design.barcode.square"))

        let certs = try CommandLineTests.devCerts.get()
        let out = try CLI.temporaryFolder().appendingPathComponent("Coupon.pkpass")
        let build = try CLI.run(["build", TestPaths.sample("Coupon").path, "--dev-certs", certs.path, "-o", out.path])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("hint["), "\(build.stderr)")
    }

    @Test func aFindingAboutSeveralFilesHasALocationForEach() throws {
        let folder = try Self.brokenSample("Generic") { $0 }
        for name in ["icon", "logo", "thumbnail"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("\(name)@3x.png"))
        }
        let text = try CLI.run(["validate", folder.path])
        #expect(text.status == 0)
        #expect(text.stderr.contains("icon@3x.png, logo@3x.png, thumbnail@3x.png: warning[design.images.scales]"), "\(text.stderr)")
        let sarif = try CLI.run(["validate", folder.path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: sarif.stdoutData) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let scales = try #require(results.first { $0["ruleId"] as? String == "design.images.scales" })
        let uris = (scales["locations"] as? [[String: Any]] ?? []).compactMap { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uris.map { URL(fileURLWithPath: $0).lastPathComponent } == ["icon@3x.png", "logo@3x.png", "thumbnail@3x.png"], "\(uris)")
    }

    @Test func rulesListsEveryRuleAndTheValidationArticleCarriesTheSameTable() throws {
        let text = try CLI.run(["rules"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("fields.key.duplicate"))
        #expect(text.stdout.contains("evidence: format reference §8 #10"))
        let json = try CLI.run(["rules", "--format", "json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [[String: Any]])
        #expect(rules.count > 90)
        let errorRules = rules.filter { $0["severity"] as? String == "error" }
        #expect(errorRules.count > 10)
        for rule in errorRules {
            #expect((rule["evidence"] as? String ?? "").count > 20, "\(rule["id"] ?? "") has no evidence")
        }
        let markdown = try CLI.run(["rules", "--format", "markdown"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let article = String(decoding: try Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Sources/Passbook/Passbook.docc/Validation.md")), as: UTF8.self)
        let start = try #require(article.range(of: "<!-- rules:begin -->\n"))
        let end = try #require(article.range(of: "\n<!-- rules:end -->"))
        #expect(String(article[start.upperBound..<end.lowerBound]) == markdown, "run: passbook rules --format markdown, and paste it into Sources/Passbook/Passbook.docc/Validation.md")
        #expect(markdown.contains("| Rule | Severity | Checks | Evidence for an error |"))
    }
}
