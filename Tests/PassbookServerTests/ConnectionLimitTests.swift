import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import Passbook
import Testing
@testable import PassbookServer

/// Clients that hold connections open without finishing requests (idle sockets, heads and bodies
/// sent a byte at a time, more connections than the cap), against a real service with deadlines
/// of a second or less. Each test shortens only the deadline it attacks, so nothing else can
/// close the connection; closings are awaited with several seconds of slack.
@Suite("Connection limits")
struct ConnectionLimitTests {
    /// Seconds beyond a deadline a closing may take on a busy machine.
    static let slack = 10.0

    @Test func idleConnectionIsClosedByTheIdleTimeout() async throws {
        try await TestService.run(configure: { $0.connections.idleTimeout = 0.5 }) { service in
            let connection = try await RawConnection.open(service)
            #expect(await connection.closed(within: 0.5 + Self.slack))
            #expect(connection.text.isEmpty)
            #expect(try await Self.counter("passbook_connections_idle_timeouts_total", service) >= 1)
        }
    }

    @Test func headTrickledAByteEvery200msIsClosedByTheHeadDeadline() async throws {
        try await TestService.run(configure: { $0.connections.requestHeadTimeout = 1 }) { service in
            let connection = try await RawConnection.open(service)
            // 70 s of head at this pace: only the deadline can end it in time.
            let head = "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Trickle: " + String(repeating: "a", count: 300) + "\r\n\r\n"
            let trickle = Task { await connection.trickle(Array(head.utf8)) }
            defer { trickle.cancel() }
            #expect(await connection.closed(within: 1 + Self.slack))
            #expect(!connection.text.contains("HTTP/1.1 200"))
            #expect(try await Self.counter("passbook_connections_head_timeouts_total", service) >= 1)
            #expect(try await Self.counter("passbook_connections_idle_timeouts_total", service) == 0)
        }
    }

    @Test func bodyTrickledAByteEvery200msIsClosedByTheBodyDeadline() async throws {
        try await TestService.run(configure: { $0.connections.requestBodyTimeout = 1 }) { service in
            let connection = try await RawConnection.open(service)
            let body = #"{"logs": [""# + String(repeating: "a", count: 1_000) + #""]}"#
            try await connection.send(
                "POST /passes/v1/log HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            )
            let trickle = Task { await connection.trickle(Array(body.utf8)) }
            defer { trickle.cancel() }
            #expect(await connection.closed(within: 1 + Self.slack))
            #expect(!connection.text.contains("HTTP/1.1 200"))
            #expect(try await Self.counter("passbook_connections_body_timeouts_total", service) >= 1)
        }
    }

    @Test func aClientThatNeverReadsItsAnswerIsClosedByTheBodyDeadline() async throws {
        // 4 s, not 1: the megabyte uploads that set the test up must not meet the deadline
        // themselves on a starved event loop (a full test run on two cores reset one).
        try await TestService.run(configure: { $0.connections.requestBodyTimeout = 4 }) { service in
            // An answer larger than the socket buffers can hold (4 MiB of send buffer at most here):
            // a listing of passes of nearly 1 MiB of data each.
            let large = String(repeating: "x", count: 900_000)
            for _ in 0..<6 {
                let pass = try await service.issue()
                _ = try await service.update(pass, data: ["entrance": .string(large)])
            }
            guard let port = service.baseURL.split(separator: ":").last.flatMap({ Int32($0) }) else { throw TestFailure("no port") }
            let socket = try Self.reluctantReader(port: port, request: "GET /api/v1/passes?limit=100 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(TestService.apiKey)\r\n\r\n")
            defer { close(socket) }
            let closed = try await TestService.eventually(within: 4 + Self.slack) {
                try await Self.counter("passbook_connections_send_timeouts_total", service) >= 1
            }
            #expect(closed)
        }
    }

    /// A socket with a receive buffer of a kilobyte that sends `request` and then reads nothing.
    private static func reluctantReader(port: Int32, request: String) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestFailure("socket: \(errno)") }
        var size: Int32 = 1024
        setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(descriptor); throw TestFailure("connect: \(errno)") }
        let bytes = Array(request.utf8)
        guard send(descriptor, bytes, bytes.count, 0) == bytes.count else { close(descriptor); throw TestFailure("send: \(errno)") }
        return descriptor
    }

    @Test func connectionsPastThePerClientCapEvictTheOldestWaitingOnes() async throws {
        try await TestService.run(configure: { $0.connections.maxConnectionsPerClient = 4 }) { service in
            // Four keep-alive connections, idle one after the other: the cap is full.
            var idle: [RawConnection] = []
            for _ in 0..<4 {
                let connection = try await RawConnection.open(service)
                try await connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.answers(1, within: Self.slack))
                idle.append(connection)
            }
            // A fifth from the same address (the test's HTTP client) is served; the connection idle
            // longest makes room.
            #expect(try await service.call(.GET, "/health").status == 200)
            #expect(await idle[0].closed(within: Self.slack))
            #expect(idle[1...].allSatisfy { $0.isOpen })

            // A head still arriving waits too, and its arrival makes room the same way.
            let trickling = try await RawConnection.open(service)
            try await trickling.send("GET /health HTTP/1.1\r\n")
            #expect(await idle[1].closed(within: Self.slack))
            let fresh = try await RawConnection.open(service)
            try await fresh.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(await fresh.answers(1, within: Self.slack))
            #expect(fresh.text.contains("HTTP/1.1 200"))
            #expect(await idle[2].closed(within: Self.slack))
            #expect(idle[3].isOpen)
            #expect(try await Self.counter("passbook_connections_client_cap_evictions_total", service) >= 3)
            #expect(try await Self.counter("passbook_connections_client_cap_refusals_total", service) == 0)
            for connection in idle + [trickling, fresh] { connection.close() }
        }
    }

    @Test func keepAliveClientMakingSeveralRequestsIsNotDisturbed() async throws {
        try await TestService.run(configure: {
            // Deadlines a starved event loop of a busy test run does not reach, on a connection that
            // lives longer than any of them: one counted from the wrong moment would close it.
            $0.connections.idleTimeout = 8
            $0.connections.requestHeadTimeout = 8
            $0.connections.requestBodyTimeout = 8
            $0.connections.maxConnectionsPerClient = 4
        }) { service in
            let connection = try await RawConnection.open(service)
            for count in 1...6 {
                try await connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.answers(count, within: Self.slack))
                try await Task.sleep(for: .seconds(2))
            }
            // A body in two parts a moment apart, well within its deadline.
            let body = #"{"logs": ["first", "second"]}"#
            let bytes = Array(body.utf8)
            try await connection.send(
                "POST /passes/v1/log HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\n\r\n"
            )
            try await connection.send(bytes: Array(bytes[..<10]))
            try await Task.sleep(for: .milliseconds(200))
            try await connection.send(bytes: Array(bytes[10...]))
            #expect(await connection.answers(7, within: Self.slack))
            #expect(connection.isOpen)
            for name in ["idle_timeouts", "head_timeouts", "body_timeouts", "client_cap_evictions", "cap_evictions", "client_cap_refusals", "cap_refusals"] {
                #expect(try await Self.counter("passbook_connections_\(name)_total", service) == 0, "\(name)")
            }
            connection.close()
        }
    }

    // MARK: The registry

    private static let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
    private static func at(_ seconds: Int64) -> NIODeadline { start + .seconds(seconds) }
    private static let alice = ConnectionGuard.Client.v4(0x0A00_0001)
    private static let bob = ConnectionGuard.Client.v4(0x0A00_0002)

    /// Admits a connection that records its closing in `closed` under `name`.
    private static func admit(
        _ registry: ConnectionGuard, _ client: ConnectionGuard.Client, _ name: String, at seconds: Int64, _ closed: NIOLockedValueBox<[String]>
    ) -> ConnectionGuard.Admission {
        let admission = registry.admit(client, now: at(seconds)) { closed.withLockedValue { $0.append(name) } }
        if case .admitted(_, let evicted) = admission { evicted.forEach { $0.close() } }
        return admission
    }

    private static func id(_ admission: ConnectionGuard.Admission) throws -> UInt64 {
        guard case .admitted(let id, _) = admission else { throw TestFailure("refused: \(admission)") }
        return id
    }

    @Test func registryEvictsTheClientsConnectionWaitingLongestAndSparesBusyOnes() throws {
        let registry = ConnectionGuard(caps: .init(perClient: 3, total: 100))
        let closed = NIOLockedValueBox<[String]>([])
        let first = try Self.id(Self.admit(registry, Self.alice, "first", at: 0, closed))
        let second = try Self.id(Self.admit(registry, Self.alice, "second", at: 1, closed))
        _ = try Self.id(Self.admit(registry, Self.alice, "third", at: 2, closed))
        _ = try Self.id(Self.admit(registry, Self.bob, "bob", at: 3, closed))
        // The first is answering a request; the second began a new head at 5, after the third began waiting.
        registry.update(first, waitingSince: nil)
        registry.update(second, waitingSince: Self.at(5))

        let fourth = Self.admit(registry, Self.alice, "fourth", at: 6, closed)
        guard case .admitted(_, let evicted) = fourth else { Issue.record("refused: \(fourth)"); return }
        #expect(evicted.map(\.cap) == [.perClient])
        #expect(closed.withLockedValue { $0 } == ["third"])
        #expect(registry.count(of: Self.alice) == 3)
        #expect(registry.count == 4)
    }

    @Test func registryRefusesWhenEveryConnectionOfTheClientIsBusy() throws {
        let registry = ConnectionGuard(caps: .init(perClient: 2, total: 100))
        let closed = NIOLockedValueBox<[String]>([])
        for (index, name) in ["one", "two"].enumerated() {
            registry.update(try Self.id(Self.admit(registry, Self.alice, name, at: Int64(index), closed)), waitingSince: nil)
        }
        guard case .refused(let cap) = Self.admit(registry, Self.alice, "three", at: 5, closed) else {
            Issue.record("admitted past the cap with every connection busy")
            return
        }
        #expect(cap == .perClient)
        #expect(closed.withLockedValue { $0 }.isEmpty)
        #expect(registry.count == 2)
        // Another client is not held back by this one's cap.
        _ = try Self.id(Self.admit(registry, Self.bob, "bob", at: 6, closed))
    }

    @Test func registryMakesRoomUnderTheTotalCapFromAnyClientAndRefusesWhenAllAreBusy() throws {
        let registry = ConnectionGuard(caps: .init(perClient: nil, total: 3))
        let closed = NIOLockedValueBox<[String]>([])
        let alice = try Self.id(Self.admit(registry, Self.alice, "alice", at: 0, closed))
        let bob = try Self.id(Self.admit(registry, Self.bob, "bob", at: 1, closed))
        let carol = try Self.id(Self.admit(registry, .v6(0x2001_0db8_0000_0001), "carol", at: 2, closed))
        registry.update(alice, waitingSince: nil)

        let dave = Self.admit(registry, .v6(0x2001_0db8_0000_0002), "dave", at: 3, closed)
        guard case .admitted(let daveID, let evicted) = dave else { Issue.record("refused: \(dave)"); return }
        #expect(evicted.map(\.cap) == [.total])
        #expect(closed.withLockedValue { $0 } == ["bob"])

        // Everyone busy: the next is refused and nobody closed.
        for id in [carol, daveID] { registry.update(id, waitingSince: nil) }
        guard case .refused(let cap) = Self.admit(registry, Self.bob, "bob again", at: 4, closed) else {
            Issue.record("admitted past the total cap with every connection busy")
            return
        }
        #expect(cap == .total)
        // One closes: room again.
        registry.remove(bob)
        registry.remove(carol)
        _ = try Self.id(Self.admit(registry, Self.bob, "bob again", at: 5, closed))
        #expect(registry.count == 3)
        #expect(closed.withLockedValue { $0 } == ["bob"])
    }

    @Test func registryKeysIPv6ClientsByTheir64NetworkAndMappedIPv4ByTheAddress() throws {
        func client(_ address: String) throws -> ConnectionGuard.Client { .init(try SocketAddress(ipAddress: address, port: 443)) }
        #expect(try client("2001:db8:1:2::1") == client("2001:db8:1:2:ffff:eeee:dddd:cccc"))
        #expect(try client("2001:db8:1:2::1") != client("2001:db8:1:3::1"))
        #expect(try client("::ffff:192.0.2.7") == client("192.0.2.7"))
        #expect(try client("192.0.2.7") == .v4(0xC000_0207))
        #expect(try client("192.0.2.7") != client("192.0.2.8"))
    }

    // MARK: Configuration

    @Test func limitsAreReadFromTheEnvironmentAndCheckedToBePositive() throws {
        let limits = try ConnectionLimits(environment: [
            "PASSBOOK_IDLE_TIMEOUT": "2.5", "PASSBOOK_REQUEST_HEAD_TIMEOUT": "0.5", "PASSBOOK_REQUEST_BODY_TIMEOUT": "90",
            "PASSBOOK_MAX_CONNECTIONS_PER_CLIENT": "8", "PASSBOOK_MAX_CONNECTIONS": "500",
        ])
        #expect(limits.idleTimeout == 2.5)
        #expect(limits.requestHeadTimeout == 0.5)
        #expect(limits.requestBodyTimeout == 90)
        #expect(limits.maxConnectionsPerClient == 8)
        #expect(limits.maxConnections == 500)
        #expect(try ServerConfiguration(environment: ["PASSBOOK_IDLE_TIMEOUT": "7"]).connections.idleTimeout == 7)
        #expect(try ConnectionLimits(environment: [:]) == ConnectionLimits())
        for (name, value) in [("IDLE_TIMEOUT", "0"), ("REQUEST_HEAD_TIMEOUT", "-1"), ("REQUEST_BODY_TIMEOUT", "soon"), ("MAX_CONNECTIONS", "0"), ("MAX_CONNECTIONS_PER_CLIENT", "1.5")] {
            #expect(throws: ServerError.self, "PASSBOOK_\(name)=\(value)") { try ConnectionLimits(environment: ["PASSBOOK_" + name: value]) }
        }
        var negative = ConnectionLimits()
        negative.requestBodyTimeout = -3
        #expect(throws: ServerError.self) { try negative.check() }
        try ConnectionLimits().check()
    }

    @Test func theDefaultTotalCapLeavesFilesForTheRestOfTheService() {
        #expect(ConnectionLimits.defaultMaxConnections(fileLimit: 1_024, databaseConnections: 16) == 752)
        #expect(ConnectionLimits.defaultMaxConnections(fileLimit: 256, databaseConnections: 16) == 128)
        #expect(ConnectionLimits.defaultMaxConnections(fileLimit: 1_048_576, databaseConnections: 16) == 10_000)
        let raised = FileDescriptorLimit.raiseToHardLimit()
        #expect(raised.current >= raised.previous)
        #expect(FileDescriptorLimit.current == raised.current)
    }

    // MARK: Support

    /// A counter of `/metrics` (read with the issuer key, which `/metrics` accepts whether or not it is public).
    static func counter(_ name: String, _ service: TestService) async throws -> Double {
        let text = try await service.call(.GET, "/metrics", headers: service.bearer).text
        for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Double(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)) ?? .nan
        }
        return 0
    }
}

/// A client socket driven by hand: the test decides every byte sent, and what arrives is kept.
private final class RawConnection: Sendable {
    private final class Collector: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let received: NIOLockedValueBox<[UInt8]>
        init(_ received: NIOLockedValueBox<[UInt8]>) { self.received = received }
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            received.withLockedValue { $0.append(contentsOf: buffer.readableBytesView) }
        }
    }

    let channel: any Channel
    private let received: NIOLockedValueBox<[UInt8]>

    private init(channel: any Channel, received: NIOLockedValueBox<[UInt8]>) {
        self.channel = channel
        self.received = received
    }

    /// Connects to `service`.
    static func open(_ service: TestService) async throws -> RawConnection {
        guard let port = service.baseURL.split(separator: ":").last.flatMap({ Int($0) }) else { throw TestFailure("no port in \(service.baseURL)") }
        let received = NIOLockedValueBox<[UInt8]>([])
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Collector(received)) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, received: received)
    }

    func send(_ text: String) async throws { try await send(bytes: Array(text.utf8)) }

    func send(bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes)).get()
    }

    /// Sends `bytes` one at a time, 200 ms apart, until they are all sent, the connection closes
    /// or the task is cancelled.
    func trickle(_ bytes: [UInt8]) async {
        for byte in bytes {
            guard isOpen, (try? await send(bytes: [byte])) != nil else { return }
            do { try await Task.sleep(for: .milliseconds(200)) } catch { return }
        }
    }

    var isOpen: Bool { channel.isActive }
    var text: String { String(decoding: received.withLockedValue { $0 }, as: UTF8.self) }

    /// Whether the service closed the connection within `seconds`.
    func closed(within seconds: Double) async -> Bool {
        await TestService.eventually(within: seconds) { !isOpen }
    }

    /// Whether `count` answers have arrived within `seconds`.
    func answers(_ count: Int, within seconds: Double) async -> Bool {
        await TestService.eventually(within: seconds) { text.components(separatedBy: "HTTP/1.1 ").count - 1 >= count }
    }

    func close() { channel.close(promise: nil) }
}
