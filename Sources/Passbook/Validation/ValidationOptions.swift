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

    /// Creates options; the defaults run every rule at its own severity.
    public init(
        disabledRules: Set<String> = [],
        severityOverrides: [String: Diagnostic.Severity] = [:],
        warningsAsErrors: Bool = false,
        thresholds: ValidationThresholds = ValidationThresholds()
    ) {
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
        self.warningsAsErrors = warningsAsErrors
        self.thresholds = thresholds
    }

    /// Whether `id` is disabled, directly or through a prefix such as `design` or `design.images`.
    public func isDisabled(_ id: String) -> Bool {
        disabledRules.contains { id == $0 || id.hasPrefix($0 + ".") }
    }

    func severity(of diagnostic: Diagnostic) -> Diagnostic.Severity {
        var severity = severityOverrides[diagnostic.id] ?? diagnostic.severity
        if warningsAsErrors, severity == .warning { severity = .error }
        return severity
    }
}
