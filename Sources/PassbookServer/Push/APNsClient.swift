import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOSSL
import Passbook

/// Sends pass update pushes to APNs over HTTP/2: one long-lived connection, many streams.
///
/// Authenticated with the pass type's own certificate (what Wallet requires), or with a `.p8`
/// token of the same team when one is configured. Each push is `POST /3/device/<token>` with
/// `apns-topic` set to the pass type identifier and an empty JSON object as its body; no
/// `apns-push-type` is sent, as Apple documents none for passes.
final class APNsClient: Sendable {
    let baseURL: String
    private let http: HTTPClient
    private let signer: APNsTokenSigner?
    private let logger: Logger

    init(configuration: APNsConfiguration, identity: SigningIdentity, logger: Logger) throws {
        baseURL = configuration.baseURL
        self.logger = logger
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.applicationProtocols = ["h2"]
        tls.minimumTLSVersion = .tlsv12
        if let p8 = configuration.tokenKeyFile {
            guard let keyID = configuration.tokenKeyID, let teamID = configuration.tokenTeamID ?? identity.teamIdentifier else {
                throw ServerError(operation: "set up APNs token authentication", reason: "the key ID is missing", fix: "Give --apns-key-id with --apns-key")
            }
            signer = try APNsTokenSigner(p8: p8, keyID: keyID, teamID: teamID)
        } else {
            signer = nil
            do {
                tls.certificateChain = [.certificate(try NIOSSLCertificate(bytes: Array(identity.certificate.pemText.utf8), format: .pem))]
                tls.privateKey = .privateKey(try NIOSSLPrivateKey(bytes: Array(identity.privateKeyPEM.utf8), format: .pem))
            } catch {
                throw ServerError(operation: "set up APNs certificate authentication", reason: "the pass certificate or key could not be handed to TLS: \(error)")
            }
        }
        if let file = configuration.trustedCertificatesFile {
            do {
                tls.additionalTrustRoots = [.certificates(try NIOSSLCertificate.fromPEMFile(file.path))]
            } catch {
                throw ServerError(operation: "read the APNs CA file \(file.path)", reason: "\(error)", fix: "Give --apns-ca a PEM file of certificates")
            }
        }
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls, timeout: .init(connect: .seconds(10), read: .seconds(30)))
        configuration.httpVersion = .automatic
        configuration.connectionPool = .init(idleTimeout: .seconds(600))
        // The service records no traces: without this, each push opened a span of the default
        // tracer, which does nothing but still cost a few percent of a push's CPU.
        configuration.tracing.tracer = nil
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// Sends one push; never throws: every failure becomes an outcome for the queue.
    func send(pushToken: String, topic: String) async -> APNsOutcome {
        var request = HTTPClientRequest(url: "\(baseURL)/3/device/\(pushToken)")
        request.method = .POST
        request.headers.add(name: "apns-topic", value: topic)
        request.headers.add(name: "content-type", value: "application/json")
        if let signer {
            do {
                request.headers.add(name: "authorization", value: "bearer \(try signer.token())")
            } catch {
                return .retry(reason: "the APNs token could not be signed: \(error)")
            }
        }
        request.body = .bytes(ByteBuffer(string: "{}"))
        do {
            let response = try await http.execute(request, timeout: .seconds(30))
            let body = try await response.body.collect(upTo: 16_384)
            let status = Int(response.status.code)
            if status == 200 { return .sent }
            let (reason, timestamp) = Self.reason(from: body)
            switch (status, reason) {
            case (410, _):
                let since = timestamp.map { Date(timeIntervalSince1970: $0 / 1000) } ?? Date()
                return .gone(since: since, reason: "410 \(reason)")
            case (400, "BadDeviceToken"):
                return .gone(since: Date(), reason: "400 BadDeviceToken")
            case (429, _), (500...599, _):
                return .retry(reason: "\(status) \(reason)")
            case (403, _):
                logger.error("APNs refused the credentials", metadata: ["status": "\(status)", "reason": .string(reason)])
                return .retry(reason: "\(status) \(reason): check the pass certificate (or .p8 key) and the APNs address")
            default:
                return .failed(reason: "\(status) \(reason)")
            }
        } catch {
            return .retry(reason: "\(error)")
        }
    }

    func shutdown() async {
        try? await http.shutdown()
    }

    private static func reason(from body: ByteBuffer) -> (String, Double?) {
        guard case .object(let object)? = try? JSONParser().parse(Array(body.readableBytesView), file: "APNs response").value else { return ("", nil) }
        var reason = ""
        if case .string(let text) = object["reason"] ?? .null { reason = text }
        var timestamp: Double?
        if case .number(let number) = object["timestamp"] ?? .null { timestamp = number.doubleValue }
        return (reason, timestamp)
    }
}
