import Foundation
import Hummingbird
import Prometheus
import NIOCore

/// Per-client limits in front of a group of routes, keyed by the peer's address (or, behind a
/// proxy the operator trusts, the address it appends to `X-Forwarded-For`).
///
/// - `failures`: only answers with the given statuses spend (a wrong token or API key); once a
///   client has spent half its burst, each further failure is answered more slowly, up to
///   `slowdown`, and with nothing left every request from it gets 429 and `Retry-After` until the
///   bucket refills (letting right credentials through would tell a guesser when it guessed right).
///   Requests with the right credentials never spend, however many clients share an address.
/// - `requests`: every request spends (the unauthenticated log endpoint).
struct ClientLimitMiddleware<Context: RemoteAddressRequestContext>: RouterMiddleware {
    enum Mode: Sendable {
        case failures(Set<Int>)
        case requests
    }

    let limiter: ClientLimiter
    let mode: Mode
    let metrics: ServerMetrics
    let trustForwardedFor: Bool
    var slowdown: Duration = .seconds(1)

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let client = Self.client(request, context, trustForwardedFor: trustForwardedFor)
        guard limiter.available(client) >= 1 else {
            metrics.limited.increment()
            let wait = limiter.retryAfter(client)
            throw APIError(
                .tooManyRequests,
                "Too many \(Self.what(mode)) from this address: try again in \(wait) s",
                headers: [.retryAfter: String(wait)]
            )
        }
        switch mode {
        case .requests:
            limiter.take(client)
            return try await next(request, context)
        case .failures(let statuses):
            do {
                let response = try await next(request, context)
                if statuses.contains(response.status.code) { await spend(client) }
                return response
            } catch let error as any HTTPResponseError where statuses.contains(error.status.code) {
                await spend(client)
                throw error
            }
        }
    }

    private func spend(_ client: String) async {
        let left = limiter.take(client)
        let half = limiter.policy.burst / 2
        guard left < half else { return }
        try? await Task.sleep(for: slowdown * ((half - left) / half))
    }

    private static func what(_ mode: Mode) -> String {
        switch mode {
        case .failures: "failed authentications"
        case .requests: "requests"
        }
    }

    static func client(_ request: Request, _ context: Context, trustForwardedFor: Bool) -> String {
        if trustForwardedFor, let forwarded = request.headers[.init("X-Forwarded-For")!],
           let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty {
            return last
        }
        return context.remoteAddress?.ipAddress ?? "unknown"
    }
}
