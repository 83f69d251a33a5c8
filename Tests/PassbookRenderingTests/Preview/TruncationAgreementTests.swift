import Foundation
import Passbook
@testable import PassbookRendering
import Testing

/// The validator's truncation hint measures text without Pango; the preview lays it out with Pango.
/// They must agree on what is cut, for names short, long and in between.
@Suite struct TruncationAgreementTests {
    static let primaryValues = [
        "Aurora Lines", "Ingrid Solberg-Ålesund", "The Grand Symphony Orchestra Live",
        "Ingrid Solberg-Ålesund and Wilhelmina Castellanos-Oyelaran", String(repeating: "il", count: 20), String(repeating: "WM", count: 12),
    ]
    static let auxiliaryValues = ["Balcony 2", "Upper balcony, left side", "Upper balcony, left side, behind the sound desk"]

    /// The drawn piece of `text` and the validator's verdict on the field at `path`.
    static func verdicts(_ package: PassPackage, text: String, path: String) throws -> (drawnCut: Bool, hinted: Bool) {
        let drawn = try TestPasses.drawnText(package, .front)
        let piece = try #require(drawn.first { $0.text == text })
        let report = PassValidator().validate(PassSource(name: "Check.pass", origin: .folder, files: try package.contents()))
        let hinted = report.diagnostics(for: "design.text.truncation").contains { $0.path == path }
        return (piece.isEllipsized, hinted)
    }

    static let cases: [(group: PassFields.Group, value: String)] = primaryValues.map { (.primary, $0) } + auxiliaryValues.map { (.auxiliary, $0) }

    @Test(arguments: cases)
    func aValueIsCalledCutExactlyWhenThePreviewCutsIt(_ group: PassFields.Group, _ value: String) throws {
        var package = try Fixtures.ownPackage("EventTicket")
        package.pass.eventTicket?[group]?[0].value = .string(value)
        let verdict = try Self.verdicts(package, text: value, path: "eventTicket.\(group.key)[0].value")
        #expect(verdict.hinted == verdict.drawnCut, "drawn cut: \(verdict.drawnCut)")
    }

    /// The cases hold both verdicts: the preview draws the Norwegian name in full and cuts the two names.
    @Test func theCasesCoverBothVerdicts() throws {
        var package = try Fixtures.ownPackage("EventTicket")
        var cut: [Bool] = []
        for value in [Self.primaryValues[1], Self.primaryValues[3]] {
            package.pass.eventTicket?.primaryFields?[0].value = .string(value)
            cut.append(try Self.verdicts(package, text: value, path: "eventTicket.primaryFields[0].value").drawnCut)
        }
        #expect(cut == [false, true])
    }
}
