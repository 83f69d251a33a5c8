/// A failure of the service: what it was doing, what went wrong and how to fix it.
public struct ServerError: Error, Sendable, CustomStringConvertible {
    /// What was being done.
    public var operation: String
    /// What was wrong.
    public var reason: String
    /// How to fix it.
    public var fix: String?

    /// Creates an error.
    public init(operation: String, reason: String, fix: String? = nil) {
        self.operation = operation
        self.reason = reason
        self.fix = fix
    }

    public var description: String {
        "Could not \(operation): \(reason)." + (fix.map { " \($0)." } ?? "")
    }
}
