import AsyncHTTPClient
import Crypto
import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOSSL
import Passbook
import PassbookTestSupport
import Testing
@testable import PassbookServer

#if canImport(Glibc)
import Glibc
#endif

/// Attacks on how the service is run: signals, file modes, secrets on the command line, the
/// plain-HTTP guard, PostgreSQL's TLS, what `/health` and `/metrics` tell whom, and the pass
/// page's headers.
@Suite struct OperationalHardeningTests {
    // MARK: SIGHUP

    /// SIGHUP's default action ends a process: without --api-keys-file, a reload sent by an
    /// operator or a supervisor must leave the service answering, and say there was nothing to do.
    @Test func sighupWithoutAKeysFileLeavesTheServiceRunning() async throws {
        let folder = try makeTemporaryFolder("passbook-sighup")
        let port = try await TestService.freePort()
        let serve = try await ServeProcess.start(
            try await ServeProcess.standardArguments(folder: folder, port: port) + ["--api-key", "k", "--database", folder.appendingPathComponent("db.sqlite").path],
            port: port, in: folder
        )
        defer { serve.stop() }
        for _ in 0..<3 {
            serve.send(SIGHUP)
            try await Task.sleep(for: .milliseconds(300))
        }
        #expect(serve.process.isRunning, "SIGHUP ended the process: \(serve.log)")
        #expect(try await serve.get("/health/live").status == 200)
        #expect(try await serve.get("/api/v1/templates", headers: ["Authorization": "Bearer k"]).status == 200)
        let said = await TestService.eventually(within: 5) { serve.log.contains("SIGHUP: nothing to reload") }
        #expect(said, "\(serve.log)")
        await serve.stopped()
    }

    // MARK: File modes

    /// The database holds every pass's data and token and the devices' push tokens: a folder made
    /// for it is 0700, and the database, -wal and -shm files are 0600.
    @Test func theSQLiteDatabaseAndItsWALAreTheOwnersAlone() async throws {
        let folder = try makeTemporaryFolder("passbook-sqlite-modes").appendingPathComponent("fresh/data")
        let database = folder.appendingPathComponent("passbook.sqlite").path
        try await TestService.run(configure: { $0.databaseURL = database }) { service in
            _ = try await service.issue()
            #expect(try Self.mode(folder.path) == 0o700)
            for file in [database, database + "-wal", database + "-shm"] {
                #expect(FileManager.default.fileExists(atPath: file), "\(file) is missing")
                let mode = try Self.mode(file)
                #expect(mode == 0o600, "\(file) is \(String(mode, radix: 8))")
            }
        }
    }

    /// A database made by an older version, readable by everyone, is made private at start.
    @Test func anExistingWorldReadableDatabaseIsMadePrivate() async throws {
        let folder = try makeTemporaryFolder("passbook-sqlite-open")
        let database = folder.appendingPathComponent("passbook.sqlite").path
        #expect(FileManager.default.createFile(atPath: database, contents: nil, attributes: [.posixPermissions: 0o644]))
        #expect(FileManager.default.createFile(atPath: database + "-wal", contents: nil, attributes: [.posixPermissions: 0o666]))
        let capture = LogCapture()
        try SQLiteConnections.restrictFiles(of: database, creating: true, logger: capture.logger)
        #expect(try Self.mode(database) == 0o600)
        #expect(try Self.mode(database + "-wal") == 0o600)
        #expect(capture.messages.filter { $0.level == .warning }.count == 2, "\(capture.messages)")
        try await TestService.run(configure: { $0.databaseURL = database }) { service in
            _ = try await service.issue()
            for file in [database, database + "-wal", database + "-shm"] { #expect(try Self.mode(file) == 0o600) }
        }
    }

    /// `certs dev` writes its private keys 0600 whatever the umask, and the certificates as usual.
    @Test func developmentKeysAreWrittenPrivate() async throws {
        let folder = try makeTemporaryFolder("passbook-dev-keys")
        let script = "umask 000; exec \"$0\" certs dev --pass-type-id pass.dev.passbook.samples --team-id PASSBOOK01 -o \"$1\""
        let result = try await ServeProcess.blocking { try Shell.run(["sh", "-c", script, CLI.executable.path, folder.path]) }
        #expect(result.status == 0, "\(result.stderr)")
        for key in ["dev-ca.key", "pass.key"] { #expect(try Self.mode(folder.appendingPathComponent(key).path) == 0o600, "\(key)") }
        #expect(try Self.mode(folder.appendingPathComponent("pass.pem").path) & 0o044 != 0, "certificates stay readable")
        // Replacing a key readable by others gives the new one the owner's mode, not the old one's.
        let again = try await ServeProcess.blocking { try Shell.run(["sh", "-c", script + " --force", CLI.executable.path, folder.path]) }
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.mode(folder.appendingPathComponent("pass.key").path) == 0o600)
    }

    /// The helper every secret goes through: 0600 from the first byte, over a file that was open
    /// to all, and an error (never a silent success) when it cannot write.
    @Test func secretFilesAreMadePrivateAndFailuresAreErrors() throws {
        let folder = try makeTemporaryFolder("passbook-secret-file")
        let url = folder.appendingPathComponent("secret.key")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o666]))
        try FileIO.writeSecret(Data("new secret".utf8), to: url, what: "test key")
        #expect(try Self.mode(url.path) == 0o600)
        #expect(try String(contentsOf: url, encoding: .utf8) == "new secret")
        let blocked = folder.appendingPathComponent("a-file")
        try Data().write(to: blocked)
        #expect(throws: PassbookError.self) { try FileIO.writeSecret(Data("x".utf8), to: blocked.appendingPathComponent("k.key"), what: "test key") }
    }

    // MARK: PostgreSQL TLS

    /// Without sslmode, connections are encrypted (`require`); a CA makes it check the certificate.
    @Test func postgresURLsDefaultToTLS() throws {
        let pki = try ServerPKI.get()
        let plain = try PostgresConnections.Target(url: "postgres://u:p@db.example.com/passes")
        #expect(plain.sslMode == "require")
        #expect(plain.tls?.certificateVerification == CertificateVerification.none)
        let withCA = try PostgresConnections.Target(url: "postgres://u@db.example.com/passes?sslrootcert=\(pki.url("tls-ca.pem").path)")
        #expect(withCA.tls?.certificateVerification == .noHostnameVerification)
        #expect(try PostgresConnections.Target(url: "postgres://u@h/d?sslmode=verify-ca").tls?.certificateVerification == .noHostnameVerification)
        #expect(try PostgresConnections.Target(url: "postgres://u@h/d?sslmode=verify-full").tls?.certificateVerification == .fullVerification)
        #expect(try PostgresConnections.Target(url: "postgres://u@h/d?sslmode=disable").tls == nil)
        #expect(throws: ServerError.self) { try PostgresConnections.Target(url: "postgres://u@h/d?sslmode=maybe") }
        let missing = #expect(throws: ServerError.self) { try PostgresConnections.Target(url: "postgres://u@h/d?sslmode=verify-full&sslrootcert=/no/such/ca.pem") }
        #expect(missing?.description.contains("sslrootcert") == true)
    }

    /// A server without TLS: the start fails at once, saying to add ?sslmode=disable for a local
    /// server, both from the library and from `passbook serve`.
    @Test func aServerRefusingTLSFailsTheStartSayingWhatToDo() async throws {
        let fake = try await FakePostgresServer.start(tls: nil)
        defer { Task { await fake.close() } }
        let url = "postgres://passbook@127.0.0.1:\(fake.port)/passbook"
        // The reason is one only the start's own connection can give: the pool's retries end, after
        // about a minute, in an error of their own.
        let error = await #expect(throws: ServerError.self) {
            try await TestService.run(configure: { $0.databaseURL = url }) { _ in Issue.record("the service started without its database") }
        }
        #expect(error?.reason.contains("does not accept TLS") == true, "\(String(describing: error))")
        #expect(error?.fix?.contains("?sslmode=disable") == true, "\(String(describing: error))")

        let folder = try makeTemporaryFolder("passbook-tls-refused")
        let result = try await ServeProcess.cli(try await ServeProcess.standardArguments(folder: folder, port: try await TestService.freePort()) + ["--api-key", "k", "--database", url])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("does not accept TLS") && result.stderr.contains("?sslmode=disable"), "\(result.stderr)")
    }

    /// The certificate is checked as the URL says: `require` without a CA takes any certificate,
    /// `verify-full` refuses one from another CA or for another host, `verify-ca` only checks the CA.
    @Test func theServerCertificateIsCheckedAsTheURLSays() async throws {
        let pki = try ServerPKI.get()
        let context = try FakePostgresServer.tlsContext(certificate: pki.url("apns.pem"), key: pki.url("apns.key"))
        let server = try await FakePostgresServer.start(tls: context)
        // The certificate names 127.0.0.1 and localhost only; 127.0.0.2 is loopback too.
        let other = try await FakePostgresServer.start(host: "127.0.0.2", tls: context)
        defer { Task { await server.close(); await other.close() } }
        let rightCA = pki.url("tls-ca.pem").path
        let wrongCA = pki.url("pass-ca.pem").path
        func failure(_ host: String, _ port: Int, _ query: String) async throws -> (error: ServerError, definitive: Bool)? {
            // A long connect timeout: a loaded test process can take seconds for a handshake.
            try await PostgresConnections.connectionFailure(url: "postgres://passbook@\(host):\(port)/passbook?\(query)", logger: TestDatabase.logger, timeout: .seconds(60))
        }
        func passedTLS(_ result: (error: ServerError, definitive: Bool)?) -> Bool { result?.error.reason.contains(FakePostgresServer.refusal) == true }
        func refusedCertificate(_ result: (error: ServerError, definitive: Bool)?) -> Bool {
            result?.definitive == true && result?.error.reason.contains("did not verify") == true
        }

        #expect(passedTLS(try await failure("127.0.0.1", server.port, "")), "require encrypts without checking")
        #expect(passedTLS(try await failure("127.0.0.1", server.port, "sslmode=verify-full&sslrootcert=\(rightCA)")))
        let wrong = try await failure("127.0.0.1", server.port, "sslmode=verify-full&sslrootcert=\(wrongCA)")
        #expect(refusedCertificate(wrong), "\(String(describing: wrong))")
        #expect(refusedCertificate(try await failure("127.0.0.1", server.port, "sslrootcert=\(wrongCA)")), "require checks the CA it is given")
        #expect(refusedCertificate(try await failure("127.0.0.1", server.port, "sslmode=verify-full")), "the system's CAs do not know the test CA")
        let host = try await failure("127.0.0.2", other.port, "sslmode=verify-full&sslrootcert=\(rightCA)")
        #expect(refusedCertificate(host), "another host's certificate: \(String(describing: host))")
        #expect(passedTLS(try await failure("127.0.0.2", other.port, "sslmode=verify-ca&sslrootcert=\(rightCA)")))
    }

    /// Against the real test server (plain TCP): the default is TLS, refused, with the fix;
    /// `sslmode=disable` connects.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PASSBOOK_TEST_POSTGRES_URL"] != nil))
    func theTestPostgreSQLServerNeedsSSLModeDisable() async throws {
        let shared = try #require(ProcessInfo.processInfo.environment["PASSBOOK_TEST_POSTGRES_URL"])
        #expect(shared.contains("sslmode=disable"))
        #expect(try await PostgresConnections.connectionFailure(url: shared, logger: TestDatabase.logger) == nil)
        var components = try #require(URLComponents(string: shared))
        components.queryItems = nil
        let failure = try await PostgresConnections.connectionFailure(url: try #require(components.string), logger: TestDatabase.logger)
        #expect(failure?.definitive == true && failure?.error.fix?.contains("?sslmode=disable") == true, "\(String(describing: failure))")
    }

    // MARK: The plain-HTTP guard

    @Test func onlyRealLoopbackAddressesCountAsLoopback() throws {
        for host in ["127.0.0.1", "127.8.9.10", "localhost", "LOCALHOST", "::1", "[::1]", "::ffff:127.0.0.1"] {
            #expect(ServerConfiguration.isLoopback(host), "\(host)")
        }
        for host in ["127.attacker.example", "127.0.0.1.nip.io", "localhost.attacker.example", "0.0.0.0", "::", "10.0.0.1", "127.1", "passes.example.com", ""] {
            #expect(!ServerConfiguration.isLoopback(host), "\(host)")
        }
        var configuration = ServerConfiguration()
        configuration.publicURL = "http://127.attacker.example:8080"
        #expect(throws: ServerError.self) { try configuration.checkPublicURL() }
        configuration.publicURL = "http://localhost.attacker.example"
        #expect(throws: ServerError.self) { try configuration.checkPublicURL() }
    }

    /// Listening on every interface with a plain-HTTP public address takes clear text from the
    /// network, whatever the public address names.
    @Test func listeningBeyondLoopbackWithPlainHTTPNeedsAllowHTTP() throws {
        var configuration = ServerConfiguration()
        configuration.host = "0.0.0.0"
        configuration.publicURL = "http://127.0.0.1:8080"
        let error = #expect(throws: ServerError.self) { try configuration.checkPublicURL() }
        #expect(error?.fix?.contains("--allow-http") == true && error?.fix?.contains("--public-url https://") == true, "\(String(describing: error))")
        configuration.publicURL = nil
        #expect(throws: ServerError.self) { try configuration.checkPublicURL() }
        configuration.publicURL = "https://passes.example.com"
        #expect(throws: Never.self) { try configuration.checkPublicURL() }
        configuration.publicURL = "http://127.0.0.1:8080"
        configuration.allowHTTP = true
        #expect(throws: Never.self) { try configuration.checkPublicURL() }
        configuration.allowHTTP = false
        configuration.host = "::1"
        #expect(throws: Never.self) { try configuration.checkPublicURL() }
    }

    @Test func serveRefusesPlainHTTPOnEveryInterface() async throws {
        let folder = try makeTemporaryFolder("passbook-any-host")
        let port = try await TestService.freePort()
        let base = try await ServeProcess.standardArguments(folder: folder, port: port) + ["--api-key", "k", "--database", folder.appendingPathComponent("db.sqlite").path]
        let everywhere = try await ServeProcess.cli(base + ["--host", "0.0.0.0", "--public-url", "http://127.0.0.1:\(port)"])
        #expect(everywhere.status == 1, "\(everywhere.stderr)")
        #expect(everywhere.stderr.contains("--allow-http") && everywhere.stderr.contains("--public-url https://"), "\(everywhere.stderr)")
        let lookalike = try await ServeProcess.cli(base + ["--public-url", "http://127.attacker.example"])
        #expect(lookalike.status == 1 && lookalike.stderr.contains("--allow-http"), "\(lookalike.stderr)")
    }

    // MARK: Secrets

    /// Secrets from files and variables: nothing secret on the command line `ps` shows, a trailing
    /// newline is not part of the secret, and a file that cannot be read says which option gave it.
    @Test func secretsComeFromFilesAndStayOffTheCommandLine() async throws {
        let folder = try makeTemporaryFolder("passbook-secrets")
        let database = folder.appendingPathComponent("from-file.sqlite").path
        let databaseFile = folder.appendingPathComponent("database-url")
        try Data((database + "\n").utf8).write(to: databaseFile)
        let metricsFile = folder.appendingPathComponent("metrics-key")
        try Data("scrape-secret-1\n".utf8).write(to: metricsFile)
        let keysFile = folder.appendingPathComponent("api-keys")
        try Data("api-secret-1\n".utf8).write(to: keysFile)
        let port = try await TestService.freePort()
        let serve = try await ServeProcess.start(
            try await ServeProcess.standardArguments(folder: folder, port: port) + ["--database-url-file", databaseFile.path, "--api-keys-file", keysFile.path],
            port: port, environment: ["PASSBOOK_METRICS_KEY_FILE": metricsFile.path], in: folder
        )
        defer { serve.stop() }
        #expect(FileManager.default.fileExists(atPath: database), "the URL's newline was kept: \(serve.log)")
        #expect(try await serve.get("/metrics", headers: ["Authorization": "Bearer scrape-secret-1"]).status == 200)
        #expect(try await serve.get("/metrics").status == 401)
        #expect(try await serve.get("/api/v1/templates", headers: ["Authorization": "Bearer api-secret-1"]).status == 200)
        let commandLine = serve.commandLine
        #expect(commandLine.contains("--database-url-file"), "\(commandLine)")
        for secret in ["scrape-secret-1", "api-secret-1", database] { #expect(!commandLine.contains(secret), "\(secret) in \(commandLine)") }
        await serve.stopped()

        let unreadable = try await ServeProcess.cli(try await ServeProcess.standardArguments(folder: folder, port: port) + ["--api-key", "k", "--database-url-file", "/no/such/file"])
        #expect(unreadable.status == 1, "\(unreadable.stderr)")
        #expect(unreadable.stderr.contains("--database-url-file") && unreadable.stderr.contains("no such file"), "\(unreadable.stderr)")
    }

    /// An encrypted key's password from PASSBOOK_PASSWORD_FILE with the identity given by flags,
    /// and from --password-file with the identity given by variables.
    @Test func theKeyPasswordComesFromAFileEitherWay() async throws {
        let pki = try ServerPKI.get()
        let folder = try makeTemporaryFolder("passbook-password-file")
        try ServerPKI.openssl(["pkey", "-in", pki.url("pass.key").path, "-aes256", "-passout", "pass:hunter2 two", "-out", "encrypted.key"], in: folder)
        let passwordFile = folder.appendingPathComponent("password")
        try Data("hunter2 two\n".utf8).write(to: passwordFile)
        let common = ["serve", "--api-key", "k", "--templates", TestPaths.repositoryRoot.appendingPathComponent("Templates").path, "--no-push"]
        let identityFlags = ["--certificate", pki.url("pass.pem").path, "--key", folder.appendingPathComponent("encrypted.key").path, "--wwdr", pki.url("pass-ca.pem").path]

        var port = try await TestService.freePort()
        let byFlags = try await ServeProcess.start(
            common + identityFlags + ["--port", "\(port)", "--database", folder.appendingPathComponent("a.sqlite").path],
            port: port, environment: ["PASSBOOK_PASSWORD_FILE": passwordFile.path], in: folder
        )
        await byFlags.stopped()

        port = try await TestService.freePort()
        let byVariables = try await ServeProcess.start(
            common + ["--password-file", passwordFile.path, "--port", "\(port)", "--database", folder.appendingPathComponent("b.sqlite").path],
            port: port,
            environment: [
                "PASSBOOK_CERTIFICATE": pki.url("pass.pem").path, "PASSBOOK_KEY": folder.appendingPathComponent("encrypted.key").path,
                "PASSBOOK_WWDR": pki.url("pass-ca.pem").path,
            ],
            in: folder
        )
        await byVariables.stopped()
    }

    @Test func secretVariablesReadFiles() throws {
        let folder = try makeTemporaryFolder("passbook-secret-variables")
        let file = folder.appendingPathComponent("url")
        try Data("postgres://u:p@db/passes?sslmode=verify-full\r\n".utf8).write(to: file)
        let password = folder.appendingPathComponent("password")
        try Data("  spaced  \n".utf8).write(to: password)
        let configuration = try ServerConfiguration(environment: [
            "PASSBOOK_DATABASE_URL_FILE": file.path, "PASSBOOK_PASSWORD_FILE": password.path, "PASSBOOK_METRICS_KEY": "m",
        ])
        #expect(configuration.databaseURL == "postgres://u:p@db/passes?sslmode=verify-full")
        #expect(configuration.password == "  spaced  ")
        #expect(configuration.metricsKey == "m")
        #expect(throws: ServerError.self) { try ServerConfiguration(environment: ["PASSBOOK_DATABASE_URL": "x", "PASSBOOK_DATABASE_URL_FILE": file.path]) }
        let missing = #expect(throws: ServerError.self) { try ServerConfiguration(environment: ["PASSBOOK_PASSWORD_FILE": "/no/such/password"]) }
        #expect(missing?.description.contains("PASSBOOK_PASSWORD_FILE") == true, "\(String(describing: missing))")
        try Data("\n".utf8).write(to: password)
        #expect(throws: ServerError.self) { try ServerConfiguration(environment: ["PASSBOOK_PASSWORD_FILE": password.path]) }
    }

    // MARK: /health

    /// PostgreSQL unreachable (a closed port): `/health` answers 503 within its deadline, with no
    /// internal error text, however long the pool goes on trying.
    @Test func healthAnswersQuicklyAndSaysNothingInternalWhenPostgreSQLIsDown() async throws {
        let closed = try await TestService.freePort()
        let url = "postgres://passbook:secret-password@127.0.0.1:\(closed)/passbook?sslmode=disable"
        let (store, pool) = try await SQLPassStore.open(url: url, connections: 1, logger: TestDatabase.logger)
        let capture = LogCapture()
        let router = Router(context: ServiceRequestContext.self)
        // How each ping ended: cut short by the deadline, or failed by the pool, with its error.
        let endings = NIOLockedValueBox<[(cutShort: Bool, error: String)]>([])
        let health = DatabaseHealth(logger: capture.logger) {
            do {
                try await store.ping()
            } catch {
                endings.withLockedValue { $0.append((Task.isCancelled, String(reflecting: error))) }
                throw error
            }
        }
        HealthController<ServiceRequestContext>(health: health, metrics: ServerMetrics()).addRoutes(to: router.group(""))
        let running = ListeningGroup()
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)), services: [try #require(pool)],
            onServerRunning: { running.listening($0.localAddress?.port ?? 0) }, logger: TestDatabase.logger
        )
        try await running.run(ListeningGroup.group([application], logger: TestDatabase.logger)) { port in
            let http = HTTPClient.shared
            for _ in 0..<2 {
                let started = ContinuousClock.now
                let response = try await http.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)/health"), timeout: .seconds(120))
                let body = String(buffer: try await response.body.collect(upTo: 1 << 16))
                // The deadline is 2 s, where a test process whose threads other tests keep busy adds
                // seconds of its own; without it, the answer waited for the pool's circuit breaker,
                // about a minute. What holds however busy the process: the ping was cut short, or
                // (once that minute has passed, the pool failing every request at once) failed fast.
                let elapsed = ContinuousClock.now - started
                let ended = await TestService.eventually(within: 60) { endings.withLockedValue { !$0.isEmpty } }
                let ending = endings.withLockedValue { $0.isEmpty ? nil : $0.removeFirst() }
                #expect(ended && (ending?.cutShort == true || ending?.error.contains("CircuitBreakerTripped") == true), "after \(elapsed): \(String(describing: ending))")
                #expect(response.status.code == 503)
                let object = try JSONParser().parse(Data(body.utf8), file: "health").value
                #expect(object == .object(["status": "unavailable", "database": "unreachable"]), "\(body)")
            }
        }
        let warnings = capture.messages.filter { $0.level == .warning }
        #expect(warnings.count == 1, "one warning per change of state: \(capture.messages)")
    }

    /// A ping that ignores its cancellation cannot hold the answer past the deadline; the log says
    /// once that the database is gone and once that it is back. Each check must end while its ping
    /// still waits (a test process under load makes any bound on the time itself unreliable).
    @Test func theHealthDeadlineHoldsAgainstAPingThatIgnoresCancellation() async throws {
        let capture = LogCapture()
        let down = NIOLockedValueBox(true)
        let released = NIOLockedValueBox(false)
        let pingsEnded = NIOLockedValueBox(0)
        let health = DatabaseHealth(deadline: .milliseconds(200), logger: capture.logger) {
            guard down.withLockedValue({ $0 }) else { return }
            // Detached: not cancelled with the check. Ends when the test says, or after two minutes.
            await Task.detached {
                let end = ContinuousClock.now + .seconds(120)
                while !released.withLockedValue({ $0 }), ContinuousClock.now < end { try? await Task.sleep(for: .milliseconds(20)) }
            }.value
            pingsEnded.withLockedValue { $0 += 1 }
        }
        for _ in 0..<3 {
            #expect(await health.check() == false)
            #expect(pingsEnded.withLockedValue { $0 } == 0, "the check waited for its ping")
        }
        released.withLockedValue { $0 = true }
        down.withLockedValue { $0 = false }
        #expect(await health.check())
        #expect(await health.check())
        #expect(capture.messages.map(\.level) == [.warning, .notice], "\(capture.messages)")
    }

    // MARK: /metrics

    @Test func metricsNeedAKeyUnlessPublic() async throws {
        try await TestService.run { service in
            let missing = try await service.call(.GET, "/metrics")
            #expect(missing.status == 401)
            #expect(missing.headers.first(name: "WWW-Authenticate") == "Bearer")
            let error = try missing.json()["error"]?.objectValue
            #expect(error?["status"] == .number(401))
            #expect(try await service.call(.GET, "/metrics", headers: ["Authorization": "Bearer wrong"]).status == 401)
            let issuer = try await service.call(.GET, "/metrics", headers: service.bearer)
            #expect(issuer.status == 200 && issuer.text.contains("passbook_"))
        }
        try await TestService.run(configure: { configuration in configuration.metricsKey = "scrape-only" }) { (service) async throws in
            #expect(try await service.call(.GET, "/metrics", headers: ["Authorization": "Bearer scrape-only"]).status == 200)
            #expect(try await service.call(.GET, "/metrics", headers: service.bearer).status == 200)
            #expect(try await service.call(.GET, "/metrics").status == 401)
            // The metrics key opens nothing else.
            #expect(try await service.call(.GET, "/api/v1/templates", headers: ["Authorization": "Bearer scrape-only"]).status == 401)
        }
        try await TestService.run(configure: { configuration in configuration.metricsPublic = true }) { (service) async throws in
            #expect(try await service.call(.GET, "/metrics").status == 200)
        }
    }

    // MARK: The pass page

    /// The page allows its own inline style (by hash) and images from the service, nothing else;
    /// the page, its preview and its download are kept by no cache and send no referrer.
    @Test func thePassPageSendsAStrictPolicyAndIsNeverCached() async throws {
        try await TestService.run { service in
            let pass = try await service.issue()
            let stored = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()
            guard case .string(let pageURL) = stored["pageURL"] ?? .null, let components = URLComponents(string: pageURL), let query = components.percentEncodedQuery
            else { throw TestFailure("the pass has no pageURL: \(stored)") }
            let base = components.percentEncodedPath
            let page = try await service.call(.GET, "\(base)?\(query)")
            #expect(page.status == 200)
            let policy = try #require(page.headers.first(name: "Content-Security-Policy"))
            let directives = Dictionary(policy.split(separator: ";").map {
                let parts = $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                return (parts[0], Array(parts.dropFirst()))
            }) { first, _ in first }
            #expect(directives["default-src"] == ["'none'"])
            #expect(directives["img-src"] == ["'self'"])
            #expect(directives["script-src"] == nil, "no script is allowed, so default-src 'none' holds")
            #expect(directives["frame-ancestors"] == ["'none'"])
            // The style the page carries is the one the policy allows.
            let html = page.text
            let style = try #require(html.range(of: "<style>").flatMap { open in html.range(of: "</style>", range: open.upperBound..<html.endIndex).map { html[open.upperBound..<$0.lowerBound] } })
            let hash = "'sha256-" + Data(SHA256.hash(data: Data(style.utf8))).base64EncodedString() + "'"
            #expect(directives["style-src"] == [hash], "\(policy) vs \(hash)")
            #expect(html.components(separatedBy: "<style").count == 2, "one style element")
            #expect(!html.contains("<script") && !html.contains(" style=\""), "no script, no inline style attribute")
            for source in Self.imageSources(in: html) { #expect(source.hasPrefix("/") && !source.hasPrefix("//"), "\(source) is not the service's own") }

            for path in ["\(base)?\(query)", "\(base)/pass.pkpass?\(query)", "\(base)/preview.png?\(query)"] {
                let answer = path == "\(base)?\(query)" ? page : try await service.call(.GET, path)
                #expect(answer.status == 200, "\(path)")
                #expect(answer.headers.first(name: "Cache-Control") == "no-store, private", "\(path)")
                #expect(answer.headers.first(name: "Referrer-Policy") == "no-referrer", "\(path)")
                #expect(answer.headers.first(name: "X-Content-Type-Options") == "nosniff", "\(path)")
            }
        }
    }

    // MARK: Helpers

    static func mode(_ path: String) throws -> Int {
        guard let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int else {
            throw TestFailure("no mode for \(path)")
        }
        return mode & 0o777
    }

    static func imageSources(in html: String) -> [String] {
        html.components(separatedBy: "<img").dropFirst().compactMap { tag in
            guard let start = tag.range(of: "src=\"") else { return nil }
            return tag[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
