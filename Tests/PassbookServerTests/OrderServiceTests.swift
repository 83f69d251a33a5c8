import Foundation
import NIOHTTP1
import Passbook
import PassbookTestSupport
import Testing
@testable import PassbookServer
import PassbookServerTesting

/// Wallet orders through the service: issued from the shop-order template by the issuer API,
/// served by Apple's order web service (`AppleOrder`, `/orders/v1/…`), pushed on the order type's
/// topic with the order certificate, and kept apart from passes on every route.
@Suite("Order service") struct OrderServiceTests {
    static let orderType = "order.com.example.server-tests"
    static let publicURL = "https://orders.example.test"

    /// Development order certificates, written once for the suite.
    static let certificates: Result<URL, any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passbook-order-certs-\(UUID().uuidString)")
        _ = try DevelopmentCertificates.generate(orderTypeIdentifier: orderType, teamIdentifier: ServerPKI.teamIdentifier).write(to: folder)
        return folder
    }

    /// The service with the order certificate and an https public address (orders need one).
    static func withOrders(_ configuration: inout ServerConfiguration) throws {
        let folder = try certificates.get()
        configuration.orderCertificateFile = folder.appendingPathComponent(DevelopmentCertificates.FileName.passCertificate)
        configuration.orderKeyFile = folder.appendingPathComponent(DevelopmentCertificates.FileName.passKey)
        configuration.orderIntermediatesFile = folder.appendingPathComponent(DevelopmentCertificates.FileName.caCertificate)
        configuration.publicURL = publicURL
    }

    /// A stand-in APNs that asks for a client certificate of the pass CA or the order CA.
    static func startAPNs() async throws -> (server: APNsTestServer, port: Int) {
        let pki = try ServerPKI.get()
        let clients = try pki.data("pass-ca.pem") + Data(contentsOf: try certificates.get().appendingPathComponent(DevelopmentCertificates.FileName.caCertificate))
        let server = try APNsTestServer(certificatePEM: pki.data("apns.pem"), keyPEM: pki.data("apns.key"), clientCAPEM: clients)
        return (server, try await server.start())
    }

    @Test(arguments: TestDatabase.kinds) func deviceSimulatorTracksAnOrder(_ database: String) async throws {
        let (apns, apnsPort) = try await Self.startAPNs()
        defer { Task { await apns.stop() } }
        try await TestService.run(database: database, apnsPort: apnsPort, configure: Self.withOrders) { service in
            let steps = try await DeviceSimulator(baseURL: service.baseURL, apiKey: TestService.apiKey).run(apns: apns)
            let names = steps.map(\.name)
            #expect(names.contains("receive the push at the test APNs server"))
            #expect(names.contains("receive the order's push at the test APNs server"))
            #expect(names.last == "unregister from the order")
            // Each topic over its own certificate: a pass push and an order push, both {}.
            #expect(apns.pushes.contains { $0.topic == Self.orderType && $0.body == "{}" })
            #expect(apns.pushes.contains { $0.topic == ServerPKI.passTypeIdentifier })
        }
    }

    @Test func ordersAndPassesStayApart() async throws {
        try await TestService.run(configure: Self.withOrders) { service in
            let order = try await service.issueOrder()
            let apple = ["Authorization": "AppleOrder \(order.token)"]
            let download = "/orders/v1/orders/\(Self.orderType)/\(order.identifier)"
            let first = try await service.call(.GET, download, headers: apple)
            #expect(first.status == 200 && first.headers.first(name: "content-type") == "application/vnd.apple.finance.order")

            // The pass scheme, a missing token, an unknown order and the pass service's paths all answer alike.
            let wrong = try await service.call(.GET, download, headers: ["Authorization": "ApplePass \(order.token)"])
            #expect(wrong.status == 401 && wrong.text.contains("AppleOrder"))
            for answer in [
                try await service.call(.GET, download),
                try await service.call(.GET, "/orders/v1/orders/\(Self.orderType)/no-such-order", headers: apple),
                try await service.call(.GET, "/orders/v1/orders/\(ServerPKI.passTypeIdentifier)/\(order.identifier)", headers: apple),
            ] {
                #expect(answer.status == 401 && answer.body == wrong.body, "\(answer.status) \(answer.text)")
            }
            // The scheme's case does not matter (HTTP schemes are case-insensitive); the token's does.
            #expect(try await service.call(.GET, download, headers: ["Authorization": "appleorder \(order.token)"]).status == 200)
            #expect(try await service.call(.GET, download, headers: ["Authorization": "AppleOrder \(order.token.uppercased())x"]).status == 401)
            #expect(try await service.call(.GET, "/passes/v1/passes/\(Self.orderType)/\(order.identifier)", headers: ["Authorization": "ApplePass \(order.token)"]).status == 401)

            // A pass's token does not open an order, nor an order's a pass.
            let pass = try await service.issue()
            #expect(try await service.call(.GET, "/orders/v1/orders/\(pass.passTypeIdentifier)/\(pass.serialNumber)", headers: ["Authorization": "AppleOrder \(pass.authenticationToken)"]).status == 401)

            // The issuer API: each route its own kind, with a pointer to the other.
            let asPass = try await service.call(.GET, "/api/v1/passes/\(order.identifier)", headers: service.bearer)
            #expect(asPass.status == 404 && asPass.text.contains("/api/v1/orders/\(order.identifier)"))
            #expect(try await service.call(.GET, "/api/v1/orders/\(pass.serialNumber)", headers: service.bearer).status == 404)
            #expect(try await service.call(.POST, "/api/v1/passes/\(order.identifier)/void", headers: service.bearer).status == 404)
            let passFromOrderTemplate = try await service.call(.POST, "/api/v1/passes", headers: service.bearer, json: ["template": "shop-order", "data": [:]])
            #expect(passFromOrderTemplate.status == 422 && passFromOrderTemplate.text.contains("POST /api/v1/orders"))
            let orderFromPassTemplate = try await service.call(.POST, "/api/v1/orders", headers: service.bearer, json: ["template": "event-ticket", "data": [:]])
            #expect(orderFromPassTemplate.status == 422 && orderFromPassTemplate.text.contains("POST /api/v1/passes"))
            let passes = try await service.call(.GET, "/api/v1/passes?limit=1000", headers: service.bearer).text
            let orders = try await service.call(.GET, "/api/v1/orders?limit=1000", headers: service.bearer).text
            #expect(!passes.contains(order.identifier) && passes.contains(pass.serialNumber))
            #expect(orders.contains(order.identifier) && !orders.contains(pass.serialNumber))
            #expect(try await service.call(.GET, "/api/v1/passes/\(pass.serialNumber)/pass.pkpass", headers: service.bearer).status == 200)
            #expect(try await service.call(.GET, "/api/v1/orders/\(order.identifier)/order.order", headers: service.bearer).headers.first(name: "content-type") == "application/vnd.apple.finance.order")
            let templates = try await service.call(.GET, "/api/v1/templates", headers: service.bearer).text
            #expect(templates.contains(#""kind":"order""#) && templates.contains(#""name":"shop-order""#))

            // A device lists only its kind: an order's registrations are not passes.
            let device = "device-\(UUID().uuidString.prefix(8))"
            let register = "/orders/v1/devices/\(device)/registrations/\(Self.orderType)/\(order.identifier)"
            #expect(try await service.call(.POST, register, headers: apple, json: ["pushToken": .string(TestService.pushToken())]).status == 201)
            #expect(try await service.call(.GET, "/orders/v1/devices/\(device)/registrations/\(Self.orderType)").status == 200)
            #expect(try await service.call(.GET, "/passes/v1/devices/\(device)/registrations/\(Self.orderType)").status == 204)
        }
    }

    /// Wallet keeps a new version only when its updatedAt is later: changes in one second each
    /// get a later one, and Last-Modified (a second's resolution) moves with it.
    @Test func everyVersionIsLaterThanTheOneBefore() async throws {
        try await TestService.run(configure: Self.withOrders) { service in
            let order = try await service.issueOrder()
            let apple = ["Authorization": "AppleOrder \(order.token)"]
            let download = "/orders/v1/orders/\(Self.orderType)/\(order.identifier)"
            var previous: (updatedAt: Date, lastModified: Date)?
            for status in ["processing", "onTheWay", "outForDelivery", "delivered"] {
                let patch = try await service.call(.PATCH, "/api/v1/orders/\(order.identifier)", headers: service.bearer, json: ["data": ["shipment": ["status": .string(status)]]])
                #expect(patch.status == 200, "\(patch.text)")
                let answer = try await service.call(.GET, download, headers: apple)
                let json = try #require(try PassSource(archive: answer.body, name: "order.order").files["order.json"])
                let decoded = try JSONDecoder().decode(Order.self, from: json)
                #expect(decoded.fulfillments?.first?.status == status && decoded.authenticationToken == order.token)
                let updatedAt = try #require(RFC3339.date(decoded.updatedAt))
                let lastModified = try #require(answer.headers.first(name: "last-modified").flatMap(HTTPDate.parse))
                #expect(Int(updatedAt.timeIntervalSince1970) == Int(lastModified.timeIntervalSince1970), "updatedAt \(decoded.updatedAt) and Last-Modified agree to the second")
                if let previous {
                    #expect(updatedAt > previous.updatedAt && lastModified > previous.lastModified)
                    // The device that holds the version before gets the new one, not 304.
                    #expect(try await service.call(.GET, download, headers: apple.merging(["If-Modified-Since": HTTPDate.format(previous.lastModified)]) { $1 }).status == 200)
                }
                previous = (updatedAt, lastModified)
            }
            // A record that makes an invalid order is refused, and the order stays as it was.
            let refused = try await service.call(.PATCH, "/api/v1/orders/\(order.identifier)", headers: service.bearer, json: ["data": ["status": "lost"]])
            #expect(refused.status == 422 && refused.text.contains("status"), "\(refused.text)")
        }
    }

    /// Signed orders read by OpenSSL: the manifest's SHA-256 digests and the detached CMS over it.
    @Test func signedOrdersVerifyWithOpenSSL() async throws {
        try await TestService.run(configure: Self.withOrders) { service in
            let order = try await service.issueOrder()
            let answer = try await service.call(.GET, "/api/v1/orders/\(order.identifier)/order.order", headers: service.bearer)
            let entries = try ZipReader().read(answer.body, what: "order.order").entries
            let files = Dictionary(entries.map { ($0.name, $0.data) }) { first, _ in first }
            let manifestData = try #require(files["manifest.json"])
            let manifest = try #require(try JSONParser().parse(manifestData, file: "manifest.json").value.objectValue)
            #expect(Set(manifest.keys) == Set(files.keys).subtracting(["manifest.json", "signature"]))
            for (path, digest) in manifest { #expect(digest.stringValue == ManifestDigest.sha256.hex(files[path] ?? Data()), "\(path)") }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("order-openssl-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try files["manifest.json"]?.write(to: folder.appendingPathComponent("manifest.json"))
            try files["signature"]?.write(to: folder.appendingPathComponent("signature"))
            let ca = try Self.certificates.get().appendingPathComponent(DevelopmentCertificates.FileName.caCertificate).path
            _ = try ServerPKI.openssl(["cms", "-verify", "-binary", "-inform", "DER", "-in", "signature", "-content", "manifest.json", "-CAfile", ca, "-purpose", "any", "-out", "/dev/null"], in: folder)
            let signer = try ServerPKI.openssl(["pkcs7", "-inform", "DER", "-in", "signature", "-print_certs", "-noout"], in: folder)
            #expect(signer.contains(Self.orderType))
        }
    }

    /// Without an order certificate, or behind a plain-HTTP public address, order templates are
    /// not served, and creating an order says why.
    @Test func orderTemplatesNeedTheirCertificateAndHTTPS() async throws {
        try await TestService.run { service in
            let answer = try await service.call(.POST, "/api/v1/orders", headers: service.bearer, json: ["template": "shop-order", "data": [:]])
            #expect(answer.status == 422 && answer.text.contains("--order-certificate"), "\(answer.text)")
            #expect(try await service.call(.GET, "/api/v1/orders", headers: service.bearer).text.contains(#""orders":[]"#))
        }
        try await TestService.run(configure: { configuration in
            try Self.withOrders(&configuration)
            configuration.publicURL = nil
        }) { service in
            let answer = try await service.call(.POST, "/api/v1/orders", headers: service.bearer, json: ["template": "shop-order", "data": [:]])
            #expect(answer.status == 422 && answer.text.contains("https"), "\(answer.text)")
        }
    }

    /// The holder page of an order: its summary and the download as an order.
    @Test func theHolderPageOffersTheOrder() async throws {
        try await TestService.run(configure: Self.withOrders) { service in
            let created = try await service.call(.POST, "/api/v1/orders", headers: service.bearer, json: try Self.exampleBody())
            let json = try created.json()
            let page = try #require(json["pageURL"]?.stringValue).replacingOccurrences(of: Self.publicURL, with: "")
            let html = try await service.call(.GET, page, headers: ["Accept-Language": "de"])
            #expect(html.status == 200 && html.text.contains(#"type="application/vnd.apple.finance.order""#) && html.text.contains("Order ES-10042"))
            #expect(html.headers.first(name: "content-security-policy")?.contains("default-src 'none'") == true)
            let download = try #require(json["downloadURL"]?.stringValue).replacingOccurrences(of: Self.publicURL, with: "")
            let archive = try await service.call(.GET, download)
            #expect(archive.status == 200 && archive.headers.first(name: "content-type") == "application/vnd.apple.finance.order")
            #expect(archive.headers.first(name: "cache-control") == "no-store, private")
            #expect(try await service.call(.GET, download.replacingOccurrences(of: "order.order", with: "pass.pkpass")).status == 404)
            #expect(try await service.call(.GET, page.replacingOccurrences(of: "token=", with: "token=x")).status == 404)
            let preview = try await service.call(.GET, page.replacingOccurrences(of: "?", with: "/preview.png?"))
            #expect(preview.status == 200 && preview.body.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
    }

    /// The order web service has the pass service's defences: wrong tokens spend the same bucket
    /// (an order guesser is slowed, then refused, and one guessing both services gets no more
    /// tries), the log endpoint is limited per request, and an order's token registers made-up
    /// devices no further than a pass's does.
    @Test func theOrderServiceIsLimitedAsThePassServiceIs() async throws {
        try await TestService.run(configure: { configuration in
            try Self.withOrders(&configuration)
            configuration.limits.authFailureBurst = 6
            configuration.limits.authFailuresPerMinute = 1
            configuration.limits.logRequestBurst = 3
            configuration.limits.logRequestsPerMinute = 1
            configuration.limits.maximumDevicesPerPass = 2
        }) { service in
            let order = try await service.issueOrder()
            let apple = ["Authorization": "AppleOrder \(order.token)"]
            for number in 0..<3 {
                let register = "/orders/v1/devices/device\(number)/registrations/\(Self.orderType)/\(order.identifier)"
                let status = try await service.call(.POST, register, headers: apple, json: ["pushToken": .string(TestService.pushToken())]).status
                #expect(status == (number < 2 ? 201 : 429), "device \(number): \(status)")
            }
            var statuses: [Int] = []
            for attempt in 0..<4 {
                statuses.append(try await service.call(.GET, "/orders/v1/orders/\(Self.orderType)/\(order.identifier)", headers: ["Authorization": "AppleOrder wrong-\(attempt)"]).status)
                statuses.append(try await service.call(.GET, "/passes/v1/passes/\(ServerPKI.passTypeIdentifier)/x", headers: ["Authorization": "ApplePass wrong-\(attempt)"]).status)
            }
            #expect(statuses.prefix(6).allSatisfy { $0 == 401 } && statuses.dropFirst(6).allSatisfy { $0 == 429 }, "\(statuses)")
            var logs: [Int] = []
            for _ in 0..<5 { logs.append(try await service.call(.POST, "/orders/v1/log", json: ["logs": ["order problem"]]).status) }
            #expect(logs == [200, 200, 200, 429, 429])
        }
    }

    /// The body that creates an order from the shop-order template's examples.
    static func exampleBody() throws -> JSONValue {
        let template = try PassTemplate(folder: TestService.repositoryFolder.appendingPathComponent("Templates/shop-order"))
        var data = JSONObject()
        for variable in template.description.variables { data.set(dottedName: variable.name, to: variable.example) }
        return ["template": "shop-order", "data": .object(data)]
    }
}

extension TestService {
    /// An order made through the issuer API from the shop-order template's examples.
    func issueOrder() async throws -> (identifier: String, token: String) {
        let answer = try await call(.POST, "/api/v1/orders", headers: bearer, json: try OrderServiceTests.exampleBody())
        guard answer.status == 201 else { throw TestFailure("creating an order answered \(answer.status): \(answer.text)") }
        let created = try answer.json()
        guard let identifier = created["orderIdentifier"]?.stringValue, let token = created["authenticationToken"]?.stringValue else {
            throw TestFailure("the created order lacks its identifiers: \(answer.text)")
        }
        return (identifier, token)
    }
}
