import Foundation
import NIOCore
import NIOSSL
import Testing
@testable import PassbookServer
import PassbookServerTesting

/// The HTTP/2 connection pushes go out on, against a server that misbehaves frame by frame:
/// every push gets an answer or an error that says what happened, none waits forever, and the
/// pushes after a failure go out on a new connection.
@Suite("APNs connection") struct APNsConnectionTests {
    static func connection(port: Int, requestTimeout: TimeAmount = .seconds(30)) throws -> APNsConnection {
        try APNsConnection(baseURL: "http://127.0.0.1:\(port)", tls: .makeClientConfiguration(), requestTimeout: requestTimeout)
    }

    static func push(_ connection: APNsConnection, _ name: String) async -> Result<APNsResponse, any Error> {
        do {
            return .success(try await connection.post(path: "/3/device/\(name)", headers: [("apns-topic", "pass.example")], body: ByteBuffer(string: "{}")))
        } catch {
            return .failure(error)
        }
    }

    /// A client as the service makes one: HTTP/2 by ALPN, trusting the test CA that signed the peer.
    static func clientTLS() throws -> TLSConfiguration {
        var client = TLSConfiguration.makeClientConfiguration()
        client.applicationProtocols = ["h2"]
        client.additionalTrustRoots = [.certificates(try NIOSSLCertificate.fromPEMFile(try ServerPKI.get().url("tls-ca.pem").path))]
        return client
    }

    /// The status of the first of up to `tries` pushes to `name` that is answered: a loaded machine
    /// may make one late, or hand it a connection that is being replaced.
    static func firstStatus(_ connection: APNsConnection, _ name: String, tries: Int = 3) async -> Int? {
        for _ in 0..<tries {
            if let status = try? await push(connection, name).get().status { return status }
        }
        return nil
    }

    static func failure(_ result: Result<APNsResponse, any Error>) -> String? {
        if case .failure(let error) = result { return "\(error)" }
        return nil
    }

    @Test func manyPushesShareOneConnectionAndEachGetsItsOwnAnswer() async throws {
        let peer = HTTP2TestPeer { _, path in
            path.hasSuffix("-gone") ? .answer(status: 410, body: #"{"reason":"Unregistered","timestamp":1}"#) : .answer(status: 200, body: "")
        }
        let connection = try Self.connection(port: try await peer.start())
        let results = await withTaskGroup(of: (String, Result<APNsResponse, any Error>).self) { group in
            for index in 0..<300 {
                let name = index % 3 == 0 ? "\(index)-gone" : "\(index)"
                group.addTask { (name, await Self.push(connection, name)) }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(results.count == 300)
        for (name, result) in results {
            let response = try result.get()
            #expect(response.status == (name.hasSuffix("-gone") ? 410 : 200))
            #expect(String(buffer: response.body) == (name.hasSuffix("-gone") ? #"{"reason":"Unregistered","timestamp":1}"# : ""))
        }
        #expect(peer.connections == 1)
        await connection.shutdown()
        await peer.stop()
    }

    @Test func answersKeepComingPastTheConnectionsFirstFlowControlWindow() async throws {
        // 300 answers of 1 KB each: over four times the 64 KB a connection starts with, which APNs
        // would stop at if the window were never opened again.
        let body = #"{"reason":"BadDeviceToken","padding":""# + String(repeating: "x", count: 1000) + #""}"#
        let peer = HTTP2TestPeer { _, _ in .answer(status: 400, body: body) }
        let connection = try Self.connection(port: try await peer.start(), requestTimeout: .seconds(15))
        var statuses: [Int: Int] = [:]
        for index in 0..<300 {
            let result = await Self.push(connection, "\(index)")
            statuses[(try? result.get().status) ?? 0, default: 0] += 1
            if statuses[0] != nil { break }  // the rest would each wait out their time
        }
        #expect(statuses == [400: 300])
        #expect(peer.connections == 1)
        await connection.shutdown()
        await peer.stop()
    }

    @Test func theStandInTakesMorePushBytesThanOneWindow() async throws {
        // 100 bodies of 2 KB on one connection: the stand-in must open its window again, as APNs
        // does, or the pushes after the first 64 KB wait until they time out.
        let (apns, port) = try await TestService.startAPNs(clientCA: nil)
        let connection = try APNsConnection(baseURL: "https://127.0.0.1:\(port)", tls: try Self.clientTLS(), requestTimeout: .seconds(15))
        let body = ByteBuffer(string: #"{"padding":""# + String(repeating: "x", count: 2000) + #""}"#)
        var statuses: [Int: Int] = [:]
        for index in 0..<100 {
            let status = try? await connection.post(path: "/3/device/\(index)", headers: [("apns-topic", "pass.example")], body: body).status
            statuses[status ?? 0, default: 0] += 1
            if status == nil { break }  // the rest would each wait out their time
        }
        #expect(statuses == [200: 100])
        #expect(apns.pushes.count == 100)
        await connection.shutdown()
        await apns.stop()
    }

    @Test func aResetStreamFailsThatPushAlone() async throws {
        let peer = HTTP2TestPeer { _, path in path.hasSuffix("reset") ? .reset : .answer(status: 200, body: "") }
        let connection = try Self.connection(port: try await peer.start())
        let reset = await Self.push(connection, "reset")
        #expect(Self.failure(reset)?.contains("reset the push's stream") == true)
        #expect(try await Self.push(connection, "after").get().status == 200)
        #expect(peer.connections == 1)
        await connection.shutdown()
        await peer.stop()
    }

    @Test func aMalformedAnswerFailsItsPushAndTheNextGoThrough() async throws {
        // HTTP/2 ends the connection over an answer with an upper-case header name: the push is
        // failed with the protocol error, and the next push opens a connection of its own.
        let peer = HTTP2TestPeer { _, path in path.hasSuffix("bad") ? .malformed : .answer(status: 200, body: "") }
        let connection = try Self.connection(port: try await peer.start())
        let bad = await Self.push(connection, "bad")
        // Which is seen first, the stream's end or the connection's, depends on the event loop.
        let reason = Self.failure(bad) ?? ""
        #expect(reason.contains("ProtocolError") || reason.contains("connection to APNs"), "\(reason)")
        #expect(await Self.firstStatus(connection, "good") == 200)
        await connection.shutdown()
        await peer.stop()
    }

    @Test func aPushRefusedByGoAwayIsSentOnceMoreOnANewConnection() async throws {
        // The first two connections refuse their push with GOAWAY: the push is tried on each (it
        // never reached APNs) and then fails, saying why; the next push goes on a third.
        let peer = HTTP2TestPeer { connection, _ in connection <= 2 ? .goAway : .answer(status: 200, body: "") }
        let connection = try Self.connection(port: try await peer.start())
        let refused = await Self.push(connection, "first")
        #expect(Self.failure(refused)?.contains("GOAWAY") == true)
        #expect(Self.failure(refused)?.contains("Shutdown") == true)
        #expect(peer.requests == 2)
        #expect(try await Self.push(connection, "second").get().status == 200)
        #expect(peer.connections == 3)
        await connection.shutdown()
        await peer.stop()
    }

    @Test func aDroppedConnectionFailsWhatItCarriedAndIsOpenedAgain() async throws {
        let peer = HTTP2TestPeer { connection, _ in connection == 1 ? .closeConnection : .answer(status: 200, body: "") }
        let connection = try Self.connection(port: try await peer.start())
        let dropped = await Self.push(connection, "first")
        #expect(Self.failure(dropped)?.contains("connection to APNs") == true)
        // The connection's end is seen on its event loop: the push after it may still meet it.
        var status: Int?
        for _ in 0..<3 where status == nil { status = try? await Self.push(connection, "again").get().status }
        #expect(status == 200)
        #expect(peer.connections == 2)
        await connection.shutdown()
        await peer.stop()
    }

    @Test func anUnansweredPushIsGivenUpAfterItsTime() async throws {
        let peer = HTTP2TestPeer { _, path in path.hasSuffix("quiet") ? .silence : .answer(status: 200, body: "") }
        let connection = try Self.connection(port: try await peer.start(), requestTimeout: .seconds(1))
        let quiet = await Self.push(connection, "quiet")
        #expect(Self.failure(quiet)?.contains("did not answer within 1 seconds") == true)
        // The connection still carries pushes (a loaded machine may make one of them late too).
        #expect(await Self.firstStatus(connection, "loud") == 200)
        await connection.shutdown()
        await peer.stop()
    }

    @Test func aServerThatRefusesHTTP2IsNamed() async throws {
        let pki = try ServerPKI.get()
        var server = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMFile(pki.url("apns.pem").path).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(file: pki.url("apns.key").path, format: .pem))
        )
        server.applicationProtocols = ["http/1.1"]
        let peer = HTTP2TestPeer(tls: try NIOSSLContext(configuration: server)) { _, _ in .silence }
        let port = try await peer.start()
        let connection = try APNsConnection(baseURL: "https://127.0.0.1:\(port)", tls: try Self.clientTLS())
        let refused = await Self.push(connection, "any")
        #expect(Self.failure(refused)?.contains("did not agree to HTTP/2") == true, "\(Self.failure(refused) ?? "no failure")")
        await connection.shutdown()
        await peer.stop()
    }

    @Test func anUnreachableAPNsIsNamedWithItsAddress() async throws {
        let peer = HTTP2TestPeer { _, _ in .silence }
        let port = try await peer.start()
        await peer.stop()
        let connection = try Self.connection(port: port)
        let refused = await Self.push(connection, "any")
        #expect(Self.failure(refused)?.contains("could not connect to APNs at 127.0.0.1:\(port)") == true)
        await connection.shutdown()
    }

    @Test func anAddressThatIsNotAURLIsRefusedWithTheFlag() throws {
        #expect(throws: ServerError.self) { try APNsConnection(baseURL: "ftp://apns", tls: .makeClientConfiguration()) }
    }
}
