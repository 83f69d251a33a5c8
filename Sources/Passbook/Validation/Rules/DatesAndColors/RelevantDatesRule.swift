/// Each `relevantDates` entry is an interval with an end, or a single date.
///
/// Apple documents `endDate` as required with `startDate`, but no source says what Wallet does with
/// an incomplete entry, so it is a warning.
struct RelevantDatesRule: ValidationRule {
    let id = "dates.relevantDates.interval"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.datesAndColors
    let summary = "each relevantDates entry has a startDate with a later endDate, or a date"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let entries = context.json?["relevantDates"]?.arrayValue else { return [] }
        return entries.enumerated().compactMap { index, entry in
            guard let object = entry.objectValue else { return nil }
            let path = "relevantDates[\(index)]"
            let start = object["startDate"]?.stringValue, end = object["endDate"]?.stringValue
            if start != nil, end == nil {
                return finding("the interval has a startDate but no endDate, which Apple requires; Wallet may ignore the entry — add an endDate", at: path)
            }
            if start == nil, end != nil {
                return finding("the interval has an endDate but no startDate, which Apple requires; Wallet may ignore the entry — add a startDate", at: path)
            }
            if let start, let end, let from = W3CDate(start), let to = W3CDate(end), to.date <= from.date {
                return finding("endDate \(end) is not after startDate \(start), so the interval is empty and Wallet may ignore it; give an endDate after the start", at: path + ".endDate")
            }
            if start == nil, object["date"] == nil, object["relevantDate"] == nil {
                return finding("the entry has neither startDate and endDate nor date, so Wallet has no time to show the pass at; add one", at: path)
            }
            return nil
        }
    }
}
