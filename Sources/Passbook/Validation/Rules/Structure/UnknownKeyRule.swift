/// Top-level keys Wallet does not document are ignored, which usually means a typo.
struct UnknownKeyRule: ValidationRule {
    let id = "structure.key.unknown"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "every top-level key is one Apple documents (a typo makes Wallet ignore the value)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        let known = Array(PassSchema.topLevel.keys)
        var findings: [Diagnostic] = []
        var undocumented: [String] = []
        var custom: [String] = []
        for key in json.keys {
            if PassSchema.undocumentedKeys.contains(key) {
                undocumented.append(key)
            } else if PassSchema.topLevel[key] != nil {
                continue
            } else if let near = known.first(where: { $0.lowercased() == key.lowercased() }) ?? Self.nearest(key, in: known) {
                // Each typo has its own fix, so it is a finding of its own.
                findings.append(finding("\(key) is not a pass.json key, so Wallet ignores it; did you mean \(near)?", at: key))
            } else {
                custom.append(key)
            }
        }
        // Keys with the same advice are one finding.
        if !undocumented.isEmpty {
            let them = FileGroups.pronoun(undocumented.count)
            findings.append(finding("\(FileGroups.phrase(undocumented)) \(FileGroups.verb(undocumented.count)) not documented by Apple, so Wallet may ignore \(them); remove \(them)", at: undocumented.count == 1 ? undocumented[0] : nil))
        }
        if !custom.isEmpty {
            findings.append(finding("\(FileGroups.phrase(custom)) \(custom.count == 1 ? "is not a pass.json key" : "are not pass.json keys"), so Wallet ignores \(FileGroups.pronoun(custom.count)); custom data belongs in userInfo", at: custom.count == 1 ? custom[0] : nil))
        }
        return findings
    }

    /// A known key within two edits of `key`.
    static func nearest(_ key: String, in known: [String]) -> String? {
        known.map { ($0, EditDistance.between(key.lowercased(), $0.lowercased())) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}
