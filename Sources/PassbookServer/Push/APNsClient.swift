import Foundation
import Logging
import NIOCore
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
    private let connection: APNsConnection
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
        connection = try APNsConnection(baseURL: baseURL, tls: tls)
    }

    /// Sends one push; never throws: every failure becomes an outcome for the queue.
    func send(pushToken: String, topic: String) async -> APNsOutcome {
        var headers = [("apns-topic", topic), ("content-type", "application/json")]
        if let signer {
            do {
                headers.append(("authorization", "bearer \(try await signer.token())"))
            } catch {
                return .retry(reason: "the APNs token could not be signed: \(error)")
            }
        }
        do {
            let response = try await connection.post(path: "/3/device/\(pushToken)", headers: headers, body: Self.emptyObject)
            let body = response.body
            let status = response.status
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
        await connection.shutdown()
    }

    /// A pass update's payload: an empty JSON object.
    private static let emptyObject = ByteBuffer(string: "{}")

    private static func reason(from body: ByteBuffer) -> (String, Double?) {
        guard case .object(let object)? = try? JSONParser().parse(Array(body.readableBytesView), file: "APNs response").value else { return ("", nil) }
        var reason = ""
        if case .string(let text) = object["reason"] ?? .null { reason = text }
        var timestamp: Double?
        if case .number(let number) = object["timestamp"] ?? .null { timestamp = number.doubleValue }
        return (reason, timestamp)
    }
}
