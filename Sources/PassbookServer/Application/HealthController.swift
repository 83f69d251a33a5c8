import Hummingbird
import NIOCore
import Passbook

/// `/health` (the database answers), `/metrics` (Prometheus) and `/openapi.json`.
struct HealthController<Context: RequestContext>: Sendable {
    let store: any PassStore
    let metrics: ServerMetrics

    func addRoutes(to group: RouterGroup<Context>) {
        group.get("health") { _, _ -> Response in
            do {
                try await store.ping()
                return .json(["status": "ok", "database": "ok"])
            } catch {
                return .json(["status": "failing", "database": .string("\(error)")], status: .serviceUnavailable)
            }
        }
        group.get("metrics") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
        }
        group.get("openapi.json") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: OpenAPIDocument.json)))
        }
    }
}
