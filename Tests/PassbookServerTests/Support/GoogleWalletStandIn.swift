import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import Passbook
import ServiceLifecycle

/// A stand-in for Google's OAuth token endpoint and Wallet REST API on loopback, independent of the
/// code under test: it verifies the service account's signed assertion with the `openssl` command
/// against the account's public key, hands out a token, and records every object PATCHed with it.
final class GoogleWalletStandIn: Sendable {
    struct Patch: Sendable {
        var collection: String
        var objectID: String
        var body: JSONObject
    }

    static let issuerID = "3388000000022123456"
    static let clientEmail = "passbook-tests@example-project.iam.gserviceaccount.com"

    /// The service account key file, with this server's token endpoint.
    let keyFile: URL
    private let folder: URL
    private let token = "ya29.standin-\(UUID().uuidString)"
    private let state = NIOLockedValueBox<(patches: [Patch], assertions: [String], known: Set<String>)>(([], [], []))
    /// Where it listens: `http://127.0.0.1:PORT`.
    let baseURL: String

    var patches: [Patch] { state.withLockedValue { $0.patches } }
    /// Problems with the token requests (an empty list: every assertion verified).
    var assertionProblems: [String] { state.withLockedValue { $0.assertions } }

    /// Objects that exist at "Google" (the others answer 404, as objects no holder has saved).
    func markSaved(_ objectID: String) {
        state.withLockedValue { _ = $0.known.insert(objectID) }
    }

    private init(folder: URL, keyFile: URL, baseURL: String) {
        self.folder = folder
        self.keyFile = keyFile
        self.baseURL = baseURL
    }

    /// Starts it; `body` runs while it listens.
    static func run(_ body: (GoogleWalletStandIn) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("google-standin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try ServerPKI.openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", "account.key"], in: folder)
        _ = try ServerPKI.openssl(["pkey", "-in", "account.key", "-pubout", "-out", "account.pub"], in: folder)
        let key = try String(contentsOf: folder.appendingPathComponent("account.key"), encoding: .utf8)
        let keyFile = folder.appendingPathComponent("service-account.json")

        let box = NIOLockedValueBox<GoogleWalletStandIn?>(nil)
        let router = Router()
        router.post("token") { request, _ -> Response in
            guard let standIn = box.withLockedValue({ $0 }) else { return Response(status: .serviceUnavailable) }
            return try await standIn.token(request)
        }
        router.patch("walletobjects/v1/:collection/:id") { request, context -> Response in
            guard let standIn = box.withLockedValue({ $0 }) else { return Response(status: .serviceUnavailable) }
            return try await standIn.patch(request, collection: context.parameters.get("collection") ?? "", id: context.parameters.get("id") ?? "")
        }
        var logger = Logger(label: "google-standin")
        logger.logLevel = .error
        // Port 0: the system picks a free port as it binds, which no other test can take first.
        let running = ListeningGroup()
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in running.listening(channel.localAddress?.port ?? 0) }, logger: logger
        )
        try await running.run(ListeningGroup.group([app], logger: logger)) { port in
            let baseURL = "http://127.0.0.1:\(port)"
            let account: JSONValue = [
                "type": "service_account", "project_id": "example-project", "private_key_id": "standin-key-1", "private_key": .string(key),
                "client_email": .string(clientEmail), "token_uri": .string("\(baseURL)/token"),
            ]
            try JSONWriter(style: .pretty).data(from: account).write(to: keyFile)
            let standIn = GoogleWalletStandIn(folder: folder, keyFile: keyFile, baseURL: baseURL)
            box.withLockedValue { $0 = standIn }
            try await body(standIn)
        }
    }

    /// The JWT bearer grant: the assertion's signature is checked with openssl against the
    /// account's public key, and its claims against what Google requires.
    private func token(_ request: Request) async throws -> Response {
        let form = String(buffer: try await request.body.collect(upTo: 65_536))
        var fields: [String: String] = [:]
        for pair in form.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        var problems: [String] = []
        if fields["grant_type"] != "urn:ietf:params:oauth:grant-type:jwt-bearer" { problems.append("grant_type is \(fields["grant_type"] ?? "missing")") }
        let parts = (fields["assertion"] ?? "").split(separator: ".").map(String.init)
        if parts.count == 3, let signature = Self.base64URL(parts[2]), let claimsData = Self.base64URL(parts[1]) {
            let name = UUID().uuidString
            let signed = folder.appendingPathComponent("\(name).signed"), sig = folder.appendingPathComponent("\(name).sig")
            try Data("\(parts[0]).\(parts[1])".utf8).write(to: signed)
            try signature.write(to: sig)
            do {
                _ = try ServerPKI.openssl(["dgst", "-sha256", "-verify", "account.pub", "-signature", sig.path, signed.path], in: folder)
            } catch {
                problems.append("the assertion's signature does not verify: \(error)")
            }
            let claims = (try? JSONParser().parse(claimsData, file: "claims").value.objectValue) ?? [:]
            if claims["iss"]?.stringValue != Self.clientEmail { problems.append("iss is \(claims["iss"].map { "\($0)" } ?? "missing")") }
            if claims["aud"]?.stringValue != "\(baseURL)/token" { problems.append("aud is \(claims["aud"].map { "\($0)" } ?? "missing")") }
            if claims["scope"]?.stringValue != "https://www.googleapis.com/auth/wallet_object.issuer" { problems.append("scope is \(claims["scope"].map { "\($0)" } ?? "missing")") }
        } else {
            problems.append("the assertion is not a JWT")
        }
        state.withLockedValue { $0.assertions += problems }
        guard problems.isEmpty else { return Response(status: .badRequest) }
        let body = #"{"access_token":"\#(token)","expires_in":3599,"token_type":"Bearer"}"#
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    private func patch(_ request: Request, collection: String, id: String) async throws -> Response {
        guard request.headers[.authorization] == "Bearer \(token)" else { return Response(status: .unauthorized) }
        let data = try await request.body.collect(upTo: 1 << 20)
        let body = (try? JSONParser().parse(Array(data.readableBytesView), file: "body").value.objectValue) ?? [:]
        let saved = state.withLockedValue { state -> Bool in
            guard state.known.contains(id) else { return false }
            state.patches.append(Patch(collection: collection, objectID: id, body: body))
            return true
        }
        guard saved else { return Response(status: .notFound) }
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: JSONWriter(style: .compact).data(from: .object(body)))))
    }

    static func base64URL(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }
}
