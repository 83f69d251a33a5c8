/// The strings of `pass.json` that Wallet looks up in each language's `pass.strings`.
public enum LocalizableText {
    /// Top-level keys whose text is localized.
    public static let topLevelKeys = ["description", "organizationName", "logoText", "eventLogoText"]
    /// Field keys whose text is localized (with `relevantText` of locations and beacons).
    public static let fieldKeys = ["label", "value", "attributedValue", "changeMessage"]

    /// Every localizable string of `passJSON` with its JSON path, in document order.
    public static func strings(in passJSON: JSONObject) -> [(path: String, text: String)] {
        var strings: [(path: String, text: String)] = topLevelKeys.compactMap { key in passJSON[key]?.stringValue.map { (key, $0) } }
        // The lock-screen text of locations and beacons is shown to the holder, so it is localized too.
        for key in ["locations", "beacons"] {
            for (index, element) in (passJSON[key]?.arrayValue ?? []).enumerated() {
                if let text = element.objectValue?["relevantText"]?.stringValue {
                    strings.append((JSONPath.string([.key(key), .index(index), .key("relevantText")]), text))
                }
            }
        }
        var styleKeys = PassStyle.allCases.map(\.key)
        styleKeys.append("posterGeneric")
        for styleKey in styleKeys {
            guard let style = passJSON[styleKey]?.objectValue else { continue }
            for group in PassFields.Group.allCases {
                guard let array = style[group.key]?.arrayValue else { continue }
                for (index, element) in array.enumerated() {
                    guard let object = element.objectValue else { continue }
                    for key in fieldKeys {
                        if let text = object[key]?.stringValue {
                            strings.append((JSONPath.string([.key(styleKey), .key(group.key), .index(index), .key(key)]), text))
                        }
                    }
                }
            }
        }
        return strings
    }
}
