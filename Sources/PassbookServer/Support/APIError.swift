public import Hummingbird
import Passbook

/// An error answered as JSON, `{"error": {"status": 422, "message": "…"}}`: the message says what
/// was being done, what was wrong and how to fix it.
public struct APIError: HTTPResponseError, CustomStringConvertible {
    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// The whole message.
    public var message: String
    /// Extra headers, such as `WWW-Authenticate`.
    public var headers: HTTPFields = [:]

    /// Creates an error.
    public init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public var description: String { "\(status.code) \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        .json(["error": ["status": .number(JSONNumber(status.code)), "message": .string(message)]], status: status, headers: headers)
    }

    static func badRequest(_ message: String) -> APIError { APIError(.badRequest, message) }
    static func notFound(_ message: String) -> APIError { APIError(.notFound, message) }
    static func unprocessable(_ message: String) -> APIError { APIError(.unprocessableContent, message) }
}
