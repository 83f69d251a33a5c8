public import Foundation

/// How much of what devices send to the log endpoint is kept: the endpoint needs no
/// authentication (Apple's protocol), so without bounds anyone could fill the disk.
public struct LogRetention: Sendable, Hashable {
    /// Messages kept at most; the oldest go first.
    public var maximumRows: Int
    /// Seconds a message is kept.
    public var maximumAge: TimeInterval
    /// Messages taken from one request; the rest are dropped.
    public var messagesPerRequest: Int
    /// Characters kept of one message.
    public var messageLength: Int

    /// 10,000 messages of up to 1,024 characters for 30 days, 20 per request: at most about
    /// 10 MB of the database.
    public init(maximumRows: Int = 10_000, maximumAge: TimeInterval = 30 * 86_400, messagesPerRequest: Int = 20, messageLength: Int = 1_024) {
        self.maximumRows = maximumRows
        self.maximumAge = maximumAge
        self.messagesPerRequest = messagesPerRequest
        self.messageLength = messageLength
    }
}
