import Foundation
public import Hummingbird
public import Logging
public import Passbook
import NIOCore
import ServiceLifecycle
import UnixSignals

/// The web service: Apple's pass update protocol under `/passes/v1`, the issuer API under
/// `/api/v1`, pass pages under `/p`, plus `/health`, `/metrics` and `/openapi.json`.
///
/// ```swift
/// var configuration = try ServerConfiguration(environment: ProcessInfo.processInfo.environment)
/// configuration.apiKeys = ["secret"]
/// let server = try await buildApplication(configuration: configuration, logger: Logger(label: "passbook"))
/// try await server.run()   // until SIGTERM or SIGINT
/// ```
public struct PassbookServer: Sendable {
    /// The application, ready to run (as a service of your own group, or by ``run()``).
    public let application: Application<RouterResponder<ServiceRequestContext>>
    /// The pass service, for callers in the same process.
    public let service: PassService
    /// How long ``run()`` lets a graceful shutdown take.
    public let shutdownGracePeriod: Duration

    /// Loads the identity and templates, opens the database and builds the application; the
    /// migrations run when it starts, before the first request. The same as ``buildApplication(configuration:identity:logger:onServerRunning:)``.
    public init(
        configuration: ServerConfiguration, identity: SigningIdentity? = nil, logger: Logger,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        self = try await buildApplication(configuration: configuration, identity: identity, logger: logger, onServerRunning: onServerRunning)
    }

    /// The host and port it listens on, as configured (for the message when it cannot).
    private let host: String
    private let port: Int

    init(application: Application<RouterResponder<ServiceRequestContext>>, service: PassService, shutdownGracePeriod: Duration, host: String, port: Int) {
        self.application = application
        self.service = service
        self.shutdownGracePeriod = shutdownGracePeriod
        self.host = host
        self.port = port
    }

    /// Runs until SIGTERM or SIGINT, then stops taking requests, lets the ones under way finish,
    /// stops the push sender and closes the database, all within the grace period: what has not
    /// finished by then is cancelled, and the process ends a few seconds later whatever is stuck.
    public func run() async throws {
        let logger = application.logger
        let cancellation = Duration.seconds(3)
        let watchdog = ShutdownWatchdog(limit: shutdownGracePeriod + cancellation + .seconds(2), logger: logger)
        var configuration = ServiceGroupConfiguration(
            services: [.init(service: application), .init(service: watchdog)], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger
        )
        configuration.maximumGracefulShutdownDuration = shutdownGracePeriod
        configuration.maximumCancellationDuration = cancellation
        defer { watchdog.disarm() }
        do {
            try await ServiceGroup(configuration: configuration).run()
        } catch let error as IOError where "\(error)".hasPrefix("bind") {
            throw Self.listeningError(error, host: host, port: port)
        }
    }

    /// What a failed `bind` means for the person starting the service, and what to do.
    static func listeningError(_ error: IOError, host: String, port: Int) -> ServerError {
        let address = "\(host.contains(":") ? "[\(host)]" : host):\(port)"
        let operation = "start the web service on \(address)"
        switch error.errnoCode {
        case EADDRINUSE:
            return ServerError(
                operation: operation, reason: "another program (perhaps another passbook serve) already listens on port \(port)",
                fix: "Stop that program, or give --port another port (PASSBOOK_PORT)"
            )
        case EACCES:
            return ServerError(
                operation: operation, reason: "ports below 1024 need privileges this process does not have",
                fix: "Give --port 1024 or above (the default is 8080) and put a reverse proxy in front"
            )
        case EADDRNOTAVAIL:
            return ServerError(
                operation: operation, reason: "\(host) is not an address of this machine",
                fix: "Give --host an address of this machine, such as 127.0.0.1 or 0.0.0.0 for every interface"
            )
        default:
            return ServerError(operation: operation, reason: "\(error)", fix: "Check --host and --port")
        }
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

    /// The order identity of the configuration, when it names one.
    static func loadOrderIdentity(_ configuration: ServerConfiguration) throws -> SigningIdentity? {
        guard let certificate = configuration.orderCertificateFile else { return nil }
        let intermediates = configuration.orderIntermediatesFile
        if let key = configuration.orderKeyFile {
            return try SigningIdentity(certificateFile: certificate, privateKeyFile: key, keyPassword: configuration.orderPassword, intermediatesFile: intermediates)
        }
        return try SigningIdentity(pkcs12File: certificate, password: configuration.orderPassword, intermediatesFile: intermediates)
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
