/// A rule about a `.pkpasses` bundle as a whole; each pass in it is checked by the standard rules.
public struct BundleRule: RuleDescription {
    public let id: String
    public let severity = Diagnostic.Severity.error
    public let concern = RuleConcern.structure
    public let summary: String
    public let evidence: String?

    static let empty = BundleRule(
        id: "bundle.empty", summary: "a .pkpasses bundle holds at least one pass",
        evidence: "Apple's Distributing passes: a bundle is a zip of complete .pkpass files"
    )
    static let count = BundleRule(
        id: "bundle.count", summary: "a .pkpasses bundle holds at most 10 passes",
        evidence: "Apple's Distributing passes: at most 10 passes per bundle"
    )
    static let size = BundleRule(
        id: "bundle.size", summary: "a .pkpasses bundle is at most 150 MB",
        evidence: "Apple's Distributing passes: at most 150 MB per bundle"
    )
    static let member = BundleRule(
        id: "bundle.member", summary: "every file of a .pkpasses bundle is a .pkpass archive at its top level",
        evidence: "Apple's Distributing passes: a bundle is a zip whose entries are complete .pkpass files"
    )

    /// Every bundle rule.
    public static let all = [empty, count, size, member]

    func finding(_ message: String, file: String? = nil) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, file: file)
    }
}
