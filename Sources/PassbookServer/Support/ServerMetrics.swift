import Foundation
import Prometheus

/// The service's counters, exported at `/metrics` in Prometheus's text format. Each application
/// has its own registry, so several in one process (tests) never mix their figures.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let passesIssued: Counter
    let passesUpdated: Counter
    let passesStaged: Counter
    let latestFromMemory: Counter
    let googleUpdates: Counter
    let passesResigned: Counter
    let passesSignedAhead: Counter
    let resignFailures: Counter
    let registrations: Counter
    let deviceLogs: Counter
    let pushesSent: Counter
    let pushesFailed: Counter
    let pushesRetried: Counter
    let tokensRemoved: Counter
    let pushQueue: Gauge
    let enrollments: Counter
    let pageLinksRenewed: Counter
    let limited: Counter
    let connectionsIdleClosed: Counter
    let connectionsHeadTimedOut: Counter
    let connectionsBodyTimedOut: Counter
    let connectionsSendTimedOut: Counter
    let connectionsEvictedPerClient: Counter
    let connectionsEvictedTotal: Counter
    let connectionsRefusedPerClient: Counter
    let connectionsRefusedTotal: Counter

    init() {
        passesIssued = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "passes_issued", unitName: "total", helpText: "Passes created through the issuer API."))
        passesUpdated = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "passes_updated", unitName: "total", helpText: "Pass versions stored after the first."))
        latestFromMemory = registry.makeCounter(
            descriptor: .init(namespace: "passbook", metricName: "latest_pass_memory_answers", unitName: "total", helpText: "Latest-pass answers given without a query (PostgreSQL change notifications).")
        )
        googleUpdates = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "google_updates", unitName: "total", helpText: "Google Wallet objects brought up to date."))
        passesStaged = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "passes_staged", unitName: "total", helpText: "Pass changes stored to be signed in the background."))
        passesResigned = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "passes_resigned", unitName: "total", helpText: "Passes signed again in the background."))
        passesSignedAhead = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "passes_signed_ahead", unitName: "total", helpText: "Passes signed again in the background from what a change handed over as it was staged, rather than read back from the database after it committed (also counted in passbook_passes_resigned_total)."))
        resignFailures = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "resign_failures", unitName: "total", helpText: "Background signings that failed and will be tried again."))
        registrations = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "registrations", unitName: "total", helpText: "New device registrations."))
        deviceLogs = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "device_log_messages", unitName: "total", helpText: "Messages received at the log endpoint."))
        pushesSent = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "pushes_sent", unitName: "total", helpText: "Pushes APNs accepted."))
        pushesFailed = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "pushes_failed", unitName: "total", helpText: "Pushes given up on."))
        pushesRetried = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "pushes_retried", unitName: "total", helpText: "Push attempts that will be tried again."))
        tokensRemoved = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "push_tokens_removed", unitName: "total", helpText: "Push tokens APNs reported gone."))
        enrollments = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "enrollments", unitName: "total", helpText: "Rewards enrollments received."))
        pageLinksRenewed = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "page_links_renewed", unitName: "total", helpText: "Page links revoked and made anew."))
        limited = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "rate_limited", unitName: "total", helpText: "Requests answered 429 by a per-client limit."))
        connectionsIdleClosed = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_idle_timeouts", unitName: "total", helpText: "Connections closed after the idle timeout with no request under way."))
        connectionsHeadTimedOut = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_head_timeouts", unitName: "total", helpText: "Connections closed because a request's head did not arrive within the head timeout of its first byte."))
        connectionsSendTimedOut = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_send_timeouts", unitName: "total", helpText: "Connections closed because the client did not take a response within the body timeout."))
        connectionsBodyTimedOut = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_body_timeouts", unitName: "total", helpText: "Connections closed because a request's body did not arrive within the body timeout of its head."))
        connectionsEvictedPerClient = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_client_cap_evictions", unitName: "total", helpText: "Waiting connections closed to make room for a new one from the same client at the per-client cap."))
        connectionsEvictedTotal = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_cap_evictions", unitName: "total", helpText: "Waiting connections closed to make room for a new one at the total cap."))
        connectionsRefusedPerClient = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_client_cap_refusals", unitName: "total", helpText: "New connections closed at the per-client cap because all of that client's were busy."))
        connectionsRefusedTotal = registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "connections_cap_refusals", unitName: "total", helpText: "New connections closed at the total cap because all were busy."))
        pushQueue = registry.makeGauge(descriptor: .init(namespace: "passbook", metricName: "push_queue", unitName: "length", helpText: "Pushes waiting in the queue at the last check."))
    }

    /// A counter of answered requests by route pattern and status, made once per pair.
    func requestCounter(method: String, route: String, status: Int) -> Counter {
        registry.makeCounter(descriptor: .init(namespace: "passbook", metricName: "http_requests", unitName: "total", helpText: "Requests answered."), labels: [("method", method), ("route", route), ("status", String(status))])
    }

    func requestDuration(method: String, route: String) -> DurationHistogram {
        registry.makeDurationHistogram(
            descriptor: .init(namespace: "passbook", metricName: "http_request_duration", unitName: "seconds", helpText: "Time to answer a request."), labels: [("method", method), ("route", route)],
            buckets: [.milliseconds(1), .milliseconds(5), .milliseconds(25), .milliseconds(100), .milliseconds(500), .seconds(2)]
        )
    }

    /// The Prometheus text exposition of every metric.
    func exposition() -> [UInt8] {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return buffer
    }
}
