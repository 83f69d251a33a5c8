import Foundation
import Hummingbird
import NIOCore
import Passbook

/// The pass page, `/p/<serial>?token=…`: the preview, the key fields and an "Add to Apple Wallet"
/// link, for a link sent by e-mail or text. The token is the pass's `authenticationToken`, which
/// the pass itself carries, so the link gives nothing the pass does not.
struct PassPageController<Context: RequestContext>: Sendable {
    let service: PassService

    func addRoutes(to group: RouterGroup<Context>) {
        group.get(":serial", use: page)
        group.get(":serial/pass.pkpass", use: download)
        group.get(":serial/preview.png", use: preview)
    }

    @Sendable func page(_ request: Request, context: Context) async throws -> Response {
        let token = request.uri.queryParameters.get("token") ?? ""
        let (pass, json) = try await service.page(serialNumber: try context.parameters.decoded("serial"), token: token)
        let html = PassPage.html(pass: pass, json: json, token: token)
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

    private func authorized(_ request: Request, _ context: Context) async throws -> StoredPass {
        try await service.pagePass(serialNumber: try context.parameters.decoded("serial"), token: request.uri.queryParameters.get("token") ?? "")
    }
}
