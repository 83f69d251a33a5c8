import Foundation
import Hummingbird
import NIOCore
import Passbook

/// The pass page, `/p/<serial>?token=…`: the preview, the key fields and an "Add to Apple Wallet"
/// link, for a link sent by e-mail or text. The token is the pass's `authenticationToken`, which
/// the pass itself carries, so the link gives nothing the pass does not.
struct PassPageController<Context: RequestContext>: Sendable {
    let service: PassService
    var badges = WalletBadges()

    func addRoutes(to group: RouterGroup<Context>) {
        group.get(":serial", use: page)
        group.get(":serial/pass.pkpass", use: download)
        group.get(":serial/order.order", use: downloadOrder)
        group.get(":serial/preview.png", use: preview)
    }

    /// The templates' images, public because Google Wallet fetches a pass's images by URL.
    func addAssetRoutes(to group: RouterGroup<Context>) {
        group.get(":template/:file", use: asset)
    }

    /// The wallet badges' artwork, when the service was given it.
    func addBadgeRoutes(to group: RouterGroup<Context>) {
        group.get(":file", use: badge)
    }

    @Sendable func page(_ request: Request, context: Context) async throws -> Response {
        let token = request.uri.queryParameters.get("token") ?? ""
        let html: String
        switch try await service.pageView(serialNumber: try context.parameters.decoded("serial"), token: token) {
        case .pass(let pass, let package, let google):
            html = PassPage.html(PassPage.Content(
                pass: pass, package: package, token: token, googleSaveURL: google,
                acceptLanguage: request.headers[.acceptLanguage] ?? "", badges: badges
            ))
        case .order(let order, let files):
            html = OrderPage.html(OrderPage.Content(order: order, files: files, token: token, acceptLanguage: request.headers[.acceptLanguage] ?? ""))
        }
        var headers = Self.privateHeaders
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentSecurityPolicy] = PassPage.contentSecurityPolicy
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// The headers of everything reached with the pass's token: kept by no cache, shared or the
    /// browser's (the answer is the pass's holder's alone), the token never sent on as a referrer
    /// to the sites the page links to, and no type guessed from the bytes.
    static var privateHeaders: HTTPFields {
        [.cacheControl: "no-store, private", .init("Referrer-Policy")!: "no-referrer", .xContentTypeOptions: "nosniff"]
    }

    @Sendable func download(_ request: Request, context: Context) async throws -> Response {
        let pass = try await authorized(request, context)
        var response = IssuerController<Context>.passResponse(try await service.archive(serialNumber: pass.serialNumber, kind: .pass), serial: pass.serialNumber)
        for field in Self.privateHeaders { response.headers[field.name] = field.value }
        return response
    }

    /// The signed order, as `application/vnd.apple.finance.order`.
    @Sendable func downloadOrder(_ request: Request, context: Context) async throws -> Response {
        let order = try await authorized(request, context)
        let archive = try await service.archive(serialNumber: order.serialNumber, kind: .order)
        var response = IssuerController<Context>.passResponse(archive, serial: order.serialNumber, kind: .order)
        for field in Self.privateHeaders { response.headers[field.name] = field.value }
        return response
    }

    @Sendable func preview(_ request: Request, context: Context) async throws -> Response {
        let pass = try await authorized(request, context)
        let png = try await service.preview(serialNumber: pass.serialNumber)
        var headers = Self.privateHeaders
        headers[.contentType] = "image/png"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }

    @Sendable func asset(_ request: Request, context: Context) async throws -> Response {
        let png = try service.templateImage(template: try context.parameters.decoded("template"), file: try context.parameters.decoded("file"))
        return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "public, max-age=3600"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }

    @Sendable func badge(_ request: Request, context: Context) async throws -> Response {
        let name = try context.parameters.decoded("file")
        guard let data = badges.files[name] else { throw APIError.notFound("There is no badge \(name)") }
        let type = name.hasSuffix(".svg") ? "image/svg+xml" : "image/png"
        return Response(status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=86400"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    private func authorized(_ request: Request, _ context: Context) async throws -> StoredPass {
        try await service.pagePass(serialNumber: try context.parameters.decoded("serial"), token: request.uri.queryParameters.get("token") ?? "")
    }
}
