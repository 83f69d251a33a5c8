import Foundation

/// Apple's advice on what a good pass carries: back fields, updates, relevance, header and expiration.
struct PassHintsRule: ValidationRule {
    enum Check: Sendable { case back, updates, relevance, header, expiration }

    let id: String
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary: String
    let kind: Check

    static let all: [PassHintsRule] = [
        PassHintsRule(id: "design.back.missing", summary: "the pass has backFields for details, terms and contact information", kind: .back),
        PassHintsRule(id: "design.updates", summary: "every pass has a webServiceURL to keep it current, and every changeMessage contains %@ for the new value", kind: .updates),
        PassHintsRule(id: "design.relevance", summary: "event tickets and boarding passes have relevantDates or locations so they appear on the Lock Screen", kind: .relevance),
        PassHintsRule(id: "design.header.empty", summary: "the pass has a header field, the only text visible while it sits in the Wallet stack", kind: .header),
        PassHintsRule(id: "design.expiration", summary: "event tickets and boarding passes have an expirationDate so Wallet can tuck them away afterwards", kind: .expiration),
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json, let style = context.style else { return [] }
        let timely = style == .eventTicket || style == .boardingPass
        switch kind {
        case .back:
            guard context.fields(in: .back).isEmpty else { return [] }
            return [finding("the pass has no backFields; put details, terms and contact information on the back", at: style.key)]
        case .updates:
            var findings: [Diagnostic] = []
            // Apple asks every pass to be kept current; what changes differs by style.
            if json["webServiceURL"] == nil {
                findings.append(finding("\(style.article.capitalized) \(style.displayName) changes (\(Self.changes(style))) but has no webServiceURL to update it", at: nil))
            }
            for field in context.fields {
                guard let message = field.object?["changeMessage"]?.stringValue, !message.contains("%@") else { continue }
                findings.append(finding("changeMessage \"\(message)\" has no %@, so the notification cannot show the new value; write e.g. \"Gate changed to %@\"", at: field.path("changeMessage")))
            }
            return findings
        case .relevance:
            guard timely, json["relevantDate"] == nil, json["relevantDates"] == nil, json["locations"] == nil, json["beacons"] == nil else { return [] }
            return [finding("the pass has no relevantDates or locations, so it never appears on the Lock Screen when it is needed", at: nil)]
        case .header:
            guard context.fields(in: .header).isEmpty, context.styleSchemes.first != "posterEventTicket" else { return [] }
            return [finding("the pass has no header field; while stacked in Wallet only the header shows, so put the most useful value there", at: style.key)]
        case .expiration:
            guard timely, json["expirationDate"] == nil else { return [] }
            return [finding("the pass has no expirationDate; set it to when the \(style.displayName) stops being useful", at: nil)]
        }
    }

    /// What typically changes on a pass of `style`, for the update nudge.
    static func changes(_ style: PassStyle) -> String {
        switch style {
        case .boardingPass: "gates, times, seats"
        case .eventTicket: "times, entrances, seats"
        case .coupon: "offers, expiry"
        case .storeCard: "balances, points, tiers"
        case .generic: "status, validity, details"
        }
    }
}
