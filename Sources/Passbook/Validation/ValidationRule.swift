/// One check of a pass, such as "field keys are unique".
///
/// A rule has a stable ``id`` users can silence or promote, a default ``severity``, and a
/// ``summary`` for `passbook rules`. Conform to add a rule of your own and pass it to
/// ``PassValidator/init(rules:options:)``.
///
/// An error means Wallet refuses the pass or cannot show it; anything else is a warning or a hint.
/// A rule that reports errors says why in ``evidence``.
public protocol ValidationRule: Sendable {
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
    /// Whether a finding of the rule can be an error. A batch checks each record's pass with the
    /// rules that can reject it only, once the template's example pass has passed them all.
    var mayReportErrors: Bool { get }
    /// What the rule reads; ``RuleInputs/everything`` unless it says less.
    var inputs: RuleInputs { get }
    /// Every finding of the rule for the pass in `context`.
    func check(_ context: ValidationContext) -> [Diagnostic]
}

extension ValidationRule {
    /// No evidence: the rule reports warnings or hints.
    public var evidence: String? { nil }

    /// A rule reports at its ``severity``.
    public var mayReportErrors: Bool { severity == .error }

    /// A rule reads everything unless it says otherwise.
    public var inputs: RuleInputs { .everything }

    /// A finding of this rule at `path` inside `file`.
    public func finding(_ message: String, at path: String? = nil, file: String? = "pass.json") -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, file: file, path: path)
    }

    /// A finding of this rule about a whole file, such as an image.
    public func finding(_ message: String, file: String) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, file: file, path: nil)
    }

    /// One finding of this rule about several files, such as every scale of an image.
    public func finding(_ message: String, files: [String]) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, files: files, path: nil)
    }
}
