import AsyncHTTPClient
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import Passbook
import PassbookGoogleWallet

/// The service's side of Google Wallet: the Google object and save link of a stored pass, and the
/// REST API call that brings a saved object up to date after a change.
///
/// The object is mapped from the signed Apple pass itself, so both wallets show the same version;
/// its images are the template's, served publicly under `/assets/TEMPLATE/`.
final class GoogleWallet: Sendable {
    let issuerID: String
    let signer: GoogleSaveLinkSigner
    let apiBaseURL: String
    let tokenURL: String
    let publicURL: String
    private let http: HTTPClient
    /// The access token and when it stops being used (a few minutes before Google's expiry).
    private let token = NIOLockedValueBox<(value: String, until: Date)?>(nil)

    init(configuration: GoogleWalletConfiguration, publicURL: String) throws {
        guard let issuerID = configuration.issuerID, let file = configuration.serviceAccountFile else {
            throw ServerError(
                operation: "set up Google Wallet", reason: "it needs both the issuer ID and the service account key",
                fix: "Give --google-issuer-id and --google-service-account (or neither)"
            )
        }
        guard GoogleWalletIdentifier.isValidIssuerID(issuerID) else {
            throw ServerError(
                operation: "set up Google Wallet", reason: "the issuer ID \(issuerID) is not a number",
                fix: "Copy the issuer ID (digits) from the Google Pay & Wallet Console"
            )
        }
        let account = try GoogleServiceAccount(contentsOf: file)
        self.issuerID = issuerID
        // Links shown by the pass page are allowed on its origin; the same links work in e-mail.
        signer = try GoogleSaveLinkSigner(serviceAccount: account, origins: [publicURL])
        apiBaseURL = configuration.apiBaseURL.hasSuffix("/") ? String(configuration.apiBaseURL.dropLast()) : configuration.apiBaseURL
        tokenURL = configuration.tokenURL ?? account.tokenURI
        self.publicURL = publicURL
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(timeout: .init(connect: .seconds(10), read: .seconds(30))))
    }

    /// The Google class and object of a signed pass issued from `template`.
    func pass(archive: Data, template: String) throws -> GoogleWalletPass {
        let package = try PassSource(archive: archive).package()
        let options = GoogleWalletOptions(issuerID: issuerID, imageBaseURL: URL(string: "\(publicURL)/assets/\(URLPath.segment(template))/"))
        return try GoogleWalletMapper(options: options).map(package)
    }

    /// The "Add to Google Wallet" link of a signed pass, signed now.
    func saveURL(archive: Data, template: String) async throws -> String {
        try await signer.link(for: [pass(archive: archive, template: template)]).url.absoluteString
    }

    /// Brings the saved object up to date (a PATCH of the object's resource). An object no holder
    /// has saved yet does not exist at Google (404): nothing to update, since a later save
    /// creates it from a link made then.
    func update(_ pass: GoogleWalletPass) async -> APNsOutcome {
        let url = "\(apiBaseURL)/\(pass.vertical.objectCollection)/\(URLPath.segment(pass.objectID))"
        do {
            var request = HTTPClientRequest(url: url)
            request.method = .PATCH
            request.headers.add(name: "Authorization", value: "Bearer \(try await accessToken())")
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: JSONWriter(style: .compact).data(from: .object(pass.objectResource))))
            let response = try await http.execute(request, timeout: .seconds(30))
            let body = String(buffer: try await response.body.collect(upTo: 65_536))
            switch response.status.code {
            case 200..<300: return .sent
            case 404: return .gone(since: Date(), reason: "no holder has saved the object \(pass.objectID) yet")
            case 401:
                token.withLockedValue { $0 = nil }
                return .retry(reason: "Google refused the access token (401): \(body.prefix(200))")
            case 408, 429, 500...599: return .retry(reason: "Google answered \(response.status.code): \(body.prefix(200))")
            default: return .failed(reason: "Google answered \(response.status.code) to the PATCH of \(pass.objectID): \(body.prefix(300))")
            }
        } catch {
            return .retry(reason: "\(error)")
        }
    }

    /// An access token for the Wallet API: the service account's signed assertion traded at the
    /// token endpoint, kept until five minutes before it expires.
    private func accessToken() async throws -> String {
        if let held = token.withLockedValue({ $0 }), held.until > Date() { return held.value }
        var request = HTTPClientRequest(url: tokenURL)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        let assertion = try await signer.tokenAssertion()
        request.body = .bytes(ByteBuffer(string: "grant_type=\(Self.formEncoded("urn:ietf:params:oauth:grant-type:jwt-bearer"))&assertion=\(assertion)"))
        let response = try await http.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 65_536)
        let json = try? JSONParser().parse(Array(body.readableBytesView), file: "token response").value
        guard response.status == .ok, let value = json?["access_token"]?.stringValue else {
            throw ServerError(
                operation: "get a Google access token from \(tokenURL)", reason: "it answered \(response.status.code): \(String(buffer: body).prefix(200))",
                fix: "Check that the service account key is current and the account is a user of the issuer in the Google Pay & Wallet Console"
            )
        }
        var lifetime = 3600.0
        if case .number(let seconds)? = json?["expires_in"], let value = Double(seconds.text) { lifetime = value }
        token.withLockedValue { $0 = (value, Date().addingTimeInterval(max(60, lifetime - 300))) }
        return value
    }

    private static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    func shutdown() async {
        try? await http.shutdown()
    }
}
