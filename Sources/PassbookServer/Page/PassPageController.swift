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
        let (pass, package, google) = try await service.pageContent(serialNumber: try context.parameters.decoded("serial"), token: token)
        let html = PassPage.html(PassPage.Content(
            pass: pass, package: package, token: token, googleSaveURL: google,
            acceptLanguage: request.headers[.acceptLanguage] ?? "", badges: badges
        ))
        return Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .init("Referrer-Policy")!: "no-referrer"],
            body: .init(byteBuffer: ByteBuffer(string: html))
        )
    }

    @Sendable func download(_ request: Request, context: Context) async throws -> Response {
        let pass = try await authorized(request, context)
        return IssuerController<Context>.passResponse(try await service.archive(serialNumber: pass.serialNumber), serial: pass.serialNumber)
    }

    @Sendable func preview(_ request: Request, context: Context) async throws -> Response {
        let pass = try await authorized(request, context)
        let png = try await service.preview(serialNumber: pass.serialNumber)
        return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
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
