/// Localized images come in the same scales in every language, and have no root-level copy that overrides them.
struct LocalizedImagesRule: ValidationRule {
    let id: String
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.localization
    let summary: String
    let override: Bool

    static let scales = LocalizedImagesRule(id: "localization.images.scales", summary: "a localized image has the same scales (@1x, @2x, @3x) in every language", override: false)
    static let rootCopy = LocalizedImagesRule(id: "localization.images.override", summary: "a localized image has no copy at the top level, which would override every translation", override: true)

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let localized = context.images.filter { $0.file.language != nil }
        let names = Set(localized.compactMap(\.file.imageName)).sorted()
        var findings: [Diagnostic] = []
        for name in names {
            let copies = localized.filter { $0.file.imageName == name }
            if override {
                let roots = context.images(named: name).map(\.file.path).sorted()
                guard !roots.isEmpty else { continue }
                findings.append(finding("\(FileGroups.phrase(roots)) \(roots.count == 1 ? "overrides" : "override") the localized \(name) images in every language; remove \(FileGroups.pronoun(roots.count)) or the .lproj copies", files: roots))
                continue
            }
            let languages = Set(copies.compactMap(\.file.language)).sorted()
            let allScales = Set(copies.map(\.file.scale))
            for language in languages {
                let scales = Set(copies.filter { $0.file.language == language }.map(\.file.scale))
                let missing = allScales.subtracting(scales).sorted()
                guard !missing.isEmpty else { continue }
                let files = missing.map { "\(name)\($0 == 1 ? "" : "@\($0)x").png" }
                findings.append(finding("\(language).lproj lacks \(files.joined(separator: ", ")), which other languages have", file: "\(language).lproj/\(files[0])"))
            }
        }
        return findings
    }
}
