/// The strings of `pass.json` Wallet looks up in `pass.strings`, with their paths.
enum LocalizableStrings {
    static func all(in context: ValidationContext) -> [(path: String, text: String)] {
        guard let json = context.json else { return [] }
        return LocalizableText.strings(in: json)
    }
}
