import Foundation
import Hummingbird
import NIOCore
import Passbook

/// The issuer API under `/api/v1`: create, fetch, update, void, list and preview passes, and
/// list rewards enrollments.
struct IssuerController<Context: RequestContext>: Sendable {
    let service: PassService
    let publicURL: String

    func addRoutes(to group: RouterGroup<Context>) {
        group.get("templates", use: templates)
        group.post("passes", use: create)
        group.get("passes", use: list)
        group.patch("passes", use: stage)
        group.get("resigning", use: resigning)
        group.get("passes/:serial", use: show)
        group.patch("passes/:serial", use: update)
        group.post("passes/:serial/void", use: void)
        group.get("passes/:serial/pass.pkpass", use: download)
        group.get("passes/:serial/preview.png", use: preview)
        group.get("enrollments", use: enrollments)
        group.delete("passes/:serial/enrollment", use: resetEnrollment)
        group.post("passes/:serial/page-link", use: renewPageLink)
    }

    @Sendable func templates(_ request: Request, context: Context) async throws -> Response {
        let list = service.issuers.keys.sorted().compactMap { name -> JSONValue? in
            guard let issuer = service.issuers[name]?.issuer else { return nil }
            let variables = issuer.template.description.variables.map { variable -> JSONValue in
                [
                    "name": .string(variable.name), "type": .string(variable.type.rawValue), "required": .bool(variable.isRequired),
                    "description": variable.summary.map { .string($0) } ?? .null, "example": variable.example,
                ]
            }
            return [
                "name": .string(name), "description": issuer.template.description.summary.map { .string($0) } ?? .null,
                "style": issuer.template.description.style.map { .string($0) } ?? .null, "variables": .array(variables),
                "personalizable": .bool(issuer.isPersonalizable), "kind": .string(issuer.template.kind.name),
            ]
        }
        return .json(["templates": .array(list)])
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let body = try await Self.body(request, operation: "create the pass")
        let (template, data, serial) = try IssuerRequests.creation(body, identifierKey: "serialNumber", kind: .pass)
        let pass = try await service.create(template: template, data: data, serialNumber: serial, kind: .pass)
        return .json(
            try await infoWithLinks(pass), status: .created,
            headers: [.location: "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", .eTag: VersionCondition.entityTag(pass.version)]
        )
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let query = request.uri.queryParameters
        var filter = try IssuerRequests.query(query, operation: "list passes")
        if let voided = query.get("voided") {
            guard let flag = Bool(voided) else { throw APIError.badRequest("Could not list passes: voided must be true or false") }
            filter.voided = flag
        }
        filter.excludedTypeIdentifier = service.orderTypeIdentifier
        let passes = try await service.passes(matching: filter)
        let next: JSONValue = passes.count == filter.limit ? .string(passes.last?.serialNumber ?? "") : .null
        let tokens = try await service.pageTokens(of: passes)
        return .json(["passes": .array(zip(passes, tokens).map { info($0, pageToken: $1) }), "next": next])
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let pass = try await service.item(serialNumber: try context.parameters.decoded("serial"), kind: .pass)
        return .json(try await infoWithLinks(pass), headers: [.eTag: VersionCondition.entityTag(pass.version)])
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let serial = try context.parameters.decoded("serial")
        let body = try await Self.body(request, operation: "update the pass \(serial)")
        guard case .object(let patch) = body["data"] ?? .null else {
            throw APIError.badRequest("Could not update the pass \(serial): the body needs \"data\", an object of the values to change (null removes one)")
        }
        for key in body.keys where !["data", "version"].contains(key) {
            throw APIError.badRequest("Could not update the pass \(serial): \"\(key)\" is not a field of the request; give data (and version to refuse a change to a newer version)")
        }
        let (pass, pushes) = try await service.update(serialNumber: serial, patch: patch, kind: .pass, expecting: try Self.condition(request, body, serial: serial))
        return .json(info(pass, pageToken: try await service.pageToken(of: pass), pushes: pushes), headers: [.eTag: VersionCondition.entityTag(pass.version)])
    }

    /// Many passes changed at once, signed in the background: `{"updates": [{"serialNumber", "data"}, …]}`
    /// or `{"template", "data"}` for every pass of a template. Answers 202 once the data is stored.
    @Sendable func stage(_ request: Request, context: Context) async throws -> Response {
        let operation = "stage the updates"
        let body = try await request.jsonObject(
            // 1.6 KB a pass for the most passes a request may name: a change's values, not whole
            // passes. Read whole before parsing, so the bound is what one request can make the
            // process hold.
            upTo: 16 << 20, operation: operation, expected: "a JSON object",
            advice: "Send at most \(PassService.stageLimit) updates per request, in several requests"
        )
        for key in body.keys where !["updates", "template", "data"].contains(key) {
            throw APIError.badRequest("Could not \(operation): \"\(key)\" is not a field of the request; give updates, or template and data")
        }
        let change: PassService.StagedChange
        switch (body["updates"], body["template"]) {
        case (.array(let updates)?, nil):
            guard body["data"] == nil else {
                throw APIError.badRequest("Could not \(operation): give either updates or template and data, not both")
            }
            var patches: [String: JSONObject] = [:]
            for (index, item) in updates.enumerated() {
                guard case .object(let update) = item, case .string(let serial)? = update["serialNumber"], case .object(let patch)? = update["data"],
                      update.count == 2
                else {
                    throw APIError.badRequest("Could not \(operation): updates[\(index)] must be {\"serialNumber\": …, \"data\": {…}} and nothing else")
                }
                guard patches.updateValue(patch, forKey: serial) == nil else {
                    throw APIError.badRequest("Could not \(operation): \(serial) is in updates twice (again at updates[\(index)]); merge its changes into one")
                }
            }
            change = try await service.stageUpdates(patches)
        case (nil, .string(let template)?):
            guard case .object(let patch)? = body["data"] else {
                throw APIError.badRequest("Could not \(operation): with template the body needs \"data\", an object of the values to change (null removes one)")
            }
            change = try await service.stageUpdate(template: template, patch: patch)
        default:
            throw APIError.badRequest(
                "Could not \(operation): the body needs \"updates\", an array of {\"serialNumber\", \"data\"}, or \"template\" (a name) with \"data\""
            )
        }
        return .json(
            ["staged": .number(JSONNumber(change.staged.count)), "pending": .number(JSONNumber(change.pending))],
            status: .accepted, headers: [.location: "/api/v1/resigning"]
        )
    }

    @Sendable func resigning(_ request: Request, context: Context) async throws -> Response {
        let (pending, failures) = try await service.resignStatus()
        let items = failures.sorted { $0.key < $1.key }.map { serial, error -> JSONValue in ["serialNumber": .string(serial), "error": .string(error)] }
        return .json(["pending": .number(JSONNumber(pending)), "failures": .array(items)])
    }

    @Sendable func void(_ request: Request, context: Context) async throws -> Response {
        let serial = try context.parameters.decoded("serial")
        let (pass, pushes) = try await service.void(serialNumber: serial, expecting: try Self.condition(request, [:], serial: serial))
        return .json(info(pass, pageToken: try await service.pageToken(of: pass), pushes: pushes), headers: [.eTag: VersionCondition.entityTag(pass.version)])
    }

    @Sendable func download(_ request: Request, context: Context) async throws -> Response {
        let serial = try context.parameters.decoded("serial")
        return Self.passResponse(try await service.archive(serialNumber: serial, kind: .pass), serial: serial)
    }

    @Sendable func preview(_ request: Request, context: Context) async throws -> Response {
        let serial = try await service.item(serialNumber: try context.parameters.decoded("serial"), kind: .pass).serialNumber
        let back = request.uri.queryParameters.get("side") == "both"
        let png = try await service.preview(serialNumber: serial, back: back)
        return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }

    @Sendable func enrollments(_ request: Request, context: Context) async throws -> Response {
        let query = request.uri.queryParameters
        let limit = try Self.limit(query.get("limit"), operation: "list enrollments")
        let list = try await service.enrollments(after: query.get("after"), limit: limit)
        let items = list.map { enrollment -> JSONValue in
            [
                "serialNumber": .string(enrollment.serialNumber), "passTypeIdentifier": .string(enrollment.passTypeIdentifier),
                "requiredPersonalizationInfo": (try? JSONParser().parse(enrollment.info, file: "info").value) ?? .null,
                "receivedAt": .string(APIDates.string(enrollment.received)),
            ]
        }
        let next: JSONValue = list.count == limit ? .string(list.last?.serialNumber ?? "") : .null
        return .json(["enrollments": .array(items), "next": next])
    }

    /// Forgets a pass's enrollment and issues it again with its sign-up, so it can be personalized once more.
    @Sendable func resetEnrollment(_ request: Request, context: Context) async throws -> Response {
        let serial = try context.parameters.decoded("serial")
        let (pass, pushes) = try await service.resetEnrollment(serialNumber: serial)
        return .json(info(pass, pageToken: try await service.pageToken(of: pass), pushes: pushes), headers: [.eTag: VersionCondition.entityTag(pass.version)])
    }

    /// Revokes the pass's page and download links and answers with the pass and its new links.
    @Sendable func renewPageLink(_ request: Request, context: Context) async throws -> Response {
        let serial = try await service.item(serialNumber: try context.parameters.decoded("serial"), kind: .pass).serialNumber
        let (pass, token) = try await service.renewPageLink(serialNumber: serial)
        var fields = info(pass, pageToken: token).objectValue ?? JSONObject()
        if let url = try await service.googleSaveURL(serialNumber: pass.serialNumber) { fields["googleSaveURL"] = .string(url) }
        return .json(.object(fields), headers: [.eTag: VersionCondition.entityTag(pass.version)])
    }

    // MARK: Helpers

    /// ``info(_:pageToken:pushes:)`` with the pass's current page link and its "Add to Google
    /// Wallet" link when Google Wallet is configured.
    func infoWithLinks(_ pass: StoredPass) async throws -> JSONValue {
        var fields = info(pass, pageToken: try await service.pageToken(of: pass)).objectValue ?? JSONObject()
        if let url = try await service.googleSaveURL(serialNumber: pass.serialNumber) { fields["googleSaveURL"] = .string(url) }
        return .object(fields)
    }

    /// The pass as the API shows it; its page and download links carry `pageToken` (``PageLink``).
    func info(_ pass: StoredPass, pageToken: String, pushes: Int? = nil) -> JSONValue {
        .object(IssuerRequests.fields(pass, pageToken: pageToken, publicURL: publicURL, kind: .pass, pushes: pushes))
    }

    /// What the client asked of the current version: `If-Match` (412 when it fails) or `"version"` in the body (409).
    static func condition(_ request: Request, _ body: JSONObject, serial: String) throws -> VersionCondition {
        if let ifMatch = request.headers[.ifMatch] { return VersionCondition(ifMatch: ifMatch) }
        switch body["version"] ?? .null {
        case .null: return .any
        case .number(let number) where Int64(number.text) != nil: return .version(Int64(number.text) ?? 0)
        default:
            throw APIError.badRequest("Could not update the pass \(serial): \"version\" must be the whole number the pass's \"version\" gave")
        }
    }

    /// A request body of the issuer API: a JSON object of at most 1 MiB.
    static func body(_ request: Request, operation: String) async throws -> JSONObject {
        try await request.jsonObject(upTo: 1_048_576, operation: operation, expected: "a JSON object", advice: "Send the data of one pass per request")
    }

    static func limit(_ text: String?, operation: String) throws -> Int {
        try IssuerRequests.limit(text, operation: operation)
    }

    static func passResponse(_ archive: Data, serial: String, kind: PackageKind = .pass) -> Response {
        let name = BatchIssuer.fileName(forSerial: serial, kind: kind)
        return Response(
            status: .ok,
            headers: [
                .contentType: "\(kind.mimeType)", .contentDisposition: "attachment; filename=\"\(name)\"",
                .cacheControl: "no-cache",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: archive))
        )
    }
}
