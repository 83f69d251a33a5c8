import Foundation
import Hummingbird
import Logging
import NIOCore
import Passbook

/// Apple's pass (or order) update web service: the `/v1/…` paths Wallet adds to `webServiceURL`.
struct WalletController<Context: RequestContext>: Sendable {
    let service: PassService
    let logger: Logger
    /// Which of Apple's two web services this is.
    var webService: WalletWebService = .passes

    func addRoutes(to group: RouterGroup<Context>) {
        group.delete("devices/:device/registrations/:passType/:serial", use: unregister)
        group.get("devices/:device/registrations/:passType", use: updatedSerials)
        group.get("\(webService.downloadSegment)/:passType/:serial", use: latestPass)
    }

    /// Registration, apart: new registrations per client are limited too.
    func addRegisterRoute(to group: RouterGroup<Context>) {
        group.post("devices/:device/registrations/:passType/:serial", use: register)
    }

    /// Personalization, apart: it takes no credential Wallet is documented to send, so it sits
    /// behind a per-request limit, as the log endpoint does.
    func addPersonalizeRoute(to group: RouterGroup<Context>) {
        group.post("passes/:passType/:serial/personalize", use: personalize)
    }

    /// The log endpoint, apart: it takes no credentials, so it sits behind a per-request limit.
    func addLogRoute(to group: RouterGroup<Context>) {
        group.post("log", use: log)
    }

    // MARK: Endpoints

    @Sendable func register(_ request: Request, context: Context) async throws -> Response {
        let device = try Self.device(context)
        let body = try await request.jsonObject(upTo: 16_384, operation: "register the device", expected: #"JSON {"pushToken": "<hex APNs token>"}"#)
        guard case .string(let pushToken) = body["pushToken"] ?? .null else {
            throw APIError.badRequest("Could not register the device: the body must be JSON {\"pushToken\": \"<hex APNs token>\"}")
        }
        let created = try await service.register(
            device: device, pushToken: pushToken, passType: try context.parameters.decoded("passType"),
            serialNumber: try context.parameters.decoded("serial"), authorization: request.headers[.authorization], service: webService
        )
        return Response(status: created ? .created : .ok)
    }

    @Sendable func unregister(_ request: Request, context: Context) async throws -> Response {
        try await service.unregister(
            device: try Self.device(context), passType: try context.parameters.decoded("passType"),
            serialNumber: try context.parameters.decoded("serial"), authorization: request.headers[.authorization], service: webService
        )
        return Response(status: .ok)
    }

    @Sendable func updatedSerials(_ request: Request, context: Context) async throws -> Response {
        let device = try Self.device(context)
        // Tags are ours: a tag we never gave (or none) lists every registered pass.
        let since = request.uri.queryParameters.get(webService.sinceParameter).flatMap { Int64($0) }
        let (serials, last) = try await service.updatedSerials(device: device, passType: try context.parameters.decoded("passType"), since: since, service: webService)
        guard !serials.isEmpty else { return Response(status: .noContent) }
        return .json([webService.identifiersKey: .array(serials.map { .string($0) }), webService.tagKey: .string(String(last))])
    }

    @Sendable func latestPass(_ request: Request, context: Context) async throws -> Response {
        let answer = try await service.latestPass(
            passType: try context.parameters.decoded("passType"), serialNumber: try context.parameters.decoded("serial"),
            authorization: request.headers[.authorization], ifModifiedSince: request.headers[.ifModifiedSince].flatMap(HTTPDate.parse), service: webService
        )
        switch answer {
        case .notModified(let lastModified):
            return Response(status: .notModified, headers: [.lastModified: HTTPDate.format(lastModified), .cacheControl: "no-cache"])
        case .archive(let archive, let lastModified):
            return Response(
                status: .ok,
                headers: [.contentType: webService.kind.mimeType, .lastModified: HTTPDate.format(lastModified), .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(bytes: archive))
            )
        }
    }

    /// Rewards enrollment (spec §6.6): answers with the signed personalization token.
    @Sendable func personalize(_ request: Request, context: Context) async throws -> Response {
        let serial = try context.parameters.decoded("serial")
        let operation = "personalize the pass \(serial)"
        let body = try await request.jsonObject(upTo: 65_536, operation: operation, expected: #"JSON {"personalizationToken": "…", "requiredPersonalizationInfo": {…}}"#)
        guard case .string(let token) = body["personalizationToken"] ?? .null, !token.isEmpty else {
            throw APIError.badRequest("Could not \(operation): the body needs \"personalizationToken\", the token Wallet sends to be signed")
        }
        var info = JSONObject()
        switch body["requiredPersonalizationInfo"] ?? .null {
        case .null: break
        case .object(let object):
            for (key, value) in object {
                guard case .string = value else {
                    throw APIError.badRequest("Could not \(operation): requiredPersonalizationInfo.\(key) must be a string")
                }
                info[key] = value
            }
        default:
            throw APIError.badRequest("Could not \(operation): requiredPersonalizationInfo must be an object of strings (fullName, emailAddress, …)")
        }
        let signature = try await service.personalize(
            passType: try context.parameters.decoded("passType"), serialNumber: serial, authorization: request.headers[.authorization],
            token: token, info: info
        )
        return Response(status: .ok, headers: [.contentType: "application/octet-stream"], body: .init(byteBuffer: ByteBuffer(bytes: signature)))
    }

    @Sendable func log(_ request: Request, context: Context) async throws -> Response {
        let body = try await request.jsonObject(upTo: 65_536, operation: "record the device logs", expected: #"JSON {"logs": ["message", …]}"#)
        guard case .array(let entries) = body["logs"] ?? .null else {
            throw APIError.badRequest("Could not record the device logs: the body must be JSON {\"logs\": [\"message\", …]}")
        }
        let messages = entries.compactMap { entry -> String? in
            guard case .string(let text) = entry else { return nil }
            return text
        }
        let kept = try await service.recordLogs(messages)
        // Counted, not echoed: the endpoint takes anyone's text, which must not fill our own log.
        logger.debug("device log", metadata: ["messages": .stringConvertible(kept)])
        return Response(status: .ok)
    }

    // MARK: Helpers

    /// The device library identifier of the path: an opaque identifier, which Wallet makes of
    /// ASCII letters, digits and dashes; anything else (control characters, spaces, non-ASCII)
    /// would only travel into the database and the log.
    private static func device(_ context: Context) throws -> String {
        let device = try context.parameters.decoded("device")
        guard (1...128).contains(device.utf8.count), device.utf8.allSatisfy(Self.deviceCharacter) else {
            throw APIError.badRequest("The device library identifier must be 1 to 128 ASCII letters, digits, '-', '_' or '.'")
        }
        return device
    }

    static func deviceCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): true
        default: false
        }
    }
}
