/// Keys Wallet does not document are ignored, at the top level and in every object below it
/// (styles, fields, barcodes, locations, semantics…), which usually means a typo.
struct UnknownKeyRule: ValidationRule {
    let id = "structure.key.unknown"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "every key, at every level of pass.json, is one Apple documents (a typo makes Wallet ignore the value)"

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
        findings += nested(in: json)
        return findings
    }

    /// A finding per unknown key below the top level, at its object's path, naming the key meant
    /// when one is near; userInfo is the pass's own and is not looked into.
    private func nested(in json: JSONObject) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        PassSchema.walk(json, { _, _, _ in }, unknown: { path, key, known in
            let names = Array(known.keys)
            let place = JSONPath.string(path)
            let at = JSONPath.string(path + [.key(key)])
            if let near = names.first(where: { $0.lowercased() == key.lowercased() }) ?? Self.nearest(key, in: names) {
                findings.append(finding("\(key) is not a key Wallet reads in \(place), so it ignores the value; did you mean \(near)?", at: at))
            } else {
                findings.append(finding("\(key) is not a key Wallet reads in \(place), so it ignores the value; remove it, or put custom data in userInfo", at: at))
            }
        })
        return findings
    }

    /// A known key within two edits of `key`.
    static func nearest(_ key: String, in known: [String]) -> String? {
        known.map { ($0, EditDistance.between(key.lowercased(), $0.lowercased())) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}
