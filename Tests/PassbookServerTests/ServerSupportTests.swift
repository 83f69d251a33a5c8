import Foundation
import Passbook
import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import PassbookTestSupport
import Testing
@testable import PassbookServer

@Suite("Server helpers") struct ServerSupportTests {
    @Test func httpDatesRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 784_111_777)
        #expect(HTTPDate.format(date) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == date)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("garbage") == nil)
    }

    /// The API's dates read as they did when `ISO8601DateFormatter` wrote them, which clients parse.
    @Test func apiDatesAreWhatISO8601DateFormatterWrote() {
        let formatter = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        // 2797620451.9999914 is 2058-08-26T20:47:32Z to ISO8601DateFormatter, which rounds to the millisecond first.
        let dates = [0, 784_111_777, 951_782_400, 1_795_000_000.789, 4_102_444_799.999, 2_797_620_451.999_991_4, 1_795_000_000.9995] + (0..<2000).map { _ in
            Double.random(in: 0..<4_102_444_800, using: &generator)
        }
        for seconds in dates {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(APIDates.string(date) == formatter.string(from: date), "\(seconds)")
        }
        #expect(APIDates.string(Date(timeIntervalSince1970: 784_111_777)) == "1994-11-06T08:49:37Z")
    }

    /// A closing pool hands out nothing: those waiting and those who come later get `nil` at once
    /// (a worker cancelled with its group must not wait forever), and the drain gets every
    /// connection back, those in use once released.
    @Test func aClosingConnectionPoolAnswersEveryoneAndGetsItsConnectionsBack() async {
        let pool = AsyncConnectionPool([1, 2])
        let first = await pool.lease()
        let second = await pool.lease()
        #expect(Set([first, second]) == [1, 2])
        async let waiting = pool.lease()
        // The waiter is queued before the drain starts: wait until the actor has taken it.
        while await pool.waitingCount == 0 { await Task.yield() }
        async let drained = pool.drain(count: 2)
        #expect(await waiting == nil)
        while await !pool.isClosing { await Task.yield() }
        #expect(await pool.lease() == nil)
        await pool.release(first!)
        await pool.release(second!)
        #expect(await drained.sorted() == [1, 2])
        #expect(await pool.drain(count: 2).isEmpty)
        #expect(await pool.lease() == nil)
    }

    @Test func constantTimeComparison() {
        #expect(ConstantTime.equals("abcdef0123456789", "abcdef0123456789"))
        #expect(!ConstantTime.equals("abcdef0123456788", "abcdef0123456789"))
        #expect(!ConstantTime.equals("abcdef", "abcdef0123456789"))
        #expect(!ConstantTime.equals("abcdef0123456789-longer", "abcdef0123456789"))
        #expect(!ConstantTime.equals("", "x"))
    }

    @Test func mergePatch() {
        let target: JSONObject = ["a": .string("x"), "b": .object(["c": .number(1), "d": .number(2)]), "e": .bool(true)]
        let patch: JSONObject = ["a": .null, "b": .object(["c": .null, "f": .string("new")]), "g": .number(3)]
        let merged = PassService.merge(target, patch)
        #expect(merged["a"] == nil)
        #expect(merged["b"] == .object(["d": .number(2), "f": .string("new")]))
        #expect(merged["e"] == .bool(true) && merged["g"] == .number(3))
    }

    @Test func postgresURLs() throws {
        _ = try PostgresConnections.configuration(url: "postgres://user:p%40ss@db.example.com:6543/passes?sslmode=disable", maximumConnections: 5)
        #expect(PostgresConnections.redacted("postgres://user:secret@h/db") == "postgres://user:***@h/db")
        #expect(throws: ServerError.self) { try PostgresConnections.configuration(url: "mysql://h/db", maximumConnections: 1) }
        #expect(throws: ServerError.self) { try PostgresConnections.configuration(url: "postgres://h/db?sslmode=maybe", maximumConnections: 1) }
    }

    /// The document compiled in is the repository's `OpenAPIDocument.json`, byte for byte (the
    /// build plugin drops only the file's last line break).
    @Test func theCompiledInDocumentIsTheJSONFile() throws {
        let file = TestPaths.repositoryRoot.appendingPathComponent("Sources/PassbookServer/Application/OpenAPIDocument.json")
        var bytes = Array(try Data(contentsOf: file))
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        #expect(bytes.count > 10_000)
        #expect(OpenAPIDocument.bytes == bytes)
    }

    /// The description is a resource file; it must name exactly the routes the router has, with
    /// their methods (captures compared by position, not by name).
    @Test func openAPIDocumentNamesExactlyTheRoutesThatExist() async throws {
        guard case .object(let document) = try JSONParser().parse(Data(OpenAPIDocument.bytes), file: "openapi.json").value,
              case .object(let paths) = document["paths"] ?? .null
        else { Issue.record("the document is not an object with paths"); return }
        let methods: Set<String> = ["get", "post", "put", "patch", "delete"]
        var described: Set<String> = []
        for (path, item) in paths {
            for method in (item.objectValue ?? [:]).keys where methods.contains(method) {
                described.insert("\(method.uppercased()) \(Self.shape(path))")
            }
        }
        let pki = try ServerPKI.get()
        var configuration = ServerConfiguration()
        configuration.databaseURL = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)/db.sqlite").path
        configuration.templatesFolder = TestService.repositoryFolder.appendingPathComponent("Templates")
        configuration.apiKeys = ["k"]
        configuration.apns.enabled = false
        // Errors only: the start-up lines of a service built for a test are noise in the run's output.
        var quiet = Logger(label: "routes")
        quiet.logLevel = .error
        let server = try await buildApplication(configuration: configuration, identity: try pki.identity(), logger: quiet)
        let router = buildRouter(
            service: server.service, keys: try APIKeys(keys: ["k"], file: nil), configuration: configuration, metrics: ServerMetrics(), logger: quiet
        )
        let routed = Set(router.routes.map { "\($0.method.rawValue) \(Self.shape($0.path.description))" })
        #expect(described == routed, "only described: \(described.subtracting(routed).sorted()); only routed: \(routed.subtracting(described).sorted())")
        await server.service.store.shutdown()
    }

    @Test func plainHTTPPublicURLsAreRefusedOutsideLoopback() throws {
        var configuration = ServerConfiguration()
        for url in ["http://127.0.0.1:8080", "http://localhost:9000", "https://passes.example.com", "http://[::1]:8080"] {
            configuration.publicURL = url
            #expect(throws: Never.self) { try configuration.checkPublicURL() }
        }
        configuration.publicURL = "http://passes.example.com"
        #expect(throws: ServerError.self) { try configuration.checkPublicURL() }
        configuration.allowHTTP = true
        #expect(throws: Never.self) { try configuration.checkPublicURL() }
    }

    @Test func clientLimiterRefillsAndStaysBounded() {
        let now = NIOLockedValueBox(0.0)
        let limiter = ClientLimiter(policy: .init(burst: 3, perSecond: 0.5), capacity: 16) { now.withLockedValue { $0 } }
        #expect(limiter.available("a") == 3)
        for _ in 0..<3 { limiter.take("a") }
        #expect(limiter.available("a") < 1 && limiter.retryAfter("a") == 2)
        #expect(limiter.available("b") == 3)
        now.withLockedValue { $0 = 2 }
        #expect(limiter.available("a") == 1)
        // A flood of addresses: the table never holds more than its capacity.
        for index in 0..<1_000 { limiter.take("client-\(index)") }
        #expect(limiter.count <= 16)
    }

    @Test func byteCacheKeepsVersionsWithinItsBudget() {
        let cache = ByteCache(budget: 4_000)
        cache.put("a", version: 2, bytes: Data(repeating: 1, count: 900))
        #expect(cache.get("a", version: 2)?.count == 900)
        #expect(cache.get("a", version: 1) == nil)
        cache.put("a", version: 1, bytes: Data(repeating: 2, count: 900))
        #expect(cache.version(of: "a") == 2, "an older version never replaces a newer one")
        for index in 0..<50 { cache.put("k\(index)", version: 1, bytes: Data(repeating: 3, count: 800)) }
        #expect(cache.size <= 4_000)
        cache.put("big", version: 1, bytes: Data(repeating: 4, count: 2_000))
        #expect(cache.get("big", version: 1) == nil, "a blob over a quarter of the budget is not kept")
    }

    /// `/a/{x}/b` and `/a/:y/b` both as `/a/{}/b`.
    static func shape(_ path: String) -> String {
        let segments = path.split(separator: "/").map { $0.hasPrefix(":") || $0.hasPrefix("{") ? "{}" : String($0) }
        return "/" + segments.joined(separator: "/")
    }
}
