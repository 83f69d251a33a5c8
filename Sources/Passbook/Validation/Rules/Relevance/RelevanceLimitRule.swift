/// Wallet uses at most 10 locations and 10 beacon UUIDs.
///
/// Apple documents the limit but not what happens beyond it (format reference §7 and §10: the extra
/// entries may be ignored or the pass refused), so it is a warning.
struct RelevanceLimitRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.relevance
    let summary: String
    let beacons: Bool

    static let locations = RelevanceLimitRule(id: "relevance.locations.limit", summary: "at most 10 locations", beacons: false)
    static let beaconUUIDs = RelevanceLimitRule(id: "relevance.beacons.limit", summary: "beacons use at most 10 distinct proximity UUIDs", beacons: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        if beacons {
            let uuids = Set((json["beacons"]?.arrayValue ?? []).compactMap { $0["proximityUUID"]?.stringValue?.uppercased() })
            let limit = context.thresholds.maximumBeaconUUIDs
            guard uuids.count > limit else { return [] }
            return [finding("the beacons use \(uuids.count) distinct proximityUUIDs, but Wallet monitors at most \(limit) and may ignore the rest or refuse the pass; group beacons under one UUID with major and minor", at: "beacons")]
        }
        let count = json["locations"]?.arrayValue?.count ?? 0
        let limit = context.thresholds.maximumLocations
        guard count > limit else { return [] }
        return [finding("the pass has \(count) locations, but Wallet uses at most \(limit) and may ignore the rest or refuse the pass; keep the \(limit) that matter most", at: "locations")]
    }
}
