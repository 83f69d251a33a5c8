/// What a rule reads of a pass, so that a batch can tell which rules a record's values can change.
///
/// A batch checks its template's example pass with every rule, then each record's pass only with
/// the rules that can reject it and read something the record changed.
public struct RuleInputs: Sendable, Hashable {
    /// How the rule reads `pass.json`.
    public enum JSONReading: Sendable, Hashable {
        /// All of it, together.
        case whole
        /// These top-level keys, together.
        case keys(Set<String>)
        /// Each top-level member on its own: what the rule finds under one member depends on that
        /// member only, so a pass whose other members are known to be clean is checked by
        /// looking at the changed members alone.
        case eachMember
    }

    /// How the rule reads `pass.json`.
    public var json: JSONReading
    /// Whether it reads files other than `pass.json` (images, `.strings`, the list of files).
    public var files: Bool

    /// Creates a description of what a rule reads.
    public init(json: JSONReading, files: Bool) {
        self.json = json
        self.files = files
    }

    /// Everything: the rule is run for every pass.
    public static let everything = RuleInputs(json: .whole, files: true)
    /// Each member of `pass.json` on its own, no other file.
    public static let eachMember = RuleInputs(json: .eachMember, files: false)
    /// Files other than `pass.json` only.
    public static let files = RuleInputs(json: .keys([]), files: true)

    /// These top-level keys of `pass.json`, no other file.
    public static func keys(_ keys: String...) -> RuleInputs {
        RuleInputs(json: .keys(Set(keys)), files: false)
    }

    /// The keys that hold fields: the five classic styles and `posterGeneric`.
    public static let fieldKeys: Set<String> = Set(PassStyle.allCases.map(\.key)).union(["posterGeneric"])

    /// Whether a pass that differs from a clean one in `changedKeys` (and in some files, when
    /// `filesChanged`) must be checked again with the rule.
    func isAffected(byKeys changedKeys: Set<String>, filesChanged: Bool) -> Bool {
        if files, filesChanged { return true }
        switch json {
        case .whole: return true
        case .keys(let keys): return !keys.isDisjoint(with: changedKeys)
        case .eachMember: return !changedKeys.isEmpty
        }
    }
}
