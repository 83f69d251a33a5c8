/// The findings of a `.pkpasses` bundle: its own rules (``BundleRule``) and a report for each pass in it.
public struct BundleValidationReport: Sendable, Hashable, Codable {
    /// One pass of the bundle and its report.
    public struct Member: Sendable, Hashable, Codable {
        /// Its place in the bundle, from 1, as `passbook preview --member` counts.
        public var index: Int
        /// Its file name in the bundle (`outbound.pkpass`).
        public var name: String
        /// Its findings; the report is named `trip.pkpasses[2]`.
        public var report: ValidationReport

        /// Creates a member's report.
        public init(index: Int, name: String, report: ValidationReport) {
            self.index = index
            self.name = name
            self.report = report
        }
    }

    /// The bundle's file name.
    public var name: String
    /// The findings about the bundle as a whole (how many passes, what else it holds).
    public var diagnostics: [Diagnostic]
    /// Each pass, in the bundle's order.
    public var members: [Member]

    /// Creates a report.
    public init(name: String, diagnostics: [Diagnostic], members: [Member]) {
        self.name = name
        self.diagnostics = ValidationReport(name: name, diagnostics: diagnostics).diagnostics
        self.members = members
    }

    /// Whether Wallet adds the bundle: no error in it nor in any of its passes.
    public var isValid: Bool {
        !diagnostics.contains { $0.severity == .error } && members.allSatisfy(\.report.isValid)
    }

    /// Every finding, the bundle's first, each member's named by its place (`trip.pkpasses[2]: pass.json: …`).
    public var allDiagnostics: [(member: Member?, diagnostic: Diagnostic)] {
        diagnostics.map { (nil, $0) } + members.flatMap { member in member.report.diagnostics.map { (member, $0) } }
    }

    /// `trip.pkpasses: bundle invalid: 1 of 3 passes invalid, 2 errors, 1 warning, 0 hints`.
    public var summary: String {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let all = allDiagnostics.map(\.diagnostic)
        let invalid = members.filter { !$0.report.isValid }.count
        let passes = "\(members.count) \(members.count == 1 ? "pass" : "passes")"
        let verdict = isValid ? "bundle valid: \(passes)" : "bundle invalid: \(invalid) of \(passes) invalid"
        return "\(name): \(verdict), \(count(all.filter { $0.severity == .error }.count, "error")), "
            + "\(count(all.filter { $0.severity == .warning }.count, "warning")), \(count(all.filter { $0.severity == .hint }.count, "hint"))"
    }
}
