import Foundation

/// A pass whose `expirationDate` has passed arrives already expired.
struct ExpiredPassRule: ValidationRule {
    let id = "dates.expired"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.datesAndColors
    let summary = "expirationDate is in the future, or the pass arrives already expired"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let text = context.json?["expirationDate"]?.stringValue, let date = W3CDate(text) else { return [] }
        guard date.date < Date() else { return [] }
        return [finding("expirationDate \(text) has passed, so Wallet shows the pass as expired", at: "expirationDate")]
    }
}
