/// Dates are W3C date-times with a time zone, wherever a date is expected.
struct DateFormatRule: ValidationRule {
    enum Check: Sendable { case format, timeZone, fractionalSeconds }

    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.datesAndColors
    let inputs: RuleInputs = .eachMember
    let summary: String
    let kind: Check
    var evidence: String? {
        kind == .fractionalSeconds ? nil : "format reference §8 #13: Wallet logs \"Unable to parse relevantDate …\" and refuses dates without a time zone or in another format (coorasse/passkit #22, #28; dotnet-passbook #48; jpasskit #253)"
    }

    static let all: [DateFormatRule] = [
        DateFormatRule(id: "dates.invalid", severity: .error, summary: "every date (expirationDate, relevantDate(s), date fields, semantic dates) is a W3C date-time such as 2025-12-09T13:00-07:00", kind: .format),
        DateFormatRule(id: "dates.timezone.missing", severity: .error, summary: "every date carries a time zone (Z or ±hh:mm); Wallet refuses dates without one", kind: .timeZone),
        DateFormatRule(id: "dates.fractional-seconds", severity: .warning, summary: "dates have no fractional seconds, which older iOS versions refuse", kind: .fractionalSeconds),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (components, text) in Self.dates(in: context) {
            var path: String { JSONPath.string(components) }
            switch W3CDate.parse(text) {
            case .success(let date):
                if kind == .fractionalSeconds, case .fractionalSeconds = date.precision {
                    findings.append(finding("\"\(text)\" has fractional seconds, which older iOS versions refuse; drop them", at: path))
                }
            case .failure(let error):
                let missingZone = Self.lacksTimeZone(text)
                if kind == .timeZone, missingZone {
                    findings.append(finding("\"\(text)\" has no time zone; Wallet refuses it. Add Z or an offset such as +02:00", at: path))
                } else if kind == .format, !missingZone {
                    findings.append(finding(error.message, at: path))
                }
            }
        }
        return findings
    }

    /// A date and time that would parse with a `Z` appended.
    static func lacksTimeZone(_ text: String) -> Bool {
        if case .success = W3CDate.parse(text + "Z") { return true }
        return false
    }

    /// Every string that should hold a date, with its path (written out only for a finding).
    static func dates(in context: ValidationContext) -> [([JSONPath.Component], String)] {
        var dates: [([JSONPath.Component], String)] = []
        context.walkShapedValues { path, value, shape in
            if case .date = shape, let text = value.stringValue { dates.append((path, text)) }
        }
        for field in context.fields {
            guard let object = field.object, object["dateStyle"] != nil || object["timeStyle"] != nil else { continue }
            for key in ["value", "attributedValue"] {
                if let text = object[key]?.stringValue { dates.append((field.components(key), text)) }
            }
        }
        return dates
    }
}
