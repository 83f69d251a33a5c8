/// How a validation run weighs and filters findings.
public struct ValidationOptions: Sendable, Hashable {
    /// Rule ids whose rules are not run at all.
    public var disabledRules: Set<String>
    /// Severity overrides by rule id, such as `["design.back.missing": .warning]`.
    public var severityOverrides: [String: Diagnostic.Severity]
    /// Turns every warning into an error, for CI.
    public var warningsAsErrors: Bool
    /// The numbers the rules judge by.
    public var thresholds: ValidationThresholds
    /// Whether hints are wanted. When not, rules that only give hints are not run at all, so a
    /// command that prints no hints does not pay for the pixel measures most of them read.
    public var reportsHints: Bool

    /// Creates options; the defaults run every rule at its own severity.
    public init(
        disabledRules: Set<String> = [],
        severityOverrides: [String: Diagnostic.Severity] = [:],
        warningsAsErrors: Bool = false,
        thresholds: ValidationThresholds = ValidationThresholds(),
        reportsHints: Bool = true
    ) {
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
        self.warningsAsErrors = warningsAsErrors
        self.thresholds = thresholds
        self.reportsHints = reportsHints
    }

    /// Whether `id` is disabled, directly or through a prefix such as `design` or `design.images`.
    public func isDisabled(_ id: String) -> Bool {
        disabledRules.contains { id == $0 || id.hasPrefix($0 + ".") }
    }

    /// Whether `rule` is run: it is not disabled, and it can give more than a hint when hints are
    /// not wanted.
    func runs(_ rule: any ValidationRule) -> Bool {
        guard !isDisabled(rule.id) else { return false }
        return reportsHints || rule.severity != .hint || (severityOverrides[rule.id].map { $0 != .hint } ?? false)
    }

    func severity(of diagnostic: Diagnostic) -> Diagnostic.Severity {
        var severity = severityOverrides[diagnostic.id] ?? diagnostic.severity
        if warningsAsErrors, severity == .warning { severity = .error }
        return severity
    }
}
