import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

/// A `.pkpasses` bundle validated as Wallet adds it: its own rules, then each pass under its place.
@Suite struct BundleValidationTests {
    private func bundle(_ entries: [(String, Data)]) throws -> ZipReader.Archive {
        let archive = try ZipWriter.archive(entries.map { ZipWriter.Entry(name: $0.0, data: $0.1) }, operation: "test")
        return try ZipReader(limits: PassBundle.readingLimits(ZipReader.Limits())).read(archive, what: "trip.pkpasses")
    }

    private func signed() throws -> Data { try Fixtures.signedMinimalPass(TestPKI.get()).archive }

    @Test func eachPassIsReportedUnderItsPlace() throws {
        let good = try signed()
        // The second pass loses its serialNumber: Wallet refuses it, and the report says which pass.
        let broken = try Fixtures.rezip(good) { files in
            var json = try #require(try JSONSerialization.jsonObject(with: files["pass.json"]!) as? [String: Any])
            json["serialNumber"] = nil
            files["pass.json"] = try JSONSerialization.data(withJSONObject: json)
        }
        let report = PassValidator().validate(bundle: try bundle([("outbound.pkpass", good), ("return.pkpass", broken)]), name: "trip.pkpasses")
        #expect(report.members.map(\.name) == ["outbound.pkpass", "return.pkpass"])
        #expect(report.members.map(\.index) == [1, 2])
        #expect(report.members[0].report.name == "trip.pkpasses[1]")
        #expect(report.members[0].report.errors.isEmpty, "\(report.members[0].report.errors)")
        #expect(report.members[1].report.errors.contains { $0.message.contains("serialNumber") }, "\(report.members[1].report.errors)")
        #expect(!report.isValid)
        #expect(report.summary.hasPrefix("trip.pkpasses: bundle invalid: 1 of 2 passes invalid"), "\(report.summary)")
        // Neither "no pass.json" nor "no icon.png": the bundle itself is not judged as a pass.
        #expect(!report.allDiagnostics.contains { $0.diagnostic.message.contains("no pass.json") || $0.diagnostic.id == "images.icon.missing" })
    }

    @Test func aBundleOfValidPassesIsValid() throws {
        let good = try signed()
        let report = PassValidator().validate(bundle: try bundle((1...3).map { ("pass-\($0).pkpass", good) }), name: "trip.pkpasses")
        #expect(report.isValid, "\(report.allDiagnostics.map(\.diagnostic.description))")
        #expect(report.diagnostics.isEmpty)
        #expect(report.summary.hasPrefix("trip.pkpasses: bundle valid: 3 passes"), "\(report.summary)")
    }

    @Test func theBundleRulesFire() throws {
        let good = try signed()
        let eleven = PassValidator().validate(bundle: try bundle((1...11).map { ("pass-\($0).pkpass", good) }), name: "big.pkpasses")
        #expect(eleven.diagnostics.map(\.id) == ["bundle.count"])
        #expect(eleven.diagnostics[0].message.contains("11 passes"))
        #expect(!eleven.isValid)

        let stray = PassValidator().validate(
            bundle: try bundle([("a.pkpass", good), ("README.txt", Data("hi".utf8)), ("fake.pkpass", Data("not a zip".utf8)), ("__MACOSX/._a.pkpass", Data([0]))]),
            name: "stray.pkpasses"
        )
        #expect(stray.diagnostics.filter { $0.id == "bundle.member" }.compactMap(\.file).sorted() == ["README.txt", "fake.pkpass"])
        #expect(stray.diagnostics.contains { $0.id == "package.os-junk" && $0.severity == .warning })
        #expect(stray.members.map(\.name) == ["a.pkpass"])

        let empty = PassValidator().validate(bundle: try bundle([("README.txt", Data("hi".utf8))]), name: "empty.pkpasses")
        #expect(empty.diagnostics.contains { $0.id == "bundle.empty" })
        #expect(BundleRule.all.allSatisfy { $0.severity == .error && $0.evidence != nil })
    }

    @Test func theOptionsApplyToTheBundleRules() throws {
        let good = try signed()
        let archive = try bundle([("a.pkpass", good), ("README.txt", Data("hi".utf8))])
        let silenced = PassValidator(options: ValidationOptions(disabledRules: ["bundle.member"])).validate(bundle: archive, name: "b.pkpasses")
        #expect(silenced.diagnostics.isEmpty)
        #expect(silenced.isValid)
    }

    @Test func aPassThatCannotBeReadIsAnErrorOfItsOwn() throws {
        let truncated = try signed().prefix(200)
        let report = PassValidator().validate(bundle: try bundle([("cut.pkpass", Data(truncated))]), name: "b.pkpasses")
        #expect(report.members.count == 1)
        #expect(report.members[0].report.errors.map(\.id) == ["bundle.member"], "\(report.members[0].report.diagnostics)")
    }

    @Test func rulesListTheBundleRules() {
        let ids = PassValidator.describedRules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("bundle.count") && ids.contains("bundle.member"))
    }
}
