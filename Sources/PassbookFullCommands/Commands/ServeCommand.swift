import ArgumentParser
import PassbookCommands
import Foundation
import Logging
import Passbook
import PassbookServer

/// `passbook serve`: the web service.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FullCommand.serve.rawValue,
        abstract: FullCommand.serve.abstract,
        discussion: """
            Serves the issuer API (/api/v1, Authorization: Bearer KEY), Apple's pass update web service \
            (/passes/v1, the webServiceURL of every pass issued), with --order-certificate the orders of order templates \
            (/api/v1/orders) and Apple's order web service (/orders/v1), pass and order pages (/p/SERIAL?token=…), /health, \
            /metrics (with an issuer API key or the --metrics-key, unless --metrics-public) and /openapi.json. \
            Secrets can come from files (--password-file, --database-url-file, --metrics-key-file, \
            --api-keys-file) rather than the command line, which other users see. Every option also reads an environment variable (shown in \
            brackets); options win. SQLite in ./data/ is the default store; give a postgres:// URL to share \
            one database between several instances. Stops on SIGTERM or SIGINT within --shutdown-grace \
            seconds; SIGHUP reads --api-keys-file again.
            """
    )

    @Option(help: "The address to listen on [PASSBOOK_HOST]. Default: 127.0.0.1.")
    var host: String?

    @Option(help: "The port [PASSBOOK_PORT]. Default: 8080.")
    var port: Int?

    @Option(name: .customLong("public-url"), help: "The address devices reach the service at, put into webServiceURL [PASSBOOK_PUBLIC_URL]. Default: http://HOST:PORT.")
    var publicURL: String?

    @Option(help: "SQLite file or postgres:// URL [PASSBOOK_DATABASE_URL]. Default: ./data/passbook.sqlite.")
    var database: String?

    @Option(name: .customLong("database-url-file"), help: "Read the SQLite file or postgres:// URL from this file, so its password shows in no process listing [PASSBOOK_DATABASE_URL_FILE].", completion: .file())
    var databaseURLFile: String?

    @Option(help: "The folder of templates passes are issued from [PASSBOOK_TEMPLATES]. Default: the templates that ship with passbook.", completion: .directory)
    var templates: String?

    @Option(name: .customLong("api-key"), help: "A key the issuer API accepts; repeat for several [PASSBOOK_API_KEYS, comma-separated]. Every user of the machine sees the command line: prefer --api-keys-file.")
    var apiKeys: [String] = []

    @Option(name: .customLong("api-keys-file"), help: "A file of issuer API keys, one per line, read again on SIGHUP to rotate keys without a restart [PASSBOOK_API_KEYS_FILE].", completion: .file())
    var apiKeysFile: String?

    @Option(name: .customLong("metrics-key"), help: "A key /metrics accepts as Authorization: Bearer KEY, beside the issuer API keys [PASSBOOK_METRICS_KEY].")
    var metricsKey: String?

    @Option(name: .customLong("metrics-key-file"), help: "Read the /metrics key from this file [PASSBOOK_METRICS_KEY_FILE].", completion: .file())
    var metricsKeyFile: String?

    @Flag(name: .customLong("metrics-public"), help: "Serve /metrics without a key; by default it needs the --metrics-key or an issuer API key [PASSBOOK_METRICS_PUBLIC].")
    var metricsPublic = false

    @Flag(name: .customLong("allow-http"), help: "Start with a plain-HTTP --public-url on an address other than loopback, or listening beyond loopback (--host 0.0.0.0) with one, for a test network (Wallet needs HTTPS) [PASSBOOK_ALLOW_HTTP].")
    var allowHTTP = false

    @Flag(name: .customLong("trust-forwarded-for"), help: "Limit clients by the last address of X-Forwarded-For; only behind a proxy that sets it [PASSBOOK_TRUST_FORWARDED_FOR].")
    var trustForwardedFor = false

    @Option(name: .customLong("auth-failure-burst"), help: "Failed authentications a client address may make at once before 429; the issuer API has a bucket of its own [PASSBOOK_AUTH_FAILURE_BURST]. Default: 20.")
    var authFailureBurst: Int?

    @Option(name: .customLong("auth-failures-per-minute"), help: "Failed authentications a client address gets back per minute [PASSBOOK_AUTH_FAILURES_PER_MINUTE]. Default: 30.")
    var authFailuresPerMinute: Int?

    @Option(name: .customLong("max-devices-per-pass"), help: "Devices one pass may have registered; a further one gets 429 [PASSBOOK_MAX_DEVICES_PER_PASS]. Default: 100.")
    var maxDevicesPerPass: Int?

    @Option(name: .customLong("registration-burst"), help: "New device registrations a client address may make at once [PASSBOOK_REGISTRATION_BURST]. Default: 60.")
    var registrationBurst: Int?

    @Option(name: .customLong("registrations-per-minute"), help: "New device registrations a client address gets back per minute [PASSBOOK_REGISTRATIONS_PER_MINUTE]. Default: 120.")
    var registrationsPerMinute: Int?

    @Option(name: .customLong("personalize-burst"), help: "Personalize requests a client address may make at once [PASSBOOK_PERSONALIZE_BURST]. Default: 10.")
    var personalizeBurst: Int?

    @Option(name: .customLong("personalizations-per-minute"), help: "Personalize requests a client address gets back per minute [PASSBOOK_PERSONALIZATIONS_PER_MINUTE]. Default: 30.")
    var personalizationsPerMinute: Int?

    @Option(name: .customLong("shutdown-grace"), help: "Seconds SIGTERM waits for requests under way before the process ends anyway [PASSBOOK_SHUTDOWN_GRACE]. Default: 10.")
    var shutdownGrace: Int?

    @Option(name: .customLong("device-log-rows"), help: "Device log messages kept at most; the oldest go first [PASSBOOK_DEVICE_LOG_ROWS]. Default: 10000.")
    var deviceLogRows: Int?

    @Option(name: .customLong("database-connections"), help: "PostgreSQL connections of this instance, opened at start and kept open [PASSBOOK_DATABASE_CONNECTIONS]. Default: 16.")
    var databaseConnections: Int?

    @Option(name: .customLong("idle-timeout"), help: "Seconds a connection stays open with no request under way and no byte received [PASSBOOK_IDLE_TIMEOUT]. Default: 75.")
    var idleTimeout: Double?

    @Option(name: .customLong("request-head-timeout"), help: "Seconds from a request's first byte to the end of its head [PASSBOOK_REQUEST_HEAD_TIMEOUT]. Default: 10.")
    var requestHeadTimeout: Double?

    @Option(name: .customLong("request-body-timeout"), help: "Seconds from the end of a request's head to the end of its body, and that a client has to take a response [PASSBOOK_REQUEST_BODY_TIMEOUT]. Default: 60.")
    var requestBodyTimeout: Double?

    @Option(name: .customLong("max-connections-per-client"), help: "Open connections per client address (IPv6: per /64); past it the one waiting longest is closed, not applied with --trust-forwarded-for [PASSBOOK_MAX_CONNECTIONS_PER_CLIENT]. Default: 64.")
    var maxConnectionsPerClient: Int?

    @Option(name: .customLong("max-connections"), help: "Open connections in all; past it the one waiting longest is closed [PASSBOOK_MAX_CONNECTIONS]. Default: the open-file limit less a reserve, at most 10000.")
    var maxConnections: Int?

    @Option(help: "Where pushes go: production, sandbox or an https:// URL, such as that of 'passbook apns-test-server' [PASSBOOK_APNS_URL]. Default: production; with a development certificate (passbook certs dev), which Apple's APNs refuses, none: pushes stay queued unless this or --apns-key is given.")
    var apns: String?

    @Option(name: .customLong("apns-ca"), help: "Extra CA certificates (PEM) to trust for the APNs server, for test servers [PASSBOOK_APNS_CA].", completion: .file())
    var apnsCA: String?

    @Option(name: .customLong("apns-key"), help: "A .p8 key for APNs token authentication instead of the pass certificate [PASSBOOK_APNS_KEY].", completion: .file())
    var apnsKey: String?

    @Option(name: .customLong("apns-key-id"), help: "The .p8 key's ID [PASSBOOK_APNS_KEY_ID].")
    var apnsKeyID: String?

    @Option(name: .customLong("apns-team-id"), help: "The .p8 key's team [PASSBOOK_APNS_TEAM_ID]. Default: the certificate's team.")
    var apnsTeamID: String?

    @Flag(name: .customLong("no-push"), help: "Queue pushes but do not send them [PASSBOOK_APNS_ENABLED=false].")
    var noPush = false

    @Option(name: .customLong("push-concurrency"), help: "Pushes in flight at once [PASSBOOK_PUSH_CONCURRENCY]. Default: 64.")
    var pushConcurrency: Int?

    @Option(name: .customLong("google-issuer-id"), help: "Google Wallet issuer ID: passes get an Add to Google Wallet link and changes reach Google too; needs --google-service-account [PASSBOOK_GOOGLE_ISSUER_ID].")
    var googleIssuerID: String?

    @Option(name: .customLong("google-service-account"), help: "The Google Cloud service account's JSON key file [PASSBOOK_GOOGLE_SERVICE_ACCOUNT].", completion: .file(extensions: ["json"]))
    var googleServiceAccount: String?

    @Option(name: .customLong("google-api-url"), help: "Google Wallet's REST API, another server for tests [PASSBOOK_GOOGLE_API_URL]. Default: \(GoogleWalletConfiguration.defaultAPIBaseURL).")
    var googleAPIURL: String?

    @Option(name: .customLong("google-token-url"), help: "The OAuth token endpoint [PASSBOOK_GOOGLE_TOKEN_URL]. Default: the key file's token_uri.")
    var googleTokenURL: String?

    @Option(help: "A folder with the official add-to-wallet badges (add-to-apple-wallet.svg, add-to-google-wallet.svg) for pass pages [PASSBOOK_BADGES]. Default: text links.", completion: .directory)
    var badges: String?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning or error [PASSBOOK_LOG_LEVEL]. Default: info.")
    var logLevel: String?

    @Option(name: .customLong("log-format"), help: "text or json (one JSON object per line) [PASSBOOK_LOG_FORMAT]. Default: text.")
    var logFormat: String?

    @Option(name: .customLong("order-certificate"), help: "The Order Type ID certificate that signs orders and their pushes: a .p12, or PEM/DER with --order-key [PASSBOOK_ORDER_CERTIFICATE]. Without it, order templates are not served.", completion: .file())
    var orderCertificate: String?

    @Option(name: .customLong("order-key"), help: "The order certificate's private key [PASSBOOK_ORDER_KEY].", completion: .file())
    var orderKey: String?

    @Option(name: .customLong("order-password-file"), help: "A file holding the password of the order .p12 or key [PASSBOOK_ORDER_PASSWORD_FILE, or PASSBOOK_ORDER_PASSWORD].", completion: .file())
    var orderPasswordFile: String?

    @Option(name: .customLong("order-wwdr"), help: "The intermediate that issued the order certificate [PASSBOOK_ORDER_WWDR]. Default: Apple WWDR G4.", completion: .file())
    var orderWWDR: String?

    @Option(name: .customLong("order-dev-certs"), help: "Sign orders with the development certificates in this folder (made by 'passbook certs dev --order-type-id').", completion: .directory)
    var orderDevCerts: String?

    @OptionGroup(title: "Signing identity (or PASSBOOK_CERTIFICATE, PASSBOOK_KEY, PASSBOOK_PASSWORD or PASSBOOK_PASSWORD_FILE, PASSBOOK_WWDR)") var identity: IdentityOptions

    func validate() throws {
        if database != nil && databaseURLFile != nil { throw ValidationError("Give --database or --database-url-file, not both.") }
        if orderDevCerts != nil && (orderCertificate != nil || orderKey != nil) {
            throw ValidationError("Give --order-dev-certs or --order-certificate, not both.")
        }
        if orderKey != nil && orderCertificate == nil { throw ValidationError("--order-key goes with --order-certificate.") }
        if metricsKey != nil && metricsKeyFile != nil { throw ValidationError("Give --metrics-key or --metrics-key-file, not both.") }
        if metricsPublic && (metricsKey != nil || metricsKeyFile != nil) {
            throw ValidationError("--metrics-public serves /metrics without a key: give it or --metrics-key, not both.")
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var configuration = try ServerConfiguration(environment: environment)
        if let host { configuration.host = host }
        if let port { configuration.port = port }
        if let publicURL { configuration.publicURL = publicURL }
        if let database { configuration.databaseURL = database }
        if let databaseURLFile { configuration.databaseURL = try SecretFile.read(databaseURLFile, what: "database URL", option: "--database-url-file") }
        if let templates { configuration.templatesFolder = URL(fileURLWithPath: templates) }
        else if environment["PASSBOOK_TEMPLATES"] == nil { configuration.templatesFolder = try TemplateLibrary(explicit: nil).folder }
        if !apiKeys.isEmpty { configuration.apiKeys = apiKeys }
        if let apiKeysFile { configuration.apiKeysFile = URL(fileURLWithPath: apiKeysFile) }
        if allowHTTP { configuration.allowHTTP = true }
        // A flag wins over the variable of the other choice.
        if metricsPublic { (configuration.metricsPublic, configuration.metricsKey) = (true, nil) }
        if let metricsKey { (configuration.metricsPublic, configuration.metricsKey) = (false, metricsKey) }
        if let metricsKeyFile {
            (configuration.metricsPublic, configuration.metricsKey) = (false, try SecretFile.read(metricsKeyFile, what: "metrics key", option: "--metrics-key-file"))
        }
        if trustForwardedFor { configuration.limits.trustForwardedFor = true }
        func positive(_ value: Int?, _ flag: String) throws -> Int? {
            guard let value, value < 1 else { return value }
            throw ValidationError(ServerError(operation: "read \(flag)", reason: "\(value) is not a whole number, 1 or more", fix: "Give \(flag) a whole number such as 64").description)
        }
        if let value = try positive(authFailureBurst, "--auth-failure-burst") { configuration.limits.authFailureBurst = value }
        if let value = try positive(authFailuresPerMinute, "--auth-failures-per-minute") { configuration.limits.authFailuresPerMinute = value }
        if let value = try positive(maxDevicesPerPass, "--max-devices-per-pass") { configuration.limits.maximumDevicesPerPass = value }
        if let value = try positive(registrationBurst, "--registration-burst") { configuration.limits.registrationBurst = value }
        if let value = try positive(registrationsPerMinute, "--registrations-per-minute") { configuration.limits.registrationsPerMinute = value }
        if let value = try positive(personalizeBurst, "--personalize-burst") { configuration.limits.personalizeBurst = value }
        if let value = try positive(personalizationsPerMinute, "--personalizations-per-minute") { configuration.limits.personalizationsPerMinute = value }
        if let shutdownGrace {
            guard shutdownGrace >= 0 else { throw ValidationError("--shutdown-grace takes a number of seconds, 0 or more.") }
            configuration.shutdownGracePeriod = shutdownGrace
        }
        if let deviceLogRows {
            guard deviceLogRows >= 0 else { throw ValidationError("--device-log-rows takes a number, 0 or more.") }
            configuration.logRetention.maximumRows = deviceLogRows
        }
        if let databaseConnections {
            guard databaseConnections >= 1 else { throw ValidationError("--database-connections takes a number, 1 or more.") }
            configuration.databaseConnections = databaseConnections
        }
        func seconds(_ value: Double?, _ flag: String) throws -> Double? {
            guard let value, !(value.isFinite && value > 0) else { return value }
            throw ValidationError(ServerError(operation: "read \(flag)", reason: "\(value) is not a number of seconds above 0", fix: "Give \(flag) a number of seconds such as 30 or 2.5").description)
        }
        if let idle = try seconds(idleTimeout, "--idle-timeout") { configuration.connections.idleTimeout = idle }
        if let head = try seconds(requestHeadTimeout, "--request-head-timeout") { configuration.connections.requestHeadTimeout = head }
        if let body = try seconds(requestBodyTimeout, "--request-body-timeout") { configuration.connections.requestBodyTimeout = body }
        if let perClient = try positive(maxConnectionsPerClient, "--max-connections-per-client") { configuration.connections.maxConnectionsPerClient = perClient }
        if let total = try positive(maxConnections, "--max-connections") { configuration.connections.maxConnections = total }
        if let apns { configuration.apns.baseURL = try APNsConfiguration.baseURL(for: apns) }
        if let apnsCA { configuration.apns.trustedCertificatesFile = URL(fileURLWithPath: apnsCA) }
        if let apnsKey { configuration.apns.tokenKeyFile = URL(fileURLWithPath: apnsKey) }
        if let apnsKeyID { configuration.apns.tokenKeyID = apnsKeyID }
        if let apnsTeamID { configuration.apns.tokenTeamID = apnsTeamID }
        if noPush { configuration.apns.enabled = false }
        if let pushConcurrency { configuration.pushConcurrency = pushConcurrency }
        if let googleIssuerID { configuration.google.issuerID = googleIssuerID }
        if let googleServiceAccount { configuration.google.serviceAccountFile = URL(fileURLWithPath: googleServiceAccount) }
        if let googleAPIURL { configuration.google.apiBaseURL = googleAPIURL }
        if let googleTokenURL { configuration.google.tokenURL = googleTokenURL }
        if (configuration.google.issuerID == nil) != (configuration.google.serviceAccountFile == nil) {
            throw ValidationError("Google Wallet needs both --google-issuer-id and --google-service-account (or neither).")
        }
        if let badges { configuration.badgesFolder = URL(fileURLWithPath: badges) }
        if let orderCertificate {
            configuration.orderCertificateFile = URL(fileURLWithPath: orderCertificate)
            configuration.orderKeyFile = orderKey.map { URL(fileURLWithPath: $0) }
        }
        if let orderDevCerts {
            let folder = URL(fileURLWithPath: orderDevCerts)
            configuration.orderCertificateFile = folder.appendingPathComponent(DevelopmentCertificates.FileName.passCertificate)
            configuration.orderKeyFile = folder.appendingPathComponent(DevelopmentCertificates.FileName.passKey)
            configuration.orderIntermediatesFile = folder.appendingPathComponent(DevelopmentCertificates.FileName.caCertificate)
        }
        if let orderWWDR { configuration.orderIntermediatesFile = URL(fileURLWithPath: orderWWDR) }
        if let orderPasswordFile {
            configuration.orderPassword = try SecretFile.read(orderPasswordFile, what: "order certificate password", option: "--order-password-file")
        }
        if let logLevel {
            guard let level = Logger.Level(rawValue: logLevel) else { throw ValidationError("--log-level takes trace, debug, info, notice, warning, error or critical.") }
            configuration.logLevel = level
        }
        let format = logFormat ?? environment["PASSBOOK_LOG_FORMAT"] ?? "text"
        guard ["text", "json"].contains(format) else { throw ValidationError("--log-format takes text or json.") }
        var identity = identity
        if identity.password.passwordEnv == nil, identity.password.passwordFile == nil {
            // The variables stand for the password options when the identity is given by flags.
            if let file = environment["PASSBOOK_PASSWORD_FILE"], !file.isEmpty {
                identity.password.passwordFile = file
            } else if environment["PASSBOOK_PASSWORD"]?.isEmpty == false {
                identity.password.passwordEnv = "PASSBOOK_PASSWORD"
            }
        } else if let password = try identity.password.explicitPassword() {
            // And the options stand for the variables when the identity is given by PASSBOOK_CERTIFICATE.
            configuration.password = password
        }
        let signing = identity.isGiven ? try identity.load() : nil
        let level = configuration.logLevel
        LoggingSystem.bootstrap { label in
            var handler: any LogHandler = format == "json" ? JSONLogHandler(label: label) : StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "passbook")
        ProcessMemory.returnLargeBlocks()
        let server = try await buildApplication(configuration: configuration, identity: signing, logger: logger)
        try await server.run()
    }
}
