/// A pass was not signed because Wallet would refuse it: the validation report says why.
public struct PassRefusedError: Error, Sendable, CustomStringConvertible {
    /// The validation of the pass, with at least one error.
    public var report: ValidationReport
    /// The serial number of the pass that was not signed.
    public var serialNumber: String

    public var description: String {
        let errors = report.diagnostics.filter { $0.severity == .error }
        let shown = errors.prefix(3).map(\.message).joined(separator: "; ")
        let more = errors.count > 3 ? " (and \(errors.count - 3) more)" : ""
        return "could not sign pass \(serialNumber): Wallet would refuse it: \(shown)\(more). "
            + "Fix \(errors.count == 1 ? "it" : "them") (passbook validate explains each), or sign with validation: .skip to make such a pass on purpose"
    }
}
