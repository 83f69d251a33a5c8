/// One check of a pass, such as "field keys are unique".
///
/// A rule has a stable ``RuleDescription/id`` users can silence or promote, a default ``RuleDescription/severity``, and a
/// ``RuleDescription/summary`` for `passbook rules`. Conform to add a rule of your own and pass it to
/// ``PassValidator/init(rules:options:)``.
///
/// An error means Wallet refuses the pass or cannot show it; anything else is a warning or a hint.
/// A rule that reports errors says why in ``RuleDescription/evidence``.
public protocol ValidationRule: RuleDescription {
    /// Whether a finding of the rule can be an error. A batch checks each record's pass with the
    /// rules that can reject it only, once the template's example pass has passed them all.
    var mayReportErrors: Bool { get }
    /// What the rule reads; ``RuleInputs/everything`` unless it says less.
    var inputs: RuleInputs { get }
    /// Every finding of the rule for the pass in `context`.
    func check(_ context: ValidationContext) -> [Diagnostic]
}

extension ValidationRule {
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
