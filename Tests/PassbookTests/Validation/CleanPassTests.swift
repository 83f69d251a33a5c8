import Foundation
import Testing
@testable import Passbook

@Suite struct CleanPassTests {
    @Test func theFixtureBreaksNoRule() throws {
        let report = try ValidationFixture.clean().validate()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
