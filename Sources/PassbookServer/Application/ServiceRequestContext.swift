public import Hummingbird
public import NIOCore

/// The request context of every route: Hummingbird's core context and the peer's address, which
/// the per-client limits key on.
public struct ServiceRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The address of the connected peer (a proxy's, behind one).
    public let remoteAddress: SocketAddress?

    /// The context of a request arriving on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
