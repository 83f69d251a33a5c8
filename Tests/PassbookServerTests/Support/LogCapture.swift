import Logging
import NIOConcurrencyHelpers

/// A logger whose messages the test reads back, with their levels.
final class LogCapture: Sendable {
    private let entries = NIOLockedValueBox<[(level: Logger.Level, message: String)]>([])

    /// Every message logged so far.
    var messages: [(level: Logger.Level, message: String)] { entries.withLockedValue { $0 } }

    /// A logger writing here, at every level.
    var logger: Logger {
        Logger(label: "capture") { _ in Handler(capture: self) }
    }

    fileprivate func append(_ level: Logger.Level, _ message: String) {
        entries.withLockedValue { $0.append((level, message)) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.append(event.level, "\(event.message)")
        }
    }
}
