import Foundation
import Hummingbird
import NIOCore
import Passbook

/// The issuer API's orders under `/api/v1/orders`: create, fetch, update, list, download and
/// preview Wallet orders made from order templates. Each change is signed once, with a later
/// `updatedAt`, and pushed to every device that tracks the order.
struct OrderIssuerController<Context: RequestContext>: Sendable {
    let service: PassService
    let publicURL: String

    func addRoutes(to group: RouterGroup<Context>) {
        group.post("orders", use: create)
        group.get("orders", use: list)
        group.get("orders/:order", use: show)
        group.patch("orders/:order", use: update)
        group.get("orders/:order/order.order", use: download)
        group.get("orders/:order/preview.png", use: preview)
        group.post("orders/:order/page-link", use: renewPageLink)
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let body = try await IssuerController<Context>.body(request, operation: "create the order")
        let (template, data, identifier) = try IssuerRequests.creation(body, identifierKey: "orderIdentifier", kind: .order)
        let order = try await service.create(template: template, data: data, serialNumber: identifier, kind: .order)
        return .json(
            info(order, pageToken: try await service.pageToken(of: order)), status: .created,
            headers: [.location: "/api/v1/orders/\(URLPath.segment(order.serialNumber))", .eTag: VersionCondition.entityTag(order.version)]
        )
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        var filter = try IssuerRequests.query(request.uri.queryParameters, operation: "list orders")
        // Without an order type the service has no orders: a type no row has lists none.
        filter.typeIdentifier = service.orderTypeIdentifier ?? "\u{0}"
        let orders = try await service.passes(matching: filter)
        let next: JSONValue = orders.count == filter.limit ? .string(orders.last?.serialNumber ?? "") : .null
        let tokens = try await service.pageTokens(of: orders)
        return .json(["orders": .array(zip(orders, tokens).map { info($0, pageToken: $1) }), "next": next])
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let order = try await service.item(serialNumber: try context.parameters.decoded("order"), kind: .order)
        return .json(info(order, pageToken: try await service.pageToken(of: order)), headers: [.eTag: VersionCondition.entityTag(order.version)])
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let identifier = try context.parameters.decoded("order")
        let operation = "update the order \(identifier)"
        let body = try await IssuerController<Context>.body(request, operation: operation)
        guard case .object(let patch) = body["data"] ?? .null else {
            throw APIError.badRequest("Could not \(operation): the body needs \"data\", an object of the values to change (null removes one)")
        }
        for key in body.keys where !["data", "version"].contains(key) {
            throw APIError.badRequest("Could not \(operation): \"\(key)\" is not a field of the request; give data (and version to refuse a change to a newer version)")
        }
        let condition = try IssuerController<Context>.condition(request, body, serial: identifier)
        let (order, pushes) = try await service.update(serialNumber: identifier, patch: patch, kind: .order, expecting: condition)
        return .json(info(order, pageToken: try await service.pageToken(of: order), pushes: pushes), headers: [.eTag: VersionCondition.entityTag(order.version)])
    }

    @Sendable func download(_ request: Request, context: Context) async throws -> Response {
        let identifier = try context.parameters.decoded("order")
        return IssuerController<Context>.passResponse(try await service.archive(serialNumber: identifier, kind: .order), serial: identifier, kind: .order)
    }

    @Sendable func preview(_ request: Request, context: Context) async throws -> Response {
        let order = try await service.item(serialNumber: try context.parameters.decoded("order"), kind: .order)
        let png = try await service.preview(serialNumber: order.serialNumber)
        return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }

    @Sendable func renewPageLink(_ request: Request, context: Context) async throws -> Response {
        let order = try await service.item(serialNumber: try context.parameters.decoded("order"), kind: .order)
        let (renewed, token) = try await service.renewPageLink(serialNumber: order.serialNumber)
        return .json(info(renewed, pageToken: token), headers: [.eTag: VersionCondition.entityTag(renewed.version)])
    }

    /// The order as the API shows it.
    func info(_ order: StoredPass, pageToken: String, pushes: Int? = nil) -> JSONValue {
        .object(IssuerRequests.fields(order, pageToken: pageToken, publicURL: publicURL, kind: .order, pushes: pushes))
    }
}
