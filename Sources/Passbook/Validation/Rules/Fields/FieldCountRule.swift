/// Wallet shows only so many fields per row; the rest are not displayed (spec §3.3).
struct FieldCountRule: ValidationRule {
    let id = "fields.count"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.fields
    let summary = "no more front fields than the style shows (header 3, primary 1–2, secondary and auxiliary 4–5 depending on style and barcode)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let style = context.style, let limits = context.fieldLimits else { return [] }
        var findings: [Diagnostic] = []
        // The hidden fields of one group are one finding.
        func report(_ hidden: [RawField], _ reason: String, at path: String) {
            guard !hidden.isEmpty else { return }
            let keys = hidden.map { field in field.object?["key"]?.stringValue.map { "\"\($0)\"" } ?? "[\(field.index)]" }
            let them = FileGroups.pronoun(hidden.count)
            findings.append(finding("\(reason), so \(FileGroups.phrase(keys)) \(hidden.count == 1 ? "is" : "are") not displayed; move \(them) to backFields", at: path))
        }
        for group in [PassFields.Group.header, .primary, .secondary, .auxiliary] {
            let fields = context.fields(in: group)
            let limit = limits.limit(group)
            let path = "\(style.key).\(group.key)"
            if style == .eventTicket, group == .auxiliary {
                let hidden = [0, 1].flatMap { row in fields.filter { ($0.object?["row"]?.numberValue?.intValue ?? 0) == row }.dropFirst(limit) }
                report(hidden, "Wallet shows at most \(limit) auxiliary fields per row on an event ticket", at: path)
                continue
            }
            report(Array(fields.dropFirst(limit)), "Wallet shows at most \(limit) \(group.key) on \(style.article) \(style.displayName)", at: path)
        }
        if let combined = limits.combinedSecondaryAndAuxiliary {
            let fields = context.fields(in: .secondary) + context.fields(in: .auxiliary)
            let withinOwnLimits = fields.filter { field in
                let group: PassFields.Group = field.group == "secondaryFields" ? .secondary : .auxiliary
                return field.index < limits.limit(group)
            }
            let reason = style == .generic ? "with a square barcode a generic pass shows" : "\(style.article) \(style.displayName) shows"
            report(Array(withinOwnLimits.dropFirst(combined)), "\(reason) at most \(combined) secondary and auxiliary fields together", at: style.key)
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
