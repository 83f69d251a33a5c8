import Foundation
import Hummingbird
import Logging
import NIOCore
import Passbook
import Prometheus

/// Apple's pass update web service (the `/v1/…` paths Wallet adds to `webServiceURL`).
struct WalletController<Context: RequestContext>: Sendable {
    let service: PassService
    let metrics: ServerMetrics
    let logger: Logger

    /// The most messages one log request may carry, and the longest message kept.
    static var maximumLogMessages: Int { 100 }
    static var maximumLogMessageLength: Int { 4_096 }

    func addRoutes(to group: RouterGroup<Context>) {
        group.post("devices/:device/registrations/:passType/:serial", use: register)
        group.delete("devices/:device/registrations/:passType/:serial", use: unregister)
        group.get("devices/:device/registrations/:passType", use: updatedSerials)
        group.get("passes/:passType/:serial", use: latestPass)
        group.post("log", use: log)
    }

    // MARK: Endpoints

    @Sendable func register(_ request: Request, context: Context) async throws -> Response {
        let (device, pass) = try await authorizedPass(request, context)
        let buffer = try await request.body.collect(upTo: 16_384)
        let pushToken: String
        do {
            guard case .object(let body) = try JSONParser().parse(Array(buffer.readableBytesView), file: "request body").value,
                  case .string(let token) = body["pushToken"] ?? .null
            else { throw APIError.badRequest("") }
            pushToken = token
        } catch {
            throw APIError.badRequest("Could not register the device: the body must be JSON {\"pushToken\": \"<hex APNs token>\"}")
        }
        guard (1...200).contains(pushToken.count), pushToken.allSatisfy(\.isHexDigit) else {
            throw APIError.badRequest("Could not register the device: the pushToken must be 1 to 200 hexadecimal digits")
        }
        let created = try await service.store.register(device: device, pushToken: pushToken, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber, now: Date())
        if created { metrics.registrations.increment() }
        return Response(status: created ? .created : .ok)
    }

    @Sendable func unregister(_ request: Request, context: Context) async throws -> Response {
        let (device, pass) = try await authorizedPass(request, context)
        try await service.store.unregister(device: device, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber)
        return Response(status: .ok)
    }

    @Sendable func updatedSerials(_ request: Request, context: Context) async throws -> Response {
        let device = try context.parameters.require("device")
        let passType = try context.parameters.require("passType")
        try Self.checkIdentifier(device, "device library identifier")
        // Tags are ours: a tag we never gave (or none) lists every registered pass.
        let since = request.uri.queryParameters.get("passesUpdatedSince").flatMap { Int64($0) }
        let (serials, last) = try await service.store.updatedSerials(device: device, passTypeIdentifier: passType, since: since)
        guard !serials.isEmpty else { return Response(status: .noContent) }
        return .json(["serialNumbers": .array(serials.map { .string($0) }), "lastUpdated": .string(String(last))])
    }

    @Sendable func latestPass(_ request: Request, context: Context) async throws -> Response {
        let pass = try await authorizedPass(request, context, needsDevice: false).pass
        let lastModified = HTTPDate.format(pass.lastModified)
        if let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse), pass.modifiedAt <= Int64(since.timeIntervalSince1970) {
            return Response(status: .notModified, headers: [.lastModified: lastModified, .cacheControl: "no-cache"])
        }
        let archive = try await service.archive(serialNumber: pass.serialNumber)
        return Response(
            status: .ok,
            headers: [.contentType: "application/vnd.apple.pkpass", .lastModified: lastModified, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: archive))
        )
    }

    @Sendable func log(_ request: Request, context: Context) async throws -> Response {
        let buffer = try await request.body.collect(upTo: 262_144)
        guard case .object(let body) = (try? JSONParser().parse(Array(buffer.readableBytesView), file: "request body"))?.value,
              case .array(let entries) = body["logs"] ?? .null
        else {
            throw APIError.badRequest("Could not record the device logs: the body must be JSON {\"logs\": [\"message\", …]}")
        }
        let messages = entries.prefix(Self.maximumLogMessages).compactMap { entry -> String? in
            guard case .string(let text) = entry else { return nil }
            return String(text.prefix(Self.maximumLogMessageLength))
        }
        for message in messages { logger.warning("device log", metadata: ["message": .string(message)]) }
        try await service.store.saveLogs(messages, now: Date())
        metrics.deviceLogs.increment(by: Int64(messages.count))
        return Response(status: .ok)
    }

    // MARK: Authorization

    /// The device (when the path has one) and the pass named by the path, once the
    /// `Authorization: ApplePass <token>` header is checked against the pass's token.
    private func authorizedPass(_ request: Request, _ context: Context, needsDevice: Bool = true) async throws -> (device: String, pass: StoredPass) {
        let device = needsDevice ? try context.parameters.require("device") : ""
        if needsDevice { try Self.checkIdentifier(device, "device library identifier") }
        let passType = try context.parameters.require("passType")
        let serial = try context.parameters.require("serial")
        guard let pass = try await service.store.pass(serialNumber: serial), pass.passTypeIdentifier == passType else {
            throw APIError.notFound("There is no pass \(serial) of the pass type \(passType)")
        }
        let header = request.headers[.authorization] ?? ""
        let prefix = "ApplePass "
        let given = header.hasPrefix(prefix) ? String(header.dropFirst(prefix.count)) : ""
        guard ConstantTime.equals(given, pass.authenticationToken) else {
            throw APIError(.unauthorized, "The request needs the header Authorization: ApplePass <the pass's authenticationToken>")
        }
        return (device, pass)
    }

    private static func checkIdentifier(_ value: String, _ what: String) throws {
        guard (1...256).contains(value.count) else {
            throw APIError.badRequest("The \(what) must be 1 to 256 characters")
        }
    }
}
