extension Pass {
    /// The classic style keys present, in ``PassStyle`` order; a valid pass has exactly one.
    public var styles: [PassStyle] {
        PassStyle.allCases.filter { self[style: $0] != nil }
    }

    /// The style of the pass: its classic style key (the first, if there are several).
    public var style: PassStyle? {
        styles.first
    }

    /// The fields of ``style``.
    ///
    /// Setting replaces the fields of ``style``, so `pass.fields?.backFields?.append(field)` works;
    /// on a pass without a style key use ``setStyle(_:fields:)`` instead, as setting does nothing there.
    public var fields: PassFields? {
        get {
            style.flatMap { self[style: $0] }
        }
        set {
            guard let style else { return }
            self[style: style] = newValue
        }
    }

    /// The fields under the key of `style`; setting `nil` removes the key.
    public subscript(style style: PassStyle) -> PassFields? {
        get {
            switch style {
            case .boardingPass: boardingPass
            case .coupon: coupon
            case .eventTicket: eventTicket
            case .generic: generic
            case .storeCard: storeCard
            }
        }
        set {
            switch style {
            case .boardingPass: boardingPass = newValue
            case .coupon: coupon = newValue
            case .eventTicket: eventTicket = newValue
            case .generic: generic = newValue
            case .storeCard: storeCard = newValue
            }
        }
    }

    /// Makes `style` the only classic style key of the pass, holding `fields`.
    public mutating func setStyle(_ style: PassStyle, fields: PassFields) {
        for other in PassStyle.allCases where other != style {
            self[style: other] = nil
        }
        self[style: style] = fields
    }

    /// Every field under every style key present — the classic ones, then `posterGeneric` —
    /// with where it sits, in document order.
    public var allFields: [PassFieldReference] {
        var styleKeys: [(key: String, fields: PassFields)] = styles.compactMap { style in
            self[style: style].map { (style.key, $0) }
        }
        if let posterGeneric {
            styleKeys.append((CodingKeys.posterGeneric.stringValue, posterGeneric))
        }
        var references: [PassFieldReference] = []
        for (key, fields) in styleKeys {
            for group in PassFields.Group.allCases {
                for (index, field) in (fields[group] ?? []).enumerated() {
                    references.append(PassFieldReference(styleKey: key, group: group, index: index, field: field))
                }
            }
        }
        return references
    }
}
