/// Requirements of the iOS 18+ poster event ticket and iOS 26 semantic boarding pass layouts;
/// when they are not met Wallet silently shows the classic layout.
struct StyleSchemeRule: ValidationRule {
    enum Check: Sendable { case scheme, poster, semanticBoardingPass }

    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.nfcAndSemantics
    let summary: String
    let kind: Check

    static let all: [StyleSchemeRule] = [
        StyleSchemeRule(id: "semantics.scheme", summary: "preferredStyleSchemes names schemes Wallet knows that fit the pass's style", kind: .scheme),
        StyleSchemeRule(id: "semantics.poster", summary: "a posterEventTicket has its required semantic tags, artwork and nfc, or Wallet falls back to the classic layout", kind: .poster),
        StyleSchemeRule(id: "semantics.boardingPass", summary: "a semanticBoardingPass is an air boarding pass with its required semantic tags, or Wallet falls back", kind: .semanticBoardingPass),
    ]

    static let posterTags = ["eventName", "venueName", "venueRegionName", "venueRoom"]
    static let airTags = [
        "airlineCode", "flightNumber", "departureAirportCode", "departureCityName", "departureLocationTimeZone",
        "destinationAirportCode", "destinationCityName", "destinationLocationTimeZone", "originalArrivalDate",
        "originalBoardingDate", "originalDepartureDate", "passengerName",
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        let schemes = context.styleSchemes
        let semantics = json["semantics"]?.objectValue ?? JSONObject()
        func missing(_ tags: [String]) -> [String] { tags.filter { semantics[$0] == nil } }
        switch kind {
        case .scheme:
            return schemes.enumerated().compactMap { index, scheme in
                let value = StyleScheme(rawValue: scheme)
                let path = "preferredStyleSchemes[\(index)]"
                guard value.isKnown else { return finding(value.unknownValueMessage, at: path) }
                let fits: [String: PassStyle] = ["posterEventTicket": .eventTicket, "eventTicket": .eventTicket, "semanticBoardingPass": .boardingPass, "boardingPass": .boardingPass]
                guard let style = context.style, fits[scheme] != style else { return nil }
                return finding("the \(scheme) scheme does not apply to \(style.article) \(style.displayName)", at: path)
            }
        case .poster:
            guard schemes.contains("posterEventTicket"), context.style == .eventTicket else { return [] }
            var tags = missing(Self.posterTags)
            switch semantics["eventType"]?.stringValue {
            case "PKEventTypeSports": tags += missing(["homeTeamAbbreviation", "awayTeamAbbreviation"])
            case "PKEventTypeLivePerformance": tags += missing(["performerNames"])
            default: break
            }
            // What the poster layout lacks is one finding.
            var needs: [String] = []
            if !tags.isEmpty { needs.append("the semantic tags \(tags.joined(separator: ", "))") }
            if context.images(named: "artwork").isEmpty && context.images(named: "background").isEmpty {
                needs.append("artwork.png (358 × 448 points)")
            }
            if json["nfc"] == nil { needs.append("an nfc dictionary (poster tickets are meant for NFC entry)") }
            guard !needs.isEmpty else { return [] }
            return [finding("the poster layout needs \(FileGroups.phrase(needs)); without them Wallet shows the classic event ticket, so add them", at: "preferredStyleSchemes")]
        case .semanticBoardingPass:
            guard schemes.contains("semanticBoardingPass"), context.style == .boardingPass else { return [] }
            var findings: [Diagnostic] = []
            if json["boardingPass"]?["transitType"]?.stringValue != TransitType.air.rawValue {
                findings.append(finding("the semantic boarding pass is for flights only: transitType must be PKTransitTypeAir", at: "boardingPass.transitType"))
            }
            let tags = missing(Self.airTags)
            if !tags.isEmpty {
                findings.append(finding("the semantic boarding pass needs the semantic tags \(tags.joined(separator: ", ")); without them Wallet shows the classic layout", at: "semantics"))
            }
            return findings
        }
    }
}
