/// A finding about a pass: where it is, how serious it is, and what to do.
public struct Diagnostic: Sendable, Hashable {
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
    /// Every file the finding concerns, in order: one finding about `logo.png`, `logo@2x.png` and
    /// `logo@3x.png` is one diagnostic, not three.
    public var files: [String]
    /// A JSON path inside the file (`eventTicket.auxiliaryFields[1].dateStyle`) or a `line:column`.
    public var path: String?

    /// Creates a finding about one file, or none.
    public init(id: String, severity: Severity, message: String, file: String? = nil, path: String? = nil) {
        self.init(id: id, severity: severity, message: message, files: file.map { [$0] } ?? [], path: path)
    }

    /// Creates a finding about several files.
    public init(id: String, severity: Severity, message: String, files: [String], path: String? = nil) {
        self.id = id
        self.severity = severity
        self.message = message
        self.files = files
        self.path = path
    }

    /// The file the finding is about (`pass.json`, `de.lproj/logo@2x.png`); the first of ``files``.
    public var file: String? {
        get { files.first }
        set {
            if let newValue, !files.isEmpty {
                files[0] = newValue
            } else {
                files = newValue.map { [$0] } ?? []
            }
        }
    }
}

extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, severity, message, file, files, path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let file = try container.decodeIfPresent(String.self, forKey: .file)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            severity: try container.decode(Severity.self, forKey: .severity),
            message: try container.decode(String.self, forKey: .message),
            files: try container.decodeIfPresent([String].self, forKey: .files) ?? file.map { [$0] } ?? [],
            path: try container.decodeIfPresent(String.self, forKey: .path)
        )
    }

    /// `file` stays the first file, so readers of single-file reports keep working; `files` is
    /// written only when there are several.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(file, forKey: .file)
        if files.count > 1 { try container.encode(files, forKey: .files) }
        try container.encodeIfPresent(path, forKey: .path)
    }
}

extension Diagnostic: CustomStringConvertible {
    /// Compiler style: `pass.json: eventTicket.primaryFields[0]: error[id]: message`; a finding about
    /// several files names them all: `logo.png, logo@2x.png: warning[id]: message`.
    public var description: String {
        var parts: [String] = []
        if !files.isEmpty { parts.append(files.joined(separator: ", ")) }
        if let path { parts.append(path) }
        parts.append("\(severity.rawValue)[\(id)]")
        return parts.joined(separator: ": ") + ": " + message
    }
}
