/// How Wallet picks the layout of a pass, as on the newest system: it checks the pass against each
/// layout it asks for, in order — the `posterGeneric` key first, then `preferredStyleSchemes` — and
/// draws the first one satisfied, else the classic style (spec §1.3, §2.3.10, §3.5–3.7).
///
/// Falling back is not a refusal: Wallet still shows the pass, in its classic layout.
///
/// ```swift
/// let resolution = StyleSchemeResolution(package)
/// print(resolution.layout)   // posterEventTicket, or classic when an attempt failed
/// for attempt in resolution.attempts where !attempt.isSatisfied { print(attempt.scheme, attempt.missing) }
/// ```
public struct StyleSchemeResolution: Sendable, Hashable {
    /// Something a layout needs that the pass lacks.
    public enum Requirement: Sendable, Hashable, CustomStringConvertible {
        /// A scheme name Wallet does not know.
        case knownScheme
        /// The classic style the scheme belongs to.
        case style(PassStyle)
        /// `transitType` `PKTransitTypeAir`: the semantic boarding pass is for flights only.
        case airTransit
        /// Semantic tags, by name.
        case semanticTags([String])
        /// `artwork.png`; `hasBackground` when the pass has only the classic `background.png`.
        case artwork(hasBackground: Bool)
        /// An `nfc` dictionary.
        case nfc

        public var description: String {
            switch self {
            case .knownScheme: "a scheme Wallet knows (\(FileGroups.phrase(StyleScheme.knownValues.map(\.rawValue))))"
            case .style(let style): "\(style.article) \(style.displayName) (the \(style.key) style key)"
            case .airTransit: "transitType PKTransitTypeAir (it is for flights only)"
            case .semanticTags(let tags): "the semantic tag\(tags.count == 1 ? "" : "s") \(tags.joined(separator: ", "))"
            case .artwork(let hasBackground):
                "artwork.png (358 × 448 points)\(hasBackground ? ", not only the classic background.png" : "")"
            case .nfc: "an nfc dictionary (poster tickets are meant for NFC entry)"
            }
        }

        /// Whether the requirement is the scheme's style: a misplaced scheme rather than a missing part.
        var isStyle: Bool {
            if case .style = self { return true }
            return false
        }
    }

    /// One layout Wallet checks the pass against.
    public struct Attempt: Sendable, Hashable {
        /// The scheme as written: an entry of `preferredStyleSchemes`, or `posterGeneric` for that key.
        public var scheme: String
        /// Where it is asked for: `preferredStyleSchemes[0]`, `posterGeneric`.
        public var path: String
        /// The layout it gives when satisfied; `nil` for a name Wallet does not know.
        public var layout: PassLayout?
        /// What the pass lacks for it; empty when satisfied.
        public var missing: [Requirement]
        /// Whether Wallet gets to it: false after an earlier satisfied scheme.
        public var isReached: Bool

        /// Whether the pass meets every requirement of the scheme.
        public var isSatisfied: Bool { missing.isEmpty }
    }

    /// Every layout asked for, in the order Wallet tries them.
    public let attempts: [Attempt]
    /// The layout Wallet draws: that of the first satisfied attempt, else classic.
    public let layout: PassLayout

    /// The attempt that gave ``layout``, if any did.
    public var chosen: Attempt? { attempts.first { $0.isReached && $0.isSatisfied } }

    /// Whether the pass asks for any layout besides its classic style.
    public var asksForLayouts: Bool { !attempts.isEmpty }

    static let posterTags = ["eventName", "venueName", "venueRegionName", "venueRoom"]
    static let airTags = [
        "airlineCode", "flightNumber", "departureAirportCode", "departureCityName", "departureLocationTimeZone",
        "destinationAirportCode", "destinationCityName", "destinationLocationTimeZone", "originalArrivalDate",
        "originalBoardingDate", "originalDepartureDate", "passengerName",
    ]

    /// Resolves the layout of the pass in `package`.
    public init(_ package: PassPackage) {
        let images = Set(package.images.filter { $0.language == nil }.compactMap(\.imageName))
        // Only a NaN distance or the like fails to encode; such a pass asks for no layout we can see.
        self.init(json: (try? package.pass.jsonValue)?.objectValue ?? JSONObject(), imageNames: images)
    }

    /// Resolves the layout of `pass.json` as read, given the slots of its top-level images
    /// (`artwork`, `background`, …).
    public init(json: JSONObject, imageNames: Set<String>) {
        let style = PassStyle.allCases.first { json[$0.key] != nil }
        let semantics = json["semantics"]?.objectValue ?? JSONObject()
        func missingTags(_ tags: [String]) -> [String] { tags.filter { semantics[$0] == nil } }

        var attempts: [Attempt] = []
        if json["posterGeneric"] != nil {
            let missing: [Requirement] = imageNames.contains("artwork") ? [] : [.artwork(hasBackground: false)]
            attempts.append(Attempt(scheme: "posterGeneric", path: "posterGeneric", layout: .posterGeneric, missing: missing, isReached: true))
        }
        let schemes = json["preferredStyleSchemes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        for (index, scheme) in schemes.enumerated() {
            let path = "preferredStyleSchemes[\(index)]"
            var missing: [Requirement] = []
            let layout: PassLayout?
            switch StyleScheme(rawValue: scheme) {
            case .posterEventTicket:
                layout = .posterEventTicket
                if style != .eventTicket {
                    missing = [.style(.eventTicket)]
                    break
                }
                var tags = missingTags(Self.posterTags)
                switch semantics["eventType"]?.stringValue {
                case "PKEventTypeSports": tags += missingTags(["homeTeamAbbreviation", "awayTeamAbbreviation"])
                case "PKEventTypeLivePerformance": tags += missingTags(["performerNames"])
                default: break
                }
                if !tags.isEmpty { missing.append(.semanticTags(tags)) }
                // Apple's guidelines name artwork.png; pass-builder also takes a background (spec §1.3.2),
                // but nothing shows Wallet does, so only the artwork counts.
                if !imageNames.contains("artwork") { missing.append(.artwork(hasBackground: imageNames.contains("background"))) }
                if json["nfc"] == nil { missing.append(.nfc) }
            case .semanticBoardingPass:
                layout = .semanticBoardingPass
                if style != .boardingPass {
                    missing = [.style(.boardingPass)]
                    break
                }
                if json["boardingPass"]?["transitType"]?.stringValue != TransitType.air.rawValue { missing.append(.airTransit) }
                let tags = missingTags(Self.airTags)
                if !tags.isEmpty { missing.append(.semanticTags(tags)) }
            case .eventTicket:
                layout = .classic
                if style != .eventTicket { missing = [.style(.eventTicket)] }
            case .boardingPass:
                layout = .classic
                if style != .boardingPass { missing = [.style(.boardingPass)] }
            default:
                layout = nil
                missing = [.knownScheme]
            }
            attempts.append(Attempt(scheme: scheme, path: path, layout: layout, missing: missing, isReached: true))
        }
        // Wallet stops at the first scheme the pass satisfies.
        if let first = attempts.firstIndex(where: \.isSatisfied) {
            for index in attempts.indices where index > first { attempts[index].isReached = false }
        }
        self.attempts = attempts
        layout = attempts.first(where: \.isSatisfied)?.layout ?? .classic
    }
}
