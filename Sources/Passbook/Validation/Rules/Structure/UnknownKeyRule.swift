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
        known.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
