/// Each `relevantDates` entry is an interval with an end, or a single date.
struct RelevantDatesRule: ValidationRule {
    let id = "dates.relevantDates.interval"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.datesAndColors
    let summary = "each relevantDates entry has a startDate with a later endDate, or a date"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let entries = context.json?["relevantDates"]?.arrayValue else { return [] }
        return entries.enumerated().compactMap { index, entry in
            guard let object = entry.objectValue else { return nil }
            let path = "relevantDates[\(index)]"
            let start = object["startDate"]?.stringValue, end = object["endDate"]?.stringValue
            if start != nil, end == nil {
                return finding("the interval has a startDate but no endDate; Wallet needs both", at: path)
            }
            if start == nil, end != nil {
                return finding("the interval has an endDate but no startDate; Wallet needs both", at: path)
            }
            if let start, let end, let from = W3CDate(start), let to = W3CDate(end), to.date <= from.date {
                return finding("endDate \(end) is not after startDate \(start)", at: path + ".endDate")
            }
            if start == nil, object["date"] == nil, object["relevantDate"] == nil {
                return finding("the entry has neither startDate and endDate nor date", at: path)
            }
            return nil
        }
    }
}
