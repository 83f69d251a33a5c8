import Hummingbird
import NIOCore
import Passbook

/// `/health` (the database answers), `/health/live` (the process answers), `/metrics`
/// (Prometheus) and `/openapi.json`.
struct HealthController<Context: RequestContext>: Sendable {
    let service: PassService
    let metrics: ServerMetrics

    func addRoutes(to group: RouterGroup<Context>) {
        group.get("health") { _, _ -> Response in
            do {
                try await service.ping()
                return .json(["status": "ok", "database": "ok"])
            } catch {
                return .json(["status": "failing", "database": .string("\(error)")], status: .serviceUnavailable)
            }
        }
        // Liveness apart from readiness: an orchestrator should not restart a process whose
        // database is down, only one that no longer answers at all.
        group.get("health/live") { _, _ -> Response in
            .json(["status": "ok"])
        }
        group.get("metrics") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
        }
        group.get("openapi.json") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: OpenAPIDocument.bytes)))
        }
    }
}
