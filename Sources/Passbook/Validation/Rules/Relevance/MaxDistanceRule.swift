/// `maxDistance` is a positive number of metres; as a string Wallet drops it silently.
struct MaxDistanceRule: ValidationRule {
    let id = "relevance.maxDistance"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.relevance
    let summary = "maxDistance is a positive JSON number of metres (a string is silently dropped)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let value = context.json?["maxDistance"] else { return [] }
        guard let number = value.numberValue?.doubleValue else {
            return [finding("maxDistance is \(value.kindDescription); Wallet silently drops anything but a number, write it without quotes", at: "maxDistance")]
        }
        guard number <= 0 else { return [] }
        return [finding("maxDistance is \(number); it is a radius in metres and must be positive", at: "maxDistance")]
    }
}
