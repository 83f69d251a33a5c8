import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Prometheus

/// Hummingbird's HTTP/1.1 connections, admitted under the caps of a ``ConnectionGuard`` and
/// closed by the deadlines of a ``ConnectionDeadlineHandler`` when their client keeps them waiting.
/// Hummingbird's own idle timeout stays off: it counts from the last decoded part, so it cannot
/// tell a head sent a byte at a time from an idle connection.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let responder: HTTPChannelHandler.Responder
    var configuration = HTTP1Channel.Configuration()
    let timeouts: ConnectionDeadlineHandler.Timeouts
    let registry: ConnectionGuard
    let metrics: ServerMetrics

    /// A server of these connections for `Application(server:)`, with the deadlines of `limits`.
    static func server(limits: ConnectionLimits, registry: ConnectionGuard, metrics: ServerMetrics) -> HTTPServerBuilder {
        let timeouts = ConnectionDeadlineHandler.Timeouts(
            idle: timeAmount(limits.idleTimeout), head: timeAmount(limits.requestHeadTimeout), body: timeAmount(limits.requestBodyTimeout)
        )
        return HTTPServerBuilder { responder in
            GuardedHTTP1Channel(responder: responder, timeouts: timeouts, registry: registry, metrics: metrics)
        }
    }

    /// `seconds` as a `TimeAmount`, at most about 30 years, past which nanoseconds overflow.
    static func timeAmount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64((min(max(seconds, 0), 1e9) * 1e9).rounded()))
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let admitted = channel.eventLoop.now
        let admission = registry.admit(ConnectionGuard.Client(channel.remoteAddress), now: admitted) { [channel] in channel.close(promise: nil) }
        switch admission {
        case .refused(let cap):
            switch cap {
            case .perClient: metrics.connectionsRefusedPerClient.increment()
            case .total: metrics.connectionsRefusedTotal.increment()
            }
            logger.debug("Refusing a connection: every connection under the \(cap == .total ? "total" : "per-client") cap is busy", metadata: ["peer": .string(channel.remoteAddress?.description ?? "?")])
            // Set up and closed rather than failed: a failed setup reaches the listening socket's
            // pipeline as an error and ends the server.
            return HTTP1Channel(responder: responder, configuration: configuration).setup(channel: channel, logger: logger).map { value in
                channel.close(promise: nil)
                return value
            }
        case .admitted(let id, let evicted):
            for eviction in evicted {
                switch eviction.cap {
                case .perClient: metrics.connectionsEvictedPerClient.increment()
                case .total: metrics.connectionsEvictedTotal.increment()
                }
                eviction.close()
            }
            channel.closeFuture.whenComplete { [registry] _ in registry.remove(id) }
            var configuration = self.configuration
            let others = configuration.additionalChannelHandlers
            let (timeouts, registry, metrics) = (self.timeouts, self.registry, self.metrics)
            configuration.additionalChannelHandlers = {
                others() + [
                    ConnectionDeadlineHandler(timeouts: timeouts, id: id, registry: registry, admitted: admitted, logger: logger) { expiry in
                        switch expiry {
                        case .idle: metrics.connectionsIdleClosed.increment()
                        case .head: metrics.connectionsHeadTimedOut.increment()
                        case .body: metrics.connectionsBodyTimedOut.increment()
                        case .send: metrics.connectionsSendTimedOut.increment()
                        }
                    }
                ]
            }
            do {
                try channel.pipeline.syncOperations.addHandler(ByteArrivalHandler(), position: .first)
            } catch {
                return channel.eventLoop.makeFailedFuture(error)
            }
            return HTTP1Channel(responder: responder, configuration: configuration).setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await HTTP1Channel(responder: responder, configuration: configuration).handle(value: value, logger: logger)
    }
}
