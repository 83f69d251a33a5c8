/// Wallet shows only so many fields per row; the rest are not displayed (spec §3.3).
struct FieldCountRule: ValidationRule {
    let id = "fields.count"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.fields
    let summary = "no more front fields than the style shows (header 3, primary 1–2, secondary and auxiliary 4–5 depending on style and barcode)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let style = context.style, let limits = context.fieldLimits else { return [] }
        var findings: [Diagnostic] = []
        for group in [PassFields.Group.header, .primary, .secondary, .auxiliary] {
            let fields = context.fields(in: group)
            if style == .eventTicket, group == .auxiliary {
                for row in [0, 1] {
                    let inRow = fields.filter { ($0.object?["row"]?.numberValue?.intValue ?? 0) == row }
                    for field in inRow.dropFirst(limits.limit(group)) {
                        findings.append(finding("Wallet shows at most \(limits.limit(group)) auxiliary fields per row on an event ticket; this one is not displayed — move it to backFields", at: field.path))
                    }
                }
                continue
            }
            for field in fields.dropFirst(limits.limit(group)) {
                findings.append(finding("Wallet shows at most \(limits.limit(group)) \(group.key) on \(style.article) \(style.displayName); this one is not displayed — move it to backFields", at: field.path))
            }
        }
        if let combined = limits.combinedSecondaryAndAuxiliary {
            let fields = context.fields(in: .secondary) + context.fields(in: .auxiliary)
            let withinOwnLimits = fields.filter { field in
                let group: PassFields.Group = field.group == "secondaryFields" ? .secondary : .auxiliary
                return field.index < limits.limit(group)
            }
            for field in withinOwnLimits.dropFirst(combined) {
                let reason = style == .generic ? "with a square barcode a generic pass shows" : "\(style.article) \(style.displayName) shows"
                findings.append(finding("\(reason) at most \(combined) secondary and auxiliary fields together; this one is not displayed — move it to backFields", at: field.path))
            }
        }
        return findings
    }
}

/// How many fields of each front group a style shows.
struct FieldLimits: Sendable {
    let style: PassStyle
    let squareBarcode: Bool

    func limit(_ group: PassFields.Group) -> Int {
        switch (group, style) {
        case (.header, _): 3
        case (.primary, .boardingPass): 2
        case (.primary, _): 1
        case (.auxiliary, .boardingPass): 5
        default: 4
        }
    }

    var combinedSecondaryAndAuxiliary: Int? {
        switch style {
        case .coupon, .storeCard: 4
        case .generic where squareBarcode: 4
        default: nil
        }
    }
}

extension PassStyle {
    /// `event ticket`, for messages.
    var displayName: String {
        switch self {
        case .boardingPass: "boarding pass"
        case .coupon: "coupon"
        case .eventTicket: "event ticket"
        case .generic: "generic pass"
        case .storeCard: "store card"
        }
    }

    /// `a` or `an`.
    var article: String { self == .eventTicket ? "an" : "a" }
}
