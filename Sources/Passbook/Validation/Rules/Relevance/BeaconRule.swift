import Foundation

/// Each beacon has a proximity UUID and 16-bit major and minor numbers.
struct BeaconRule: ValidationRule {
    let id = "relevance.beacon.invalid"
    let severity = Diagnostic.Severity.error
    let concern = RuleConcern.relevance
    let summary = "each beacon has a proximityUUID that is a UUID, and major and minor from 0 to 65535"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        (context.json?["beacons"]?.arrayValue ?? []).enumerated().flatMap { index, value -> [Diagnostic] in
            let path = "beacons[\(index)]"
            guard let object = value.objectValue else { return [] }
            var findings: [Diagnostic] = []
            if let uuid = object["proximityUUID"]?.stringValue {
                if UUID(uuidString: uuid) == nil {
                    findings.append(finding("\"\(uuid)\" is not a UUID such as E2C56DB5-DFFB-48D2-B060-D0F5A71096E0", at: path + ".proximityUUID"))
                }
            } else if object["proximityUUID"] == nil {
                findings.append(finding("the beacon has no proximityUUID", at: path))
            }
            for key in ["major", "minor"] {
                guard let number = object[key]?.numberValue?.intValue, !(0...65535).contains(number) else { continue }
                findings.append(finding("\(key) is \(number), but it is a 16-bit number from 0 to 65535", at: "\(path).\(key)"))
            }
            return findings
        }
    }
}
