/// The strings of `pass.json` Wallet looks up in `pass.strings`, with their paths.
enum LocalizableStrings {
    static let topLevelKeys = ["description", "organizationName", "logoText", "eventLogoText"]
    static let fieldKeys = ["label", "value", "attributedValue", "changeMessage"]

    static func all(in context: ValidationContext) -> [(path: String, text: String)] {
        guard let json = context.json else { return [] }
        var strings: [(String, String)] = topLevelKeys.compactMap { key in json[key]?.stringValue.map { (key, $0) } }
        for field in context.fields {
            guard let object = field.object else { continue }
            for key in fieldKeys {
                if let text = object[key]?.stringValue { strings.append((field.path(key), text)) }
            }
        }
        return strings
    }
}
