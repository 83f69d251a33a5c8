import Foundation

/// Each beacon has a proximity UUID and 16-bit major and minor numbers.
struct BeaconRule: ValidationRule {
    let id = "relevance.beacon.invalid"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.relevance
    let inputs: RuleInputs = .keys("beacons")
    let summary = "each beacon has a proximityUUID that is a UUID, and major and minor from 0 to 65535"
    let evidence: String? = "format reference §2.3.6 and §9: proximityUUID is required and major and minor are 16-bit unsigned numbers (Apple's Pass.Beacons reference)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        (context.json?["beacons"]?.arrayValue ?? []).enumerated().flatMap { index, value -> [Diagnostic] in
            let path = "beacons[\(index)]"
            guard let object = value.objectValue else { return [] }
            var findings: [Diagnostic] = []
            if let uuid = object["proximityUUID"]?.stringValue {
                if UUID(uuidString: uuid) == nil {
                    findings.append(finding("\"\(uuid)\" is not a UUID, so the beacon has no usable proximityUUID; write one such as E2C56DB5-DFFB-48D2-B060-D0F5A71096E0", at: path + ".proximityUUID"))
                }
            } else if object["proximityUUID"] == nil {
                findings.append(finding("the beacon has no proximityUUID, which Wallet requires; add the UUID your beacons broadcast", at: path))
            }
            for key in ["major", "minor"] {
                guard let number = object[key]?.numberValue?.intValue, !(0...65535).contains(number) else { continue }
                findings.append(finding("\(key) is \(number), but it is a 16-bit number; use one from 0 to 65535", at: "\(path).\(key)"))
            }
            return findings
        }
    }
}
