import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Passbook
import PassbookServer

extension DeviceSimulator {
    /// An order-tracking device (the order web service, `AppleOrder` tokens): an order created
    /// through the issuer API and downloaded before any registration (as after an Apple Pay
    /// payment), registered for, updated, pushed on the order type's topic, listed since the
    /// device's tag and downloaded again with a later `updatedAt`, then unregistered.
    func trackOrder(
        _ http: HTTPClient, template: String, variables: JSONValue?, device: String, apns: APNsTestServer?, passed: (String, String) -> Void
    ) async throws {
        let bearer = ["Authorization": "Bearer \(apiKey)"]
        var step = "create an order through the issuer API"
        let body: JSONValue = ["template": .string(template), "data": .object(Self.examples(variables).data)]
        let created = try json(try await call(http, step, "POST", "/api/v1/orders", headers: bearer, body: body, expect: [201]), step)
        guard case .string(let identifier) = created["orderIdentifier"] ?? .null, case .string(let token) = created["authenticationToken"] ?? .null,
              case .string(let orderType) = created["orderTypeIdentifier"] ?? .null
        else { throw Failure(step: step, problem: "the answer lacks orderIdentifier, authenticationToken or orderTypeIdentifier") }
        passed(step, "order \(identifier) from \(template)")

        let apple = ["Authorization": "AppleOrder \(token)"]
        let orderPath = "/orders/v1/orders/\(orderType)/\(URLPath.segment(identifier))"
        step = "download the order before registering"
        let first = try await call(http, step, "GET", orderPath, headers: apple, expect: [200])
        guard first.headers.first(name: "content-type") == PackageKind.order.mimeType, let firstModified = first.headers.first(name: "last-modified") else {
            throw Failure(step: step, problem: "expected Content-Type \(PackageKind.order.mimeType) and a Last-Modified header")
        }
        let firstOrder = try Self.order(first, step: step)
        guard firstOrder.orderIdentifier == identifier, firstOrder.authenticationToken == token, firstOrder.webServiceURL?.hasSuffix("/orders/") == true else {
            throw Failure(step: step, problem: "the order's orderIdentifier, authenticationToken or webServiceURL is not what the API said")
        }
        passed(step, "200, \(first.body.readableBytes) bytes, updatedAt \(firstOrder.updatedAt)")

        let orderDevice = device + "o"
        let pushToken = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let registration = "/orders/v1/devices/\(orderDevice)/registrations/\(orderType)/\(URLPath.segment(identifier))"
        step = "register for the order with a pass token scheme"
        _ = try await call(http, step, "POST", registration, headers: ["Authorization": "ApplePass \(token)"], body: ["pushToken": .string(pushToken)], expect: [401])
        passed(step, "401")
        step = "register for the order"
        _ = try await call(http, step, "POST", registration, headers: apple, body: ["pushToken": .string(pushToken)], expect: [201])
        passed(step, "201 Created")

        let listPath = "/orders/v1/devices/\(orderDevice)/registrations/\(orderType)"
        step = "list the device's orders"
        let listed = try json(try await call(http, step, "GET", listPath, expect: [200]), step)
        guard listed["orderIdentifiers"] == .array([.string(identifier)]), case .string(let tag) = listed["lastModified"] ?? .null else {
            throw Failure(step: step, problem: "expected orderIdentifiers [\(identifier)] and a string lastModified")
        }
        passed(step, "[\(identifier)], lastModified \(tag)")

        step = "ask for the order with If-Modified-Since"
        _ = try await call(http, step, "GET", orderPath, headers: apple.merging(["If-Modified-Since": firstModified]) { $1 }, expect: [304])
        passed(step, "304")

        step = "update the order through the issuer API"
        let status = Self.examples(variables).data["shipment"]?.objectValue?["status"] == .string("onTheWay") ? "delivered" : "onTheWay"
        let updated = try json(
            try await call(http, step, "PATCH", "/api/v1/orders/\(URLPath.segment(identifier))", headers: bearer, body: ["data": ["shipment": ["status": .string(status)]]], expect: [200]),
            step
        )
        guard case .number(let queued) = updated["pushesQueued"] ?? .null, (queued.intValue ?? 0) >= 1 else {
            throw Failure(step: step, problem: "expected pushesQueued ≥ 1 for the registered device")
        }
        passed(step, "shipment \(status), \(queued) push queued")

        if let apns {
            step = "receive the order's push at the test APNs server"
            try await receivePush(apns, pushToken: pushToken, topic: orderType, step: step)
            passed(step, "apns-topic \(orderType), body {}")
        }

        step = "list the orders changed since the tag"
        let changed = try json(try await call(http, step, "GET", listPath + "?ordersModifiedSince=\(tag)", expect: [200]), step)
        guard changed["orderIdentifiers"] == .array([.string(identifier)]), case .string(let newTag) = changed["lastModified"] ?? .null, newTag != tag else {
            throw Failure(step: step, problem: "expected [\(identifier)] and a new lastModified")
        }
        passed(step, "[\(identifier)], lastModified \(newTag)")

        step = "download the new version of the order"
        let newer = try await call(http, step, "GET", orderPath, headers: apple.merging(["If-Modified-Since": firstModified]) { $1 }, expect: [200])
        let newOrder = try Self.order(newer, step: step)
        guard newOrder.fulfillments?.first?.status == status, let before = RFC3339.date(firstOrder.updatedAt), let after = RFC3339.date(newOrder.updatedAt), after > before else {
            throw Failure(step: step, problem: "expected the new fulfillment status and an updatedAt later than \(firstOrder.updatedAt), got \(newOrder.updatedAt)")
        }
        passed(step, "200, updatedAt \(newOrder.updatedAt)")

        step = "unregister from the order"
        _ = try await call(http, step, "DELETE", registration, headers: apple, expect: [200])
        _ = try await call(http, step, "GET", listPath, expect: [204])
        passed(step, "200, then 204 for the device's list")
    }

    /// The order of a downloaded package.
    private static func order(_ answer: Answer, step: String) throws -> Order {
        guard let data = try? PassSource(archive: Data(answer.body.readableBytesView), name: "order.order").files["order.json"],
              let order = try? JSONDecoder().decode(Order.self, from: data)
        else { throw Failure(step: step, problem: "the answer is not a signed order with an order.json") }
        return order
    }
}
