import Hummingbird
import Prometheus

/// Counts every request by method, route pattern (not the raw path, so identifiers do not make
/// new series) and status, and times it.
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let method = request.method.rawValue
        do {
            let response = try await next(request, context)
            record(method: method, context: context, status: response.status.code, start: start)
            return response
        } catch let error as any HTTPResponseError {
            record(method: method, context: context, status: error.status.code, start: start)
            throw error
        } catch {
            record(method: method, context: context, status: 500, start: start)
            throw error
        }
    }

    private func record(method: String, context: Context, status: Int, start: ContinuousClock.Instant) {
        let route = context.endpointPath ?? "unmatched"
        metrics.requestCounter(method: method, route: route, status: status).increment()
        metrics.requestDuration(method: method, route: route).record(ContinuousClock.now - start)
    }
}
