extension DecodingError {
    /// Where the failure is, as a JSON path such as `eventTicket.auxiliaryFields[1].dateStyle`;
    /// empty when the failure is at the top level.
    public var jsonPath: String {
        switch self {
        // For a missing key the context names the object; the key itself goes into the message.
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return JSONPath.string(codingPath: context.codingPath)
        @unknown default:
            return ""
        }
    }

    /// The failure as one line: `eventTicket.primaryFields[0]: missing the required key "value"`.
    public var readableReason: String {
        let message: String
        switch self {
        case .keyNotFound(let key, _):
            message = "missing the required key \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            message = context.debugDescription
        @unknown default:
            message = String(describing: self)
        }
        let path = jsonPath
        return path.isEmpty ? message : "\(path): \(message)"
    }

    /// The failure as a ``PassbookError`` with code ``PassbookError/Code/invalidPass``.
    public func passbookError(operation: String = "read pass.json") -> PassbookError {
        let fix: String?
        switch self {
        case .keyNotFound(let key, _):
            fix = "Add the key \"\(key.stringValue)\"."
        case .valueNotFound:
            fix = "Give the key a value, or leave the key out: Wallet does not accept null in place of a value."
        default:
            fix = nil
        }
        return PassbookError(.invalidPass, operation: operation, reason: readableReason, fix: fix)
    }
}
