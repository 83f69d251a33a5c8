/// Files Wallet does not know are carried along but never used.
struct UnknownFileRule: ValidationRule {
    let id = "package.file.unknown"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "every file is pass.json, a known image slot, an xx.lproj/pass.strings or personalization.json"

    private enum Kind: String { case misnamedImage, otherImageFormat, other }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let unknown = context.source.files.keys.sorted().compactMap { path -> (path: String, kind: Kind)? in
            let file = PassFile(path: path)
            guard file.kind == .other, !path.hasSuffix("/pass.json") else { return nil }
            let lowered = path.lowercased()
            if lowered.hasSuffix(".png") { return (path, .misnamedImage) }
            if [".jpg", ".jpeg", ".gif", ".webp", ".pdf", ".svg"].contains(where: lowered.hasSuffix) { return (path, .otherImageFormat) }
            return (path, .other)
        }
        // Files with the same advice are one finding.
        return FileGroups.grouped(unknown, by: \.kind.rawValue).map { group in
            let files = group.map(\.path)
            let them = FileGroups.pronoun(files.count)
            let hint = switch group[0].kind {
            case .misnamedImage:
                "image names are icon, logo, strip, thumbnail, background, footer, artwork, primaryLogo, secondaryLogo or personalizationLogo, with @2x or @3x; names are case-sensitive"
            case .otherImageFormat: "pass images must be PNG files"
            case .other: "remove \(them), Wallet does not use \(them)"
            }
            return finding("\(FileGroups.phrase(files)) \(FileGroups.verb(files.count)) not \(files.count == 1 ? "a file" : "files") Wallet uses: \(hint)", files: files)
        }
    }
}
