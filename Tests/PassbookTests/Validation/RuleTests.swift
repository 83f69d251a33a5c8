import Foundation
import Testing
@testable import Passbook

@Suite struct RuleTests {
    @Test(arguments: RuleCases.all)
    func ruleFiresOnTheBrokenPassOnly(_ rule: RuleCase) throws {
        let clean = try rule.report(broken: false)
        #expect(clean.diagnostics(for: rule.id).isEmpty, "the clean pass must not break \(rule.id)")
        let broken = try rule.report(broken: true)
        let found = broken.diagnostics(for: rule.id)
        #expect(!found.isEmpty, "\(rule.id) did not fire; got:\n\(broken.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(found.allSatisfy { $0.severity == rule.severity }, "\(found.map(\.severity))")
        #expect(found.contains(where: rule.matches), "\(rule.id) at \(rule.location)? got \(found.map { "\($0.file ?? ""): \($0.path ?? "")" })")
        #expect(found.allSatisfy { !$0.message.isEmpty && $0.message.count > 20 })
    }

    @Test func everyStandardRuleHasACase() {
        let tested = Set(RuleCases.all.map(\.id))
        let missing = PassValidator.standardRules.map(\.id).filter { !tested.contains($0) }
        #expect(missing.isEmpty, "rules without a test: \(missing)")
    }

    @Test func ruleIdsAreUnique() {
        let ids = PassValidator.standardRules.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}
