import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import Passbook
import ServiceLifecycle
import Testing
@testable import PassbookServer
import PassbookServerTesting

/// A `PassbookServer` running in the test process on a free loopback port, with an HTTP client
/// that talks to it the way devices and issuers do.
struct TestService: Sendable {
    static let apiKey = "server-test-key"

    /// An answer, body collected.
    struct Answer: Sendable {
        var status: Int
        var headers: HTTPHeaders
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> JSONObject {
            guard case .object(let object) = try JSONParser().parse(body, file: "answer").value else {
                throw TestFailure("the answer is not a JSON object: \(text.prefix(200))")
            }
            return object
        }
    }

    /// A pass made through the issuer API.
    struct IssuedPass: Sendable {
        var serialNumber: String
        var authenticationToken: String
        var passTypeIdentifier: String
        func registration(device: String) -> String { "/passes/v1/devices/\(device)/registrations/\(passTypeIdentifier)/\(URLPath.segment(serialNumber))" }
        var downloadPath: String { "/passes/v1/passes/\(passTypeIdentifier)/\(URLPath.segment(serialNumber))" }
        var apple: [String: String] { ["Authorization": "ApplePass \(authenticationToken)"] }
    }

    let baseURL: String
    let server: PassbookServer
    let http: HTTPClient

    // MARK: Running

    /// Starts a service on `database` ("sqlite" or "postgres"), pushing to `apnsPort` when given,
    /// runs `body` against it, and shuts it down gracefully.
    ///
    /// The service listens on a port found free just before; another test can take that port in
    /// between (bound, or as the local end of a connection), so a service that cannot listen is
    /// started again on another, a few times. `body` runs once, only against a listening service.
    static func run(
        database: String = "sqlite", apnsPort: Int? = nil, configure: (inout ServerConfiguration) throws -> Void = { _ in },
        _ body: (TestService) async throws -> Void
    ) async throws {
        let pki = try ServerPKI.get()
        let databaseURL = try await TestDatabase.url(database)
        let identity = try pki.identity()
        for attempt in 1... {
            var configuration = ServerConfiguration()
            configuration.port = try await freePort()
            configuration.databaseURL = databaseURL
            configuration.templatesFolder = repositoryFolder.appendingPathComponent("Templates")
            configuration.apiKeys = [apiKey]
            configuration.pushLease = 5
            // 16 connections a service went past the PostgreSQL server's limit, and services
            // failed their start.
            configuration.databaseConnections = TestDatabase.connections
            if let apnsPort {
                configuration.apns.baseURL = "https://127.0.0.1:\(apnsPort)"
                configuration.apns.trustedCertificatesFile = pki.url("tls-ca.pem")
            } else {
                configuration.apns.enabled = false
            }
            try configure(&configuration)
            do {
                return try await run(configuration, identity: identity, body)
            } catch is ListeningGroup.NotListening where attempt < 5 {
                // Another program took the port between choosing it and listening: a new port is tried.
                continue
            }
        }
    }

    /// Runs a service with `configuration` and `body` against it once it listens;
    /// ``ListeningGroup/NotListening`` when it ends before that (its port taken), without running `body`.
    private static func run(_ configuration: ServerConfiguration, identity: SigningIdentity, _ body: (TestService) async throws -> Void) async throws {
        var logger = Logger(label: "passbook-test")
        logger.logLevel = .error
        let running = ListeningGroup()
        let server = try await PassbookServer(configuration: configuration, identity: identity, logger: logger) { port in running.listening(port) }
        // A read timeout as well: the request's own timeout ends with the answer's head, and an
        // answer whose body stalled would otherwise hold its test, and the run, for ever.
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(timeout: .init(connect: .seconds(10), read: .seconds(60))))
        do {
            try await running.run(ListeningGroup.group([server.application], logger: logger)) { port in
                try await body(TestService(baseURL: "http://127.0.0.1:\(port)", server: server, http: http))
            }
        } catch {
            try? await http.shutdown()
            throw error
        }
        try await http.shutdown()
    }

    /// A public address for tests that start a service twice on one database and need the same
    /// `webServiceURL` in both lives (each listens on a port of its own); nothing is sent to it.
    static let fixedPublicURL = "http://127.0.0.1:9"

    /// The checkout's root folder, found from this file's path.
    static var repositoryFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A loopback port nobody listens on: bound, read and released.
    static func freePort() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: 0).get()
        let port = channel.localAddress?.port ?? 0
        try await channel.close()
        return port
    }

    // MARK: Requests

    /// Sends a request with `json` as its body (and a JSON content type), or `raw` bytes as they are.
    func call(_ method: HTTPMethod, _ path: String, headers: [String: String] = [:], json: JSONValue? = nil, raw: Data? = nil) async throws -> Answer {
        var request = HTTPClientRequest(url: baseURL + path)
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let json {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: JSONWriter(style: .compact).data(from: json)))
        } else if let raw {
            request.body = .bytes(ByteBuffer(bytes: raw))
        }
        let response = try await http.execute(request, timeout: .seconds(60))
        let body = try await response.body.collect(upTo: 16 * 1_048_576)
        return Answer(status: Int(response.status.code), headers: response.headers, body: Data(body.readableBytesView))
    }

    var bearer: [String: String] { ["Authorization": "Bearer \(Self.apiKey)"] }

    /// Creates a pass from a template's example values.
    func issue(template: String = "event-ticket", serialNumber: String? = nil) async throws -> IssuedPass {
        let templates = try await call(.GET, "/api/v1/templates", headers: bearer).json()
        guard case .array(let list) = templates["templates"] ?? .null,
              let chosen = list.compactMap(\.objectValue).first(where: { $0["name"] == .string(template) }),
              case .array(let variables) = chosen["variables"] ?? .null
        else { throw TestFailure("no template \(template)") }
        var data = JSONObject()
        for variable in variables.compactMap(\.objectValue) {
            guard case .string(let name) = variable["name"] ?? .null, let example = variable["example"], !example.isNull else { continue }
            data.set(dottedName: name, to: example)
        }
        var body: JSONObject = ["template": .string(template), "data": .object(data)]
        if let serialNumber { body["serialNumber"] = .string(serialNumber) }
        let answer = try await call(.POST, "/api/v1/passes", headers: bearer, json: .object(body))
        guard answer.status == 201 else { throw TestFailure("creating a pass answered \(answer.status): \(answer.text)") }
        let created = try answer.json()
        guard case .string(let serial) = created["serialNumber"] ?? .null, case .string(let token) = created["authenticationToken"] ?? .null,
              case .string(let passType) = created["passTypeIdentifier"] ?? .null
        else { throw TestFailure("the created pass lacks its identifiers: \(answer.text)") }
        return IssuedPass(serialNumber: serial, authenticationToken: token, passTypeIdentifier: passType)
    }

    /// Registers a device for a pass; returns the status.
    func register(_ pass: IssuedPass, device: String, pushToken: String) async throws -> Int {
        try await call(.POST, pass.registration(device: device), headers: pass.apple, json: ["pushToken": .string(pushToken)]).status
    }

    /// Changes one value of a pass through the issuer API; returns the answer's JSON.
    func update(_ pass: IssuedPass, data: JSONObject) async throws -> JSONObject {
        let answer = try await call(.PATCH, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: bearer, json: ["data": .object(data)])
        guard answer.status == 200 else { throw TestFailure("updating the pass answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    /// The value of a metric without labels, from `/metrics`.
    func metric(_ name: String) async throws -> Double {
        let text = try await call(.GET, "/metrics", headers: bearer).text
        for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Double(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)) ?? .nan
        }
        return 0
    }

    /// Polls `condition` every 50 ms until it holds or `seconds` pass; returns whether it held.
    static func eventually(within seconds: TimeInterval, _ condition: () async throws -> Bool) async rethrows -> Bool {
        let end = Date().addingTimeInterval(seconds)
        repeat {
            if try await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        } while Date() < end
        return try await condition()
    }

    /// A stand-in APNs server with the test TLS certificate, started; `clientCA` names the file of
    /// the CA client certificates must come from (`nil`: none is asked for).
    static func startAPNs(
        clientCA: String? = "pass-ca.pem", delayMilliseconds: Int = 0, behavior: @escaping APNsTestServer.Behavior = { _, _ in (200, nil) }
    ) async throws -> (server: APNsTestServer, port: Int) {
        let pki = try ServerPKI.get()
        let server = try APNsTestServer(
            certificatePEM: pki.data("apns.pem"), keyPEM: pki.data("apns.key"), clientCAPEM: try clientCA.map { try pki.data($0) },
            delayMilliseconds: delayMilliseconds, behavior: behavior
        )
        return (server, try await server.start())
    }

    /// A random APNs-like token: 32 bytes in hex.
    static func pushToken() -> String {
        (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    }
}

/// A test precondition that did not hold.
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
