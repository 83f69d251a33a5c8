/// One check of a pass, such as "field keys are unique".
///
/// A rule has a stable ``id`` users can silence or promote, a default ``severity``, and a
/// ``summary`` for `passbook rules`. Conform to add a rule of your own and pass it to
/// ``PassValidator/init(rules:options:)``.
public protocol ValidationRule: Sendable {
    /// A stable identifier: `fields.key.duplicate`.
    var id: String { get }
    /// How serious a finding is unless the options say otherwise.
    var severity: Diagnostic.Severity { get }
    /// The group the rule belongs to.
    var concern: RuleConcern { get }
    /// One line saying what the rule checks and why.
    var summary: String { get }
    /// Every finding of the rule for the pass in `context`.
    func check(_ context: ValidationContext) -> [Diagnostic]
}

extension ValidationRule {
    /// A finding of this rule at `path` inside `file`.
    public func finding(_ message: String, at path: String? = nil, file: String? = "pass.json") -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, file: file, path: path)
    }

    /// A finding of this rule about a whole file, such as an image.
    public func finding(_ message: String, file: String) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, file: file, path: nil)
    }
}
