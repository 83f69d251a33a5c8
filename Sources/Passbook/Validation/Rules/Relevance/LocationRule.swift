/// Each location has a latitude and longitude, within range.
///
/// A location without numeric coordinates is refused (format reference §9); coordinates out of range
/// are not known to be, so they are a rule of their own at warning level.
struct LocationRule: ValidationRule {
    let id: String
    let severity: Diagnostic.Severity
    let concern = RuleConcern.relevance
    let inputs: RuleInputs = .keys("locations")
    let summary: String
    let range: Bool
    let evidence: String?

    static let missing = LocationRule(
        id: "relevance.location.invalid", severity: .error,
        summary: "each location has a latitude and a longitude", range: false,
        evidence: "format reference §2.3.6 and §9: latitude and longitude are required numbers of every location (Apple's Pass.Locations reference)"
    )
    static let outOfRange = LocationRule(
        id: "relevance.location.range", severity: .warning,
        summary: "latitude is within −90…90 and longitude within −180…180, or the location points nowhere", range: true, evidence: nil
    )

    func check(_ context: ValidationContext) -> [Diagnostic] {
        (context.json?["locations"]?.arrayValue ?? []).enumerated().flatMap { index, value -> [Diagnostic] in
            let path = "locations[\(index)]"
            guard let object = value.objectValue else { return [] }
            var findings: [Diagnostic] = []
            for (key, limit) in [("latitude", 90.0), ("longitude", 180.0)] {
                guard let raw = object[key] else {
                    if !range { findings.append(finding("the location has no \(key), so Wallet refuses it; add \(key) in degrees as a number", at: path)) }
                    continue
                }
                guard range, let number = raw.numberValue?.doubleValue else { continue }  // structure.type reports other kinds
                if abs(number) > limit {
                    findings.append(finding("\(key) \(number) is outside −\(Int(limit))…\(Int(limit)), so the location points nowhere; latitude and longitude may be swapped", at: "\(path).\(key)"))
                }
            }
            return findings
        }
    }
}
