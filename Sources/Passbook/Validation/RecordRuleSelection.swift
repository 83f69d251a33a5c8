import Synchronization

/// The rules a record's pass goes through, by what differs from the example pass (top-level keys,
/// and whether the record's files do), chosen once per combination instead of once per record:
/// the records of a batch differ from the examples in the same few ways.
final class RecordRuleSelection: Sendable {
    /// The rules that read the whole pass, and those that read one member at a time.
    struct Rules: Sendable {
        var whole: [any ValidationRule]
        var eachMember: [any ValidationRule]
    }

    private struct Key: Hashable {
        var keys: Set<String>
        var filesDiffer: Bool
    }

    private let candidates: [any ValidationRule]
    private let chosen = Mutex<[Key: Rules]>([:])
    /// Combinations kept; past this many (records that differ in ever new ways) rules are chosen
    /// again each time rather than kept without bound.
    private static let capacity = 256

    init(candidates: [any ValidationRule]) {
        self.candidates = candidates
    }

    /// The candidates that read `keys` or, when `filesDiffer`, the record's files.
    func rules(differing keys: Set<String>, filesDiffer: Bool) -> Rules {
        let key = Key(keys: keys, filesDiffer: filesDiffer)
        if let rules = chosen.withLock({ $0[key] }) { return rules }
        let affected = candidates.filter { $0.inputs.isAffected(byKeys: keys, filesChanged: filesDiffer) }
        let rules = Rules(
            whole: affected.filter { $0.inputs.json != .eachMember },
            eachMember: affected.filter { $0.inputs.json == .eachMember }
        )
        chosen.withLock { if $0.count < Self.capacity { $0[key] = rules } }
        return rules
    }
}
