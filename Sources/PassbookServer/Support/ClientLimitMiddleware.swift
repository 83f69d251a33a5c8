import Foundation
import Hummingbird
import Prometheus
import NIOCore

/// Per-client limits in front of a group of routes, keyed by the peer's address (IPv6 by its /64,
/// which one subscriber holds whole; or, behind a proxy the operator trusts, the address it
/// appends to `X-Forwarded-For`).
///
/// Every mode takes a token before the request runs and gives it back when the answer says the
/// request did not count, so concurrent requests cannot all pass a check none has spent yet:
/// - `failures`: answers with the given statuses count (a wrong token or API key); once a client
///   has spent half its burst, each further failure is answered more slowly, up to `slowdown`,
///   and with nothing left every request from it gets 429 and `Retry-After` until the bucket
///   refills (letting right credentials through would tell a guesser when it guessed right). A
///   request that `trusted` vouches for (the issuer API: a key this client has used rightly
///   before) passes without touching the bucket.
/// - `successes`: answers with the given statuses count (a new device registration).
/// - `requests`: every request counts (the unauthenticated log and personalize endpoints).
struct ClientLimitMiddleware<Context: RemoteAddressRequestContext>: RouterMiddleware {
    enum Mode: Sendable {
        case failures(Set<Int>)
        case successes(Set<Int>)
        case requests
    }

    let limiter: ClientLimiter
    let mode: Mode
    let metrics: ServerMetrics
    let trustForwardedFor: Bool
    var slowdown: Duration = .seconds(1)
    var trusted: (@Sendable (Request, String) -> Bool)?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let client = Self.client(request, context, trustForwardedFor: trustForwardedFor)
        if let trusted, trusted(request, client) { return try await next(request, context) }
        guard try await reserve(client) else {
            metrics.limited.increment()
            let wait = limiter.retryAfter(client)
            throw APIError(
                .tooManyRequests,
                "Too many \(Self.what(mode)) from this address: try again in \(wait) s",
                headers: [.retryAfter: String(wait)]
            )
        }
        let counted: Set<Int>
        switch mode {
        case .requests:
            limiter.settle(client, kept: true)
            return try await next(request, context)
        case .failures(let statuses), .successes(let statuses): counted = statuses
        }
        let status: Int
        let response: Response
        do {
            response = try await next(request, context)
            status = response.status.code
        } catch let error as any HTTPResponseError {
            await settle(client, status: error.status.code, counted: counted)
            throw error
        } catch {
            limiter.settle(client, kept: false)
            throw error
        }
        await settle(client, status: status, counted: counted)
        return response
    }

    /// Holds a token of `client`'s for the request; while requests under way hold every token
    /// the client has, waits for them to settle (briefly: they are answered in milliseconds), so
    /// right requests from a busy address wait instead of failing. `false`: nothing left.
    private func reserve(_ client: String) async throws -> Bool {
        let giveUp = ContinuousClock.now + .seconds(10)
        var pause = 1
        while true {
            switch limiter.reserve(client) {
            case .granted: return true
            case .exhausted: return false
            case .busy:
                guard ContinuousClock.now < giveUp else { return false }
                try await Task.sleep(for: .milliseconds(pause))
                pause = min(pause * 2, 32)
            }
        }
    }

    /// Keeps the token when `status` counts (and slows a failing client down), else gives it back.
    private func settle(_ client: String, status: Int, counted: Set<Int>) async {
        let kept = counted.contains(status)
        limiter.settle(client, kept: kept)
        guard kept, case .failures = mode else { return }
        let left = limiter.available(client)
        let half = limiter.policy.burst / 2
        guard left < half else { return }
        try? await Task.sleep(for: slowdown * ((half - left) / half))
    }

    private static func what(_ mode: Mode) -> String {
        switch mode {
        case .failures: "failed authentications"
        case .successes: "new registrations"
        case .requests: "requests"
        }
    }

    static func client(_ request: Request, _ context: Context, trustForwardedFor: Bool) -> String {
        if trustForwardedFor, let forwarded = request.headers[.init("X-Forwarded-For")!],
           let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty {
            return clientKey(address: last)
        }
        return context.remoteAddress?.ipAddress.map { clientKey(address: $0) } ?? "unknown"
    }

    /// The bucket of an address: an IPv4 address itself, an IPv6 address by its /64 (an IPv4
    /// address mapped into IPv6 as IPv4).
    static func clientKey(address: String) -> String {
        var text = address
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") { text = String(text[text.index(after: text.startIndex)..<end]) }
        if let zone = text.firstIndex(of: "%") { text = String(text[..<zone]) }
        guard text.contains(":") else { return text }
        // Into 16 bytes, not an in6_addr: a release build sees that type only through CNIOLinux.
        var octets = [UInt8](repeating: 0, count: 16)
        guard inet_pton(AF_INET6, text, &octets) == 1 else { return text }
        if octets[0..<10].allSatisfy({ $0 == 0 }), octets[10] == 0xFF, octets[11] == 0xFF {
            return octets[12..<16].map(String.init).joined(separator: ".")
        }
        let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(octets[$0]) << 8 | UInt16(octets[$0 + 1]), radix: 16) }
        return groups.joined(separator: ":") + "::/64"
    }
}
