import Foundation
import Hummingbird
public import Logging
public import Passbook
import ServiceLifecycle

/// Builds the service from its configuration: loads the identity and templates, opens the
/// database, makes the ``PassService`` and the router, and gathers the services that run beside
/// the server (database pool, push sender, key reloads).
///
/// - Parameters:
///   - identity: The signing identity; read from the configuration's files when `nil`.
///   - orderIdentity: The identity that signs orders; read from the configuration's order files when `nil`.
///   - onServerRunning: Called with the bound port once the server listens (useful with port 0).
public func buildApplication(
    configuration: ServerConfiguration, identity: SigningIdentity? = nil, orderIdentity: SigningIdentity? = nil, logger: Logger,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> PassbookServer {
    try configuration.checkPublicURL()
    // Every connection holds an open file, and the soft limit (often 1,024) is far below what the
    // system allows: raised first, and the cap of connections derived from the raised limit.
    let fileLimit = FileDescriptorLimit.raiseToHardLimit()
    let connections = try ConnectionGuard(configuration: configuration, fileLimit: fileLimit.current)
    logger.info("open file limit", metadata: [
        "limit": .stringConvertible(fileLimit.current), "was": .stringConvertible(fileLimit.previous),
        "max_connections": .stringConvertible(connections.caps.total),
    ])
    let identity = try identity ?? PassbookServer.loadIdentity(configuration)
    let orderIdentity = try orderIdentity ?? PassbookServer.loadOrderIdentity(configuration)
    let (apns, apnsNotice) = configuration.apns.adjusted(for: identity.certificate)
    if let apnsNotice { logger.notice("\(apnsNotice)") }
    let templates = try PassbookServer.loadTemplates(configuration.templatesFolder)
    let keys = try APIKeys(keys: configuration.apiKeys, file: configuration.apiKeysFile)
    guard !keys.current.isEmpty || configuration.apiKeysFile != nil else {
        throw ServerError(
            operation: "start the web service", reason: "no issuer API key is set",
            fix: "Give --api-key KEY or --api-keys-file FILE (or PASSBOOK_API_KEYS=key1,key2); clients send it as Authorization: Bearer KEY"
        )
    }
    let postgres = configuration.databaseURL.hasPrefix("postgres://") || configuration.databaseURL.hasPrefix("postgresql://")
    if postgres, let failure = try await PostgresConnections.connectionFailure(url: configuration.databaseURL, logger: logger) {
        if failure.definitive { throw failure.error }
        logger.warning("PostgreSQL does not answer yet; its pool goes on trying", metadata: ["reason": .string(failure.error.description)])
    }
    // Everything that can fail on a file is read before the database opens: its connections must
    // be closed before an error leaves.
    let badges = try configuration.badgesFolder.map(WalletBadges.init(folder:)) ?? WalletBadges()
    let client = apns.enabled ? try APNsClient(configuration: apns, identity: identity, logger: logger) : nil
    // Orders' pushes go to their own topic, over a connection authenticated by the order
    // certificate (a .p8 key speaks for every topic of its team).
    var topicClients: [String: APNsClient] = [:]
    if let client, let orderIdentity, let orderType = orderIdentity.certificate.certifiedOrderTypeIdentifier {
        topicClients[orderType] = apns.tokenKeyFile == nil ? try APNsClient(configuration: apns, identity: orderIdentity, logger: logger) : client
    }
    let google = configuration.google.enabled ? try GoogleWallet(configuration: configuration.google, publicURL: configuration.resolvedPublicURL) : nil
    let (store, databaseService) = try await SQLPassStore.open(url: configuration.databaseURL, connections: configuration.databaseConnections, logger: logger)
    let metrics = ServerMetrics()
    let signal = PushSignal()
    let latestPasses = store.notifiesChanges ? LatestPasses() : nil
    let service: PassService
    do {
        service = try PassService(
            store: store, identity: identity, templates: templates, webServiceURL: configuration.webServiceURL,
            signal: signal, metrics: metrics, logger: logger, logRetention: configuration.logRetention, cacheBytes: configuration.cacheBytes,
            latestPasses: latestPasses, google: google, maximumDevicesPerPass: configuration.limits.maximumDevicesPerPass,
            orderIdentity: orderIdentity, orderWebServiceURL: configuration.orderWebServiceURL
        )
    } catch {
        // The store's connections are open: closed before the error leaves, as nothing else will.
        await store.shutdown()
        throw error
    }
    for (name, reason) in service.skippedTemplates.sorted(by: { $0.key < $1.key }) {
        logger.notice("template not served", metadata: ["template": .string(name), "reason": .string(reason)])
    }
    let router = buildRouter(service: service, keys: keys, configuration: configuration, metrics: metrics, logger: logger, badges: badges)

    var services: [any Service] = [StoreService(store: store)]
    if let databaseService { services.append(databaseService) }
    services.append(Resigner(service: service, logger: logger))
    if let latestPasses { services.append(ChangeFollower(store: store, latest: latestPasses, logger: logger)) }
    if apns.enabled || google != nil {
        services.append(PushSender(
            store: store, client: client, topicClients: topicClients, google: google, signal: signal, metrics: metrics, logger: logger,
            concurrency: configuration.pushConcurrency, maximumAttempts: configuration.pushAttempts, lease: configuration.pushLease
        ))
    }
    services.append(await KeyReloadService(keys: keys, logger: logger))
    let passType = service.passTypeIdentifier
    let team = service.teamIdentifier
    let publicURL = configuration.resolvedPublicURL
    let database = configuration.databaseURL.hasPrefix("postgres") ? PostgresConnections.redacted(configuration.databaseURL) : configuration.databaseURL
    let templateNames = templates.map(\.name).sorted().joined(separator: ",")
    var application = Application(
        router: router,
        server: GuardedHTTP1Channel.server(limits: configuration.connections, registry: connections, metrics: metrics),
        configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "passbook"),
        services: services,
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            // Said once the port is bound: a script that waits for it can send requests at once.
            logger.info("passbook serve ready", metadata: [
                "listening": .string("\(configuration.host):\(port)"), "public_url": .string(publicURL), "database": .string(database),
                "pass_type": .string(passType), "templates": .string(templateNames),
            ])
            await onServerRunning(port)
        },
        logger: logger
    )
    application.beforeServerStarts {
        do {
            try await store.migrate()
        } catch {
            // The pool's own error, after its retries, does not say why it has no connection.
            if postgres, let failure = try? await PostgresConnections.connectionFailure(url: configuration.databaseURL, logger: logger) { throw failure.error }
            throw error
        }
        try await store.savePassType(identifier: passType, teamIdentifier: team, certificatePEM: identity.certificate.pemText, expires: identity.certificate.notAfter)
        if let orderIdentity, let orderType = service.orderTypeIdentifier {
            try await store.savePassType(
                identifier: orderType, teamIdentifier: orderIdentity.teamIdentifier ?? team, certificatePEM: orderIdentity.certificate.pemText,
                expires: orderIdentity.certificate.notAfter
            )
        }
    }
    return PassbookServer(
        application: application, service: service, shutdownGracePeriod: .seconds(configuration.shutdownGracePeriod),
        host: configuration.host, port: configuration.port
    )
}

/// The routes, each through the one ``PassService``: `/health`, `/metrics` (bearer keys unless
/// public), `/openapi.json`, Apple's web service under `/passes/v1`, the issuer API under
/// `/api/v1` (bearer keys) and the pass pages under `/p`. Every error leaves as JSON; failed authentications and log posts are
/// limited per client.
func buildRouter(
    service: PassService, keys: APIKeys, configuration: ServerConfiguration, metrics: ServerMetrics, logger: Logger, badges: WalletBadges = WalletBadges()
) -> Router<ServiceRequestContext> {
    let router = Router(context: ServiceRequestContext.self)
    router.addMiddleware {
        ErrorMiddleware(logger: logger)
        MetricsMiddleware(metrics: metrics)
        ControlCharacterMiddleware()
    }
    let limits = configuration.limits
    let failures = ClientLimiter(policy: .init(burst: Double(limits.authFailureBurst), perSecond: Double(limits.authFailuresPerMinute) / 60))
    let logPosts = ClientLimiter(policy: .init(burst: Double(limits.logRequestBurst), perSecond: Double(limits.logRequestsPerMinute) / 60))
    let personalizations = ClientLimiter(policy: .init(burst: Double(limits.personalizeBurst), perSecond: Double(limits.personalizationsPerMinute) / 60))
    let registrations = ClientLimiter(policy: .init(burst: Double(limits.registrationBurst), perSecond: Double(limits.registrationsPerMinute) / 60))
    // The issuer API's wrong keys spend a bucket of their own: wrong Wallet or page tokens from an
    // address never lock the issuer's backend out, and keys it used rightly pass its own lock-out.
    let apiFailures = ClientLimiter(policy: failures.policy)
    let trustedKeys = TrustedKeys()
    // 401 on the API and Wallet's paths; 404 on pass pages, where a wrong token looks like no pass.
    let failureLimit = { (statuses: Set<Int>) in
        ClientLimitMiddleware<ServiceRequestContext>(limiter: failures, mode: .failures(statuses), metrics: metrics, trustForwardedFor: limits.trustForwardedFor)
    }
    let requestLimit = { (limiter: ClientLimiter, mode: ClientLimitMiddleware<ServiceRequestContext>.Mode) in
        ClientLimitMiddleware<ServiceRequestContext>(limiter: limiter, mode: mode, metrics: metrics, trustForwardedFor: limits.trustForwardedFor)
    }
    var apiFailureLimit = requestLimit(apiFailures, .failures([401]))
    apiFailureLimit.trusted = { request, client in
        APIKeyMiddleware<ServiceRequestContext>.matchingKey(request, keys: keys).map { trustedKeys.trusts($0, from: client) } ?? false
    }

    let health = HealthController<ServiceRequestContext>(health: DatabaseHealth(logger: logger) { try await service.ping() }, metrics: metrics)
    health.addRoutes(to: router.group(""))
    if configuration.metricsPublic {
        health.addMetricsRoute(to: router.group(""))
    } else {
        // The issuer API's bucket: a scraper's key, once used rightly, passes others' guesses.
        var metricsLimit = requestLimit(apiFailures, .failures([401]))
        metricsLimit.trusted = { request, client in
            let header = request.headers[.authorization] ?? ""
            return header.hasPrefix("Bearer ") && trustedKeys.trusts(String(header.dropFirst("Bearer ".count)), from: client)
        }
        health.addMetricsRoute(to: router.group("").add(middleware: metricsLimit).add(
            middleware: MetricsKeyMiddleware(metricsKey: configuration.metricsKey, keys: keys, trusted: trustedKeys, trustForwardedFor: limits.trustForwardedFor)
        ))
    }
    let orders = WalletController<ServiceRequestContext>(service: service, logger: logger, webService: .orders)
    orders.addRoutes(to: router.group("orders/v1").add(middleware: failureLimit([401])))
    orders.addRegisterRoute(to: router.group("orders/v1").add(middleware: failureLimit([401])).add(middleware: requestLimit(registrations, .successes([201]))))
    orders.addLogRoute(to: router.group("orders/v1").add(
        middleware: ClientLimitMiddleware(limiter: logPosts, mode: .requests, metrics: metrics, trustForwardedFor: limits.trustForwardedFor)
    ))
    let wallet = WalletController<ServiceRequestContext>(service: service, logger: logger)
    wallet.addRoutes(to: router.group("passes/v1").add(middleware: failureLimit([401])))
    wallet.addRegisterRoute(to: router.group("passes/v1").add(middleware: failureLimit([401])).add(middleware: requestLimit(registrations, .successes([201]))))
    // 404 counts too: an unknown serial and a pass without sign-up are answered alike.
    wallet.addPersonalizeRoute(to: router.group("passes/v1").add(middleware: failureLimit([401, 404])).add(middleware: requestLimit(personalizations, .requests)))
    wallet.addLogRoute(to: router.group("passes/v1").add(
        middleware: ClientLimitMiddleware(limiter: logPosts, mode: .requests, metrics: metrics, trustForwardedFor: limits.trustForwardedFor)
    ))
    let api = router.group("api/v1").add(middleware: apiFailureLimit).add(
        middleware: APIKeyMiddleware(keys: keys, trusted: trustedKeys, trustForwardedFor: limits.trustForwardedFor)
    )
    IssuerController<ServiceRequestContext>(service: service, publicURL: configuration.resolvedPublicURL).addRoutes(to: api)
    OrderIssuerController<ServiceRequestContext>(service: service, publicURL: configuration.resolvedPublicURL).addRoutes(to: api)
    let pages = PassPageController<ServiceRequestContext>(service: service, badges: badges)
    pages.addRoutes(to: router.group("p").add(middleware: failureLimit([404])))
    pages.addAssetRoutes(to: router.group("assets"))
    pages.addBadgeRoutes(to: router.group("badges"))
    return router
}
