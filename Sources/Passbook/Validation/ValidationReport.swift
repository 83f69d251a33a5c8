/// Every finding of one validation run, errors first.
public struct ValidationReport: Sendable, Hashable, Codable {
    /// The pass's name (folder or archive).
    public var name: String
    /// The findings, ordered by severity (errors first), then file and path.
    public var diagnostics: [Diagnostic]

    /// Creates a report, ordering `diagnostics`.
    public init(name: String, diagnostics: [Diagnostic]) {
        self.name = name
        self.diagnostics = diagnostics.sorted { lhs, rhs in
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            if (lhs.file ?? "") != (rhs.file ?? "") { return Self.fileOrder(lhs.file) < Self.fileOrder(rhs.file) }
            if (lhs.path ?? "") != (rhs.path ?? "") { return (lhs.path ?? "") < (rhs.path ?? "") }
            return lhs.id < rhs.id
        }
    }

    private static func fileOrder(_ file: String?) -> String {
        // pass.json first, then the other files by name.
        guard let file else { return "" }
        return file == "pass.json" ? "\u{1}" : file
    }

    /// The errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// The hints.
    public var hints: [Diagnostic] { diagnostics.filter { $0.severity == .hint } }
    /// Whether the pass may be signed: no errors.
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

    /// The findings of rule `id`.
    public func diagnostics(for id: String) -> [Diagnostic] {
        diagnostics.filter { $0.id == id }
    }

    /// `EventTicket.pass: 1 error, 2 warnings, 3 hints`.
    public var summary: String {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let verdict = isValid ? "valid" : "invalid"
        return "\(name): \(verdict), \(count(errors.count, "error")), \(count(warnings.count, "warning")), \(count(hints.count, "hint"))"
    }
}
