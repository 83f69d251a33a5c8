import Foundation
import Hummingbird

/// Refuses, with 400, a request whose path or query (once percent-decoded) holds a control
/// character, a line or paragraph separator, or bytes that are not UTF-8: no serial number, pass
/// type, device identifier or token has one, PostgreSQL cannot store a NUL (it answered 500), and
/// a CR or LF would travel into the log as a line of its own.
struct ControlCharacterMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        for (part, text) in [("path", request.uri.path), ("query", request.uri.query ?? "")] where !text.isEmpty {
            guard let decoded = text.removingPercentEncoding else {
                throw APIError.badRequest("The request's \(part) is not percent-encoded UTF-8. Percent-encode each byte of the UTF-8 text")
            }
            if decoded.unicodeScalars.contains(where: Self.refused) {
                throw APIError.badRequest(
                    "The request's \(part) holds a control character (such as NUL, CR or LF), which no serial number, identifier or token has. Remove it"
                )
            }
        }
        return try await next(request, context)
    }

    static func refused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
