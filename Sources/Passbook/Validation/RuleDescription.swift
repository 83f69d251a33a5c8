/// What `passbook rules` says of a rule: its id, severity, group, summary and evidence.
public protocol RuleDescription: Sendable {
    /// A stable identifier: `fields.key.duplicate`.
    var id: String { get }
    /// How serious a finding is unless the options say otherwise.
    var severity: Diagnostic.Severity { get }
    /// The group the rule belongs to.
    var concern: RuleConcern { get }
    /// One line saying what the rule checks and why.
    var summary: String { get }
    /// For a rule that reports errors, the source that says Wallet refuses such a pass: a refusal
    /// cause of the format reference, Apple's documentation or a public report. `nil` otherwise.
    var evidence: String? { get }
}

extension RuleDescription {
    /// No evidence: the rule reports warnings or hints.
    public var evidence: String? { nil }
}
