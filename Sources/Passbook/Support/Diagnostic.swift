/// A finding about a pass: where it is, how serious it is, and what to do.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        case hint
        case warning
        case error

        private var rank: Int {
            switch self {
            case .hint: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable rule identifier such as `json.trailing-comma`.
    public var id: String
    /// How serious the finding is.
    public var severity: Severity
    /// What is wrong and how to fix it.
    public var message: String
    /// The file the finding is about (`pass.json`, `de.lproj/logo@2x.png`).
    public var file: String?
    /// A JSON path inside the file (`eventTicket.auxiliaryFields[1].dateStyle`) or a `line:column`.
    public var path: String?

    /// Creates a finding.
    public init(id: String, severity: Severity, message: String, file: String? = nil, path: String? = nil) {
        self.id = id
        self.severity = severity
        self.message = message
        self.file = file
        self.path = path
    }
}

extension Diagnostic: CustomStringConvertible {
    /// Compiler style: `pass.json: eventTicket.primaryFields[0]: error[id]: message`.
    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if let path { parts.append(path) }
        parts.append("\(severity.rawValue)[\(id)]")
        return parts.joined(separator: ": ") + ": " + message
    }
}
