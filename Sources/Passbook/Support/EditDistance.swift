/// Levenshtein distance, for "did you mean" hints on misspelt names.
public enum EditDistance {
    /// The fewest single-character insertions, deletions and substitutions that turn `first` into `second`.
    public static func between(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate nearest to `name`, the first of equals; `nil` when none is near enough to be
    /// the name meant (at most two edits, or a third of the name's length for long names), so
    /// that a hint never names something unrelated.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let scored = candidates.map { ($0, between(name, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }
}
