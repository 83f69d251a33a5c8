import HTTPTypes
import Hummingbird
import Logging
import NIOHTTP1
import PostgresNIO

/// The outermost middleware: every failure leaves as JSON (`{"error": {"status", "message"}}`),
/// whoever threw it (Hummingbird's 404 and 413 included), and every 5xx is logged with its cause.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            if error.status.code >= 500 { log(error, request) }
            throw error
        } catch let error as any HTTPResponseError {
            let given = (error as? HTTPError)?.body.flatMap { $0.isEmpty ? nil : $0 }
            let converted = APIError(error.status, given ?? Self.message(for: error.status, request: request), headers: Self.headers(of: error, request, context))
            if error.status.code >= 500 { log(error, request) }
            throw converted
        } catch let error as HTTPParserError {
            // The client broke off or garbled its request (a body cut by its deadline): its fault,
            // not the service's, and a flood of them must not flood the error log.
            logger.debug("request broken off", metadata: ["path": .string(request.uri.path), "error": .string(String(reflecting: error))])
            throw APIError.badRequest("Could not read the request to \(request.uri.path): \(String(reflecting: error)). Send the whole request")
        } catch {
            log(error, request)
            throw APIError(.internalServerError, "The service failed to answer \(request.method) \(request.uri.path): an internal error (logged on the server). Try again; if it persists, tell the operator the time of the request")
        }
    }

    /// The path without the query: pass page links carry the pass's token there.
    private func log(_ error: any Error, _ request: Request) {
        logger.error("request failed", metadata: ["method": .string(request.method.rawValue), "path": .string(request.uri.path), "error": .string(Self.logged(error))])
    }

    /// What the log keeps of an error: PostgreSQL's full reflection holds the statement with the
    /// values bound to it (a holder's data, tokens), so it is logged by its code and the server's message.
    static func logged(_ error: any Error) -> String {
        if let postgres = error as? PSQLError {
            let state = postgres.serverInfo?[.sqlState].map { " \($0)" } ?? ""
            let message = postgres.serverInfo?[.message].map { ": \($0)" } ?? ""
            return "PostgreSQL \(postgres.code)\(state)\(message)"
        }
        return String(reflecting: error)
    }

    private static func headers(of error: any HTTPResponseError, _ request: Request, _ context: Context) -> HTTPFields {
        // Keep what the error says in headers (Allow, WWW-Authenticate, Retry-After), not its body's.
        let headers = (error as? HTTPError)?.headers ?? (try? error.response(from: request, context: context))?.headers ?? [:]
        return HTTPFields(headers.filter { $0.name != .contentType && $0.name != .contentLength })
    }

    private static func message(for status: HTTPResponse.Status, request: Request) -> String {
        switch status {
        case .notFound:
            "There is nothing at \(request.method) \(request.uri.path). /openapi.json lists every route"
        case .contentTooLarge:
            "Could not read the request to \(request.uri.path): the body is larger than this endpoint takes. Send a smaller body"
        case .methodNotAllowed:
            "\(request.uri.path) does not take \(request.method). /openapi.json lists the methods of every route"
        default:
            "Could not answer \(request.method) \(request.uri.path): \(status.reasonPhrase.lowercased())"
        }
    }
}
