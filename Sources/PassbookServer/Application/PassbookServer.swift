import Foundation
public import Hummingbird
public import Logging
import NIOCore
public import Passbook
import ServiceLifecycle

/// The web service: Apple's pass update protocol under `/passes/v1`, the issuer API under
/// `/api/v1`, pass pages under `/p`, plus `/health`, `/metrics` and `/openapi.json`.
///
/// ```swift
/// var configuration = try ServerConfiguration(environment: ProcessInfo.processInfo.environment)
/// configuration.apiKeys = ["secret"]
/// let server = try await PassbookServer(configuration: configuration, logger: Logger(label: "passbook"))
/// try await server.run()   // until SIGTERM or SIGINT
/// ```
public struct PassbookServer: Sendable {
    /// The application, ready to run.
    public let application: Application<RouterResponder<BasicRequestContext>>
    /// The pass service, for callers in the same process.
    public let service: PassService

    /// Loads the identity and templates, opens the database and builds the application; the
    /// migrations run when it starts, before the first request.
    ///
    /// - Parameters:
    ///   - identity: The signing identity; read from the configuration's files when `nil`.
    ///   - onServerRunning: Called with the bound port once the server listens (useful with port 0).
    public init(
        configuration: ServerConfiguration, identity: SigningIdentity? = nil, logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let identity = try identity ?? Self.loadIdentity(configuration)
        let templates = try Self.loadTemplates(configuration.templatesFolder)
        guard !configuration.apiKeys.isEmpty else {
            throw ServerError(
                operation: "start the web service", reason: "no issuer API key is set",
                fix: "Give --api-key KEY (or PASSBOOK_API_KEYS=key1,key2); clients send it as Authorization: Bearer KEY"
            )
        }
        let (store, databaseService) = try await SQLPassStore.open(url: configuration.databaseURL, logger: logger)
        let metrics = ServerMetrics()
        let signal = PushSignal()
        let service = try PassService(
            store: store, identity: identity, templates: templates, webServiceURL: configuration.webServiceURL,
            signal: signal, metrics: metrics, logger: logger
        )
        self.service = service

        let router = Router()
        router.addMiddleware { MetricsMiddleware(metrics: metrics) }
        let health = HealthController<BasicRequestContext>(store: store, metrics: metrics)
        health.addRoutes(to: router.group(""))
        let wallet = WalletController<BasicRequestContext>(service: service, metrics: metrics, logger: logger)
        wallet.addRoutes(to: router.group("passes/v1"))
        IssuerController<BasicRequestContext>(service: service, publicURL: configuration.resolvedPublicURL)
            .addRoutes(to: router.group("api/v1").add(middleware: APIKeyMiddleware(keys: configuration.apiKeys)))
        PassPageController<BasicRequestContext>(service: service).addRoutes(to: router.group("p"))

        var services: [any Service] = [StoreService(store: store)]
        if let databaseService { services.append(databaseService) }
        if configuration.apns.enabled {
            let client = try APNsClient(configuration: configuration.apns, identity: identity, logger: logger)
            services.append(PushSender(
                store: store, client: client, signal: signal, metrics: metrics, logger: logger,
                concurrency: configuration.pushConcurrency, maximumAttempts: configuration.pushAttempts, lease: configuration.pushLease
            ))
        }
        var application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "passbook"),
            services: services,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger
        )
        let passType = service.passTypeIdentifier
        let team = service.teamIdentifier
        let publicURL = configuration.resolvedPublicURL
        let database = configuration.databaseURL.hasPrefix("postgres") ? PostgresConnections.redacted(configuration.databaseURL) : configuration.databaseURL
        application.beforeServerStarts {
            try await store.migrate()
            try await store.savePassType(identifier: passType, teamIdentifier: team, certificatePEM: identity.certificate.pemText, expires: identity.certificate.notAfter)
            logger.info("passbook serve ready", metadata: [
                "public_url": .string(publicURL), "database": .string(database), "pass_type": .string(passType),
                "templates": .string(templates.map(\.name).sorted().joined(separator: ",")),
            ])
        }
        self.application = application
    }

    /// Runs until SIGTERM or SIGINT, then stops taking requests, lets the ones under way finish,
    /// stops the push sender and closes the database.
    public func run() async throws {
        try await application.runService()
    }

    static func loadIdentity(_ configuration: ServerConfiguration) throws -> SigningIdentity {
        guard let certificate = configuration.certificateFile else {
            throw ServerError(
                operation: "start the web service", reason: "no signing identity is given",
                fix: "Give --certificate pass.p12 (or --certificate pass.pem --key pass.key); passbook certs dev makes development ones"
            )
        }
        let intermediates = configuration.intermediatesFile
        if let key = configuration.keyFile {
            return try SigningIdentity(certificateFile: certificate, privateKeyFile: key, keyPassword: configuration.password, intermediatesFile: intermediates)
        }
        return try SigningIdentity(pkcs12File: certificate, password: configuration.password, intermediatesFile: intermediates)
    }

    static func loadTemplates(_ folder: URL) throws -> [PassTemplate] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw ServerError(operation: "read the templates folder \(folder.path)", reason: error.localizedDescription, fix: "Give --templates a folder holding one folder per template (passbook init makes one)")
        }
        let templates = try names.compactMap { name -> PassTemplate? in
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("template.json").path) else { return nil }
            return try PassTemplate(folder: url)
        }
        guard !templates.isEmpty else {
            throw ServerError(operation: "read the templates folder \(folder.path)", reason: "it holds no template (a folder with pass.json and template.json)", fix: "Give --templates the folder of your templates, such as Templates")
        }
        return templates
    }
}
