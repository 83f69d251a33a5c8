import Foundation
import Testing
@testable import Passbook

@Suite struct ValidatorOptionsTests {
    static func broken() throws -> ValidationFixture {
        var fixture = try ValidationFixture.clean()
        fixture.set("logoText", nil)  // hint
        fixture.set("labelColor", "#DCE6FF")  // warning
        fixture.set("authenticationToken", "short")  // error
        return fixture
    }

    @Test func everyFindingComesAtOnceErrorsFirst() throws {
        let report = try Self.broken().validate()
        #expect(report.diagnostics.map(\.severity) == [.error, .warning, .hint])
        #expect(report.summary == "Fixture.pass: invalid, 1 error, 1 warning, 1 hint")
    }

    @Test func disablingByIdOrPrefixSilencesRules() throws {
        let fixture = try Self.broken()
        #expect(fixture.validate(ValidationOptions(disabledRules: ["webservice.token.short"])).isValid)
        let report = fixture.validate(ValidationOptions(disabledRules: ["design", "colors"]))
        #expect(report.diagnostics.map(\.id) == ["webservice.token.short"])
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("labelColor", "#DCE6FF")
        #expect(fixture.validate().isValid)
        let strict = fixture.validate(ValidationOptions(warningsAsErrors: true))
        #expect(!strict.isValid)
        #expect(strict.diagnostics(for: "colors.hex").map(\.severity) == [.error])
    }

    @Test func aRuleCanBePromoted() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("logoText", nil)
        let report = fixture.validate(ValidationOptions(severityOverrides: ["design.logoText.missing": .error]))
        #expect(report.errors.map(\.id) == ["design.logoText.missing"])
    }

    @Test func thresholdsAreConfigurable() throws {
        let fixture = try ValidationFixture.clean()
        var thresholds = ValidationThresholds()
        thresholds.maximumImageBytes = 100
        let report = fixture.validate(ValidationOptions(thresholds: thresholds))
        // Every image over the budget, in one finding.
        #expect(report.diagnostics(for: "design.images.weight").count == 1)
        #expect(report.diagnostics(for: "design.images.weight").first?.files.count ?? 0 >= 10)
    }

    struct NoTestSerials: ValidationRule {
        let id = "house.serial.test"
        let severity = Diagnostic.Severity.error
        let concern = RuleConcern.structure
        let summary = "serial numbers never start with TEST"
        func check(_ context: ValidationContext) -> [Diagnostic] {
            guard context.pass?.serialNumber.hasPrefix("TEST") == true else { return [] }
            return [finding("test serial numbers must not ship", at: "serialNumber")]
        }
    }

    @Test func usersAddTheirOwnRules() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("serialNumber", "TEST-1")
        let validator = PassValidator(rules: PassValidator.standardRules + [NoTestSerials()])
        let report = validator.validate(fixture.source)
        #expect(report.errors.map(\.id) == ["house.serial.test"])
        #expect(report.errors.first?.description == "pass.json: serialNumber: error[house.serial.test]: test serial numbers must not ship")
    }

    @Test func aPackageInMemoryValidates() throws {
        let package = try ValidationFixture.clean().source.package()
        let report = try PassValidator().validate(package, name: "Memory")
        #expect(report.isValid, "\(report.diagnostics.map(\.description))")
    }

    @Test func anUndecodablePassStillGetsEveryFinding() throws {
        var fixture = try ValidationFixture.clean()
        fixture.set("formatVersion", nil)
        fixture.set("expirationDate", "2099-12-31")
        fixture.set("foregroundColor", "red")
        fixture.files["icon.png"] = nil
        let report = fixture.validate()
        #expect(Set(report.errors.map(\.id)) == ["structure.key.required", "dates.invalid", "images.icon.missing"])
        #expect(report.warnings.contains { $0.id == "colors.invalid" })
    }
}
