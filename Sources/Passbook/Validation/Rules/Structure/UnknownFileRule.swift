/// Files Wallet does not know are carried along but never used.
struct UnknownFileRule: ValidationRule {
    let id = "package.file.unknown"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "every file is pass.json, a known image slot, an xx.lproj/pass.strings or personalization.json"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.source.files.keys.sorted().compactMap { path in
            let file = PassFile(path: path)
            guard file.kind == .other, !path.hasSuffix("/pass.json") else { return nil }
            let hint: String
            if path.lowercased().hasSuffix(".png") {
                hint = "image names are icon, logo, strip, thumbnail, background, footer, artwork, primaryLogo, secondaryLogo or personalizationLogo, with @2x or @3x; names are case-sensitive"
            } else if [".jpg", ".jpeg", ".gif", ".webp", ".pdf", ".svg"].contains(where: path.lowercased().hasSuffix) {
                hint = "pass images must be PNG files"
            } else {
                hint = "remove it, Wallet does not use it"
            }
            return finding("\(path) is not a file Wallet uses: \(hint)", file: path)
        }
    }
}
