/// Top-level keys Wallet does not document are ignored, which usually means a typo.
struct UnknownKeyRule: ValidationRule {
    let id = "structure.key.unknown"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.structure
    let summary = "every top-level key is one Apple documents (a typo makes Wallet ignore the value)"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let json = context.json else { return [] }
        let known = Array(PassSchema.topLevel.keys)
        return json.keys.compactMap { key in
            if PassSchema.undocumentedKeys.contains(key) {
                return finding("\(key) is not documented by Apple, so Wallet may ignore it; remove it", at: key)
            }
            guard PassSchema.topLevel[key] == nil else { return nil }
            if let near = known.first(where: { $0.lowercased() == key.lowercased() }) ?? Self.nearest(key, in: known) {
                return finding("\(key) is not a pass.json key, so Wallet ignores it; did you mean \(near)?", at: key)
            }
            return finding("\(key) is not a pass.json key, so Wallet ignores it; custom data belongs in userInfo", at: key)
        }
    }

    /// A known key within two edits of `key`.
    static func nearest(_ key: String, in known: [String]) -> String? {
        known.map { ($0, EditDistance.between(key.lowercased(), $0.lowercased())) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}
