/// Each location has a latitude and longitude in range.
struct LocationRule: ValidationRule {
    let id = "relevance.location.invalid"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.relevance
    let summary = "each location has a numeric latitude (−90…90) and longitude (−180…180)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        (context.json?["locations"]?.arrayValue ?? []).enumerated().flatMap { index, value -> [Diagnostic] in
            let path = "locations[\(index)]"
            guard let object = value.objectValue else { return [] }
            var findings: [Diagnostic] = []
            for (key, limit) in [("latitude", 90.0), ("longitude", 180.0)] {
                guard let raw = object[key] else {
                    findings.append(finding("the location has no \(key)", at: path))
                    continue
                }
                guard let number = raw.numberValue?.doubleValue else { continue }  // structure.type
                if abs(number) > limit {
                    findings.append(finding("\(key) \(number) is outside −\(Int(limit))…\(Int(limit)); latitude and longitude may be swapped", at: "\(path).\(key)"))
                }
            }
            return findings
        }
    }
}
