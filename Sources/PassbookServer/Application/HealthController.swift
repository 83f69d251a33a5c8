import Hummingbird
import NIOCore
import Passbook

/// `/health` (the database answers), `/health/live` (the process answers), `/metrics`
/// (Prometheus) and `/openapi.json`.
struct HealthController<Context: RequestContext>: Sendable {
    let health: DatabaseHealth
    let metrics: ServerMetrics

    /// `/health`, `/health/live` and `/openapi.json`, open to anyone.
    func addRoutes(to group: RouterGroup<Context>) {
        group.get("health") { _, _ -> Response in
            // No error text: the probe is unauthenticated, and the error names hosts and users.
            guard await health.check() else {
                return .json(["status": "unavailable", "database": "unreachable"], status: .serviceUnavailable)
            }
            return .json(["status": "ok", "database": "ok"])
        }
        // Liveness apart from readiness: an orchestrator should not restart a process whose
        // database is down, only one that no longer answers at all.
        group.get("health/live") { _, _ -> Response in
            .json(["status": "ok"])
        }
        group.get("openapi.json") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: OpenAPIDocument.bytes)))
        }
    }

    /// `/metrics`, behind whatever middleware `group` has.
    func addMetricsRoute(to group: RouterGroup<Context>) {
        group.get("metrics") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
        }
    }
}
