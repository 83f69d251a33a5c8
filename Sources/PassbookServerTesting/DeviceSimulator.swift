public import Foundation
import PassbookServer
import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import Passbook

/// Plays a Wallet device against a running service, the way Wallet does, and checks every answer:
/// creates a pass through the issuer API, registers for it, has it updated, sees the push (when a
/// test APNs server is given), lists the changed serial numbers since its tag, downloads the new
/// version (200 with `Last-Modified`), asks again with `If-Modified-Since` (304) and unregisters.
/// When the service has an order template it then plays an order-tracking device too
/// (``trackOrder(_:template:variables:device:apns:passed:)``).
public struct DeviceSimulator: Sendable {
    /// One step and what was seen.
    public struct Step: Sendable {
        /// What was checked.
        public var name: String
        /// What the service answered.
        public var detail: String
    }

    /// A check that did not hold.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The step.
        public var step: String
        /// What was expected and what came.
        public var problem: String
        public var description: String { "The device simulation failed at \"\(step)\": \(problem)" }
    }

    /// The service's public address, such as `http://127.0.0.1:8080`.
    public var baseURL: String
    /// An issuer API key.
    public var apiKey: String
    /// The template to issue from; the first one when `nil`.
    public var template: String?
    /// How long to wait for the push at the test APNs server.
    public var pushTimeout: TimeInterval = 20

    /// Creates a simulator.
    public init(baseURL: String, apiKey: String, template: String? = nil) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.apiKey = apiKey
        self.template = template
    }

    /// Runs every step; `apns` is the test APNs server the service pushes to, if any.
    /// `progress` is called after each step that held.
    @discardableResult
    public func run(apns: APNsTestServer? = nil, progress: @Sendable (Step) -> Void = { _ in }) async throws -> [Step] {
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        do {
            let steps = try await run(http: http, apns: apns, progress: progress)
            try await http.shutdown()
            return steps
        } catch {
            try? await http.shutdown()
            throw error
        }
    }

    private func run(http: HTTPClient, apns: APNsTestServer?, progress: @Sendable (Step) -> Void) async throws -> [Step] {
        var steps: [Step] = []
        func passed(_ name: String, _ detail: String) {
            let step = Step(name: name, detail: detail)
            steps.append(step)
            progress(step)
        }
        let bearer = ["Authorization": "Bearer \(apiKey)"]

        // The pass.
        var step = "list the templates"
        let templates = try await call(http, step, "GET", "/api/v1/templates", headers: bearer, expect: [200])
        guard case .array(let list) = try json(templates, step)["templates"] ?? .null,
              let chosen = list.compactMap({ $0.objectValue }).first(where: {
                  $0["kind"] != .string("order") && (template == nil || $0["name"] == .string(template ?? ""))
              }),
              case .string(let templateName) = chosen["name"] ?? .null
        else { throw Failure(step: step, problem: "no template \(template ?? "") in the answer") }
        let (data, changeable) = Self.examples(chosen["variables"])
        passed(step, "template \(templateName)")

        step = "create a pass through the issuer API"
        let (serial, token, passType) = try await create(http, step, template: templateName, data: data)
        passed(step, "serial \(serial)")

        let device = "sim" + SerialNumbers.token().filter(\.isLetter).prefix(20)
        let pushToken = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let registration = "/passes/v1/devices/\(device)/registrations/\(passType)/\(URLPath.segment(serial))"
        let apple = ["Authorization": "ApplePass \(token)"]

        step = "register with a wrong token"
        _ = try await call(http, step, "POST", registration, headers: ["Authorization": "ApplePass wrong-\(token)"], body: .object(["pushToken": .string(pushToken)]), expect: [401])
        passed(step, "401")

        step = "register the device"
        _ = try await call(http, step, "POST", registration, headers: apple, body: .object(["pushToken": .string(pushToken)]), expect: [201])
        passed(step, "201 Created")

        step = "register the device again"
        _ = try await call(http, step, "POST", registration, headers: apple, body: .object(["pushToken": .string(pushToken)]), expect: [200])
        passed(step, "200 OK")

        let serialsPath = "/passes/v1/devices/\(device)/registrations/\(passType)"
        step = "list the device's passes"
        let first = try json(try await call(http, step, "GET", serialsPath, expect: [200]), step)
        guard first["serialNumbers"] == .array([.string(serial)]), case .string(let firstTag) = first["lastUpdated"] ?? .null else {
            throw Failure(step: step, problem: "expected serialNumbers [\(serial)] and a string lastUpdated, got \(JSONWriter(style: .compact).string(from: .object(first)))")
        }
        passed(step, "[\(serial)], lastUpdated \(firstTag)")

        let passPath = "/passes/v1/passes/\(passType)/\(URLPath.segment(serial))"
        step = "download the pass"
        let download = try await call(http, step, "GET", passPath, headers: apple, expect: [200])
        guard download.headers.first(name: "content-type") == "application/vnd.apple.pkpass", let firstModified = download.headers.first(name: "last-modified") else {
            throw Failure(step: step, problem: "expected Content-Type application/vnd.apple.pkpass and a Last-Modified header")
        }
        let pass = try PassSource(archive: Data(download.body.readableBytesView)).package().pass
        // The public address may be another than the one spoken to (a TLS proxy in front): the path is the service's.
        guard pass.serialNumber == serial, pass.webServiceURL?.hasSuffix("/passes/") == true, pass.authenticationToken == token else {
            throw Failure(step: step, problem: "the pass's serialNumber, webServiceURL or authenticationToken is not what the API said (webServiceURL \(pass.webServiceURL ?? "none"))")
        }
        passed(step, "200, \(download.body.readableBytes) bytes, Last-Modified \(firstModified)")

        step = "ask with If-Modified-Since before any change"
        _ = try await call(http, step, "GET", passPath, headers: apple.merging(["If-Modified-Since": firstModified]) { $1 }, expect: [304])
        passed(step, "304")

        step = "update the pass through the issuer API"
        guard let field = changeable else {
            throw Failure(step: step, problem: "the template \(templateName) declares no text value with an example to change; choose another with --template")
        }
        var patch = JSONObject()
        patch.set(dottedName: field, to: .string("Updated by the device simulator"))
        let updated = try json(try await call(http, step, "PATCH", "/api/v1/passes/\(URLPath.segment(serial))", headers: bearer, body: .object(["data": .object(patch)]), expect: [200]), step)
        guard case .number(let queued) = updated["pushesQueued"] ?? .null, (queued.intValue ?? 0) >= 1 else {
            throw Failure(step: step, problem: "expected pushesQueued ≥ 1 for the registered device")
        }
        passed(step, "\(field) changed, \(queued) push queued")

        if let apns {
            step = "receive the push at the test APNs server"
            try await receivePush(apns, pushToken: pushToken, topic: passType, step: step)
            passed(step, "apns-topic \(passType), body {}")
        }

        step = "list the passes changed since the tag"
        let second = try json(try await call(http, step, "GET", serialsPath + "?passesUpdatedSince=\(firstTag)", expect: [200]), step)
        guard second["serialNumbers"] == .array([.string(serial)]), case .string(let secondTag) = second["lastUpdated"] ?? .null, secondTag != firstTag else {
            throw Failure(step: step, problem: "expected [\(serial)] and a new lastUpdated, got \(JSONWriter(style: .compact).string(from: .object(second)))")
        }
        passed(step, "[\(serial)], lastUpdated \(secondTag)")

        step = "list again since the new tag"
        _ = try await call(http, step, "GET", serialsPath + "?passesUpdatedSince=\(secondTag)", expect: [204])
        passed(step, "204")

        step = "download the new version"
        let newer = try await call(http, step, "GET", passPath, headers: apple.merging(["If-Modified-Since": firstModified]) { $1 }, expect: [200])
        guard let newModified = newer.headers.first(name: "last-modified"), newModified != firstModified else {
            throw Failure(step: step, problem: "expected a new Last-Modified")
        }
        let newPass = try PassSource(archive: Data(newer.body.readableBytesView)).package()
        guard newPass.pass.serialNumber == serial, let newJSON = newPass.files["pass.json"] ?? (try? newPass.pass.jsonData()),
              String(decoding: newJSON, as: UTF8.self).contains("Updated by the device simulator")
        else { throw Failure(step: step, problem: "the downloaded pass does not carry the update") }
        passed(step, "200, Last-Modified \(newModified)")

        step = "ask with If-Modified-Since the new date"
        _ = try await call(http, step, "GET", passPath, headers: apple.merging(["If-Modified-Since": newModified]) { $1 }, expect: [304])
        passed(step, "304")

        step = "unregister the device"
        _ = try await call(http, step, "DELETE", registration, headers: apple, expect: [200])
        _ = try await call(http, step, "GET", serialsPath, expect: [204])
        passed(step, "200, then 204 for the device's list")

        if let personalizable = list.compactMap({ $0.objectValue }).first(where: { $0["personalizable"] == .bool(true) }),
           case .string(let rewardsTemplate) = personalizable["name"] ?? .null {
            try await enroll(http, template: rewardsTemplate, variables: personalizable["variables"], device: device, apns: apns, passed: passed)
        }
        if let orderTemplate = list.compactMap({ $0.objectValue }).first(where: { $0["kind"] == .string("order") }),
           case .string(let orderTemplateName) = orderTemplate["name"] ?? .null {
            try await trackOrder(http, template: orderTemplateName, variables: orderTemplate["variables"], device: device, apns: apns, passed: passed)
        }
        return steps
    }

    /// Rewards enrollment as Wallet does it (spec §6.6): a personalizable pass, the sign-up posted
    /// with its token, the signed token back, and the pass issued again without the sign-up.
    private func enroll(
        _ http: HTTPClient, template: String, variables: JSONValue?, device: String, apns: APNsTestServer?, passed: (String, String) -> Void
    ) async throws {
        let bearer = ["Authorization": "Bearer \(apiKey)"]
        var step = "create a personalizable pass"
        let (serial, token, passType) = try await create(http, step, template: template, data: Self.examples(variables).data)
        let apple = ["Authorization": "ApplePass \(token)"]
        let passPath = "/passes/v1/passes/\(passType)/\(URLPath.segment(serial))"
        let offered = try PassSource(archive: Data(try await call(http, step, "GET", passPath, headers: apple, expect: [200]).body.readableBytesView))
        guard offered.files["personalization.json"] != nil else {
            throw Failure(step: step, problem: "the pass of the template \(template) has no personalization.json")
        }
        passed(step, "serial \(serial) from \(template), with personalization.json")

        let pushToken = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let rewardsDevice = device + "r"
        step = "register the device for the personalizable pass"
        _ = try await call(http, step, "POST", "/passes/v1/devices/\(rewardsDevice)/registrations/\(passType)/\(URLPath.segment(serial))", headers: apple, body: .object(["pushToken": .string(pushToken)]), expect: [201])
        passed(step, "201 Created")

        step = "sign up (personalize)"
        let personalizationToken = "sim-" + SerialNumbers.token()
        let name = "Simulated Member"
        let signature = try await call(
            http, step, "POST", passPath + "/personalize", headers: apple,
            body: ["personalizationToken": .string(personalizationToken), "requiredPersonalizationInfo": ["fullName": .string(name), "emailAddress": "member@example.com"]],
            expect: [200]
        )
        // A DER SEQUENCE holding the signedData content type (1.2.840.113549.1.7.2).
        let der = Array(signature.body.readableBytesView)
        let signedData: [UInt8] = [0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]
        guard signature.headers.first(name: "content-type") == "application/octet-stream", der.first == 0x30,
              der.count > 200, (0...(der.count - signedData.count)).contains(where: { Array(der[$0..<($0 + signedData.count)]) == signedData })
        else { throw Failure(step: step, problem: "expected a PKCS #7 signedData (application/octet-stream), got \(der.count) bytes") }
        passed(step, "200, a \(der.count)-byte PKCS #7 signature of the token")

        step = "see the enrollment in the issuer API"
        let enrollments = try json(try await call(http, step, "GET", "/api/v1/enrollments?limit=1000", headers: bearer, expect: [200]), step)
        guard case .array(let all) = enrollments["enrollments"] ?? .null,
              all.compactMap(\.objectValue).contains(where: { $0["serialNumber"] == .string(serial) && $0["requiredPersonalizationInfo"]?.objectValue?["fullName"] == .string(name) })
        else { throw Failure(step: step, problem: "GET /api/v1/enrollments does not list \(serial) with the name sent") }
        passed(step, "listed with fullName \(name)")

        if let apns {
            step = "receive the push for the personalized pass"
            let pushes = await apns.wait(timeout: pushTimeout) { $0.contains { $0.deviceToken == pushToken } }
            guard pushes.contains(where: { $0.deviceToken == pushToken }) else {
                throw Failure(step: step, problem: "no push for the device's token within \(Int(pushTimeout)) s")
            }
            passed(step, "pushed")
        }

        step = "download the personalized pass"
        let personalized = try PassSource(archive: Data(try await call(http, step, "GET", passPath, headers: apple, expect: [200]).body.readableBytesView))
        guard personalized.files["personalization.json"] == nil, !personalized.files.keys.contains(where: { $0.contains("personalizationLogo") }),
              String(decoding: personalized.files["pass.json"] ?? Data(), as: UTF8.self).contains(name)
        else { throw Failure(step: step, problem: "expected the pass without personalization.json and its logo, with the member's name") }
        passed(step, "no personalization.json, the member's name on the pass")
    }

    /// Waits for the push to `pushToken` at the test APNs server: on `topic`, with the empty body.
    func receivePush(_ apns: APNsTestServer, pushToken: String, topic: String, step: String) async throws {
        let pushes = await apns.wait(timeout: pushTimeout) { $0.contains { $0.deviceToken == pushToken } }
        guard let push = pushes.first(where: { $0.deviceToken == pushToken }) else {
            throw Failure(step: step, problem: "no push for the device's token within \(Int(pushTimeout)) s")
        }
        guard push.topic == topic, push.body == "{}" else {
            throw Failure(step: step, problem: "expected apns-topic \(topic) and body {}, got \(push.topic) and \(push.body)")
        }
    }

    /// A record of a template's example values (as `GET /api/v1/templates` lists them), and the
    /// first text value an update can change.
    static func examples(_ variables: JSONValue?) -> (data: JSONObject, changeable: String?) {
        var data = JSONObject()
        var changeable: String?
        for variable in (variables?.arrayValue ?? []).compactMap(\.objectValue) {
            guard case .string(let name) = variable["name"] ?? .null, let example = variable["example"], !example.isNull else { continue }
            data.set(dottedName: name, to: example)
            if changeable == nil, variable["type"] == .string("string"), case .string = example { changeable = name }
        }
        return (data, changeable)
    }

    /// Creates a pass through the issuer API; its serial number, token and pass type.
    private func create(_ http: HTTPClient, _ step: String, template: String, data: JSONObject) async throws -> (serial: String, token: String, passType: String) {
        let body: JSONValue = ["template": .string(template), "data": .object(data)]
        let created = try json(try await call(http, step, "POST", "/api/v1/passes", headers: ["Authorization": "Bearer \(apiKey)"], body: body, expect: [201]), step)
        guard case .string(let serial) = created["serialNumber"] ?? .null, case .string(let token) = created["authenticationToken"] ?? .null,
              case .string(let passType) = created["passTypeIdentifier"] ?? .null
        else { throw Failure(step: step, problem: "the answer lacks serialNumber, authenticationToken or passTypeIdentifier") }
        return (serial, token, passType)
    }

    struct Answer {
        var status: Int
        var headers: HTTPHeaders
        var body: ByteBuffer
    }

    func call(_ http: HTTPClient, _ step: String, _ method: String, _ path: String, headers: [String: String] = [:], body: JSONValue? = nil, expect: [Int]) async throws -> Answer {
        var request = HTTPClientRequest(url: baseURL + path)
        request.method = HTTPMethod(rawValue: method)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: JSONWriter(style: .compact).data(from: body)))
        }
        let response: HTTPClientResponse
        let bytes: ByteBuffer
        do {
            response = try await http.execute(request, timeout: .seconds(30))
            bytes = try await response.body.collect(upTo: 10 * 1_048_576)
        } catch {
            throw Failure(step: step, problem: "\(method) \(path) failed: \(error)")
        }
        let status = Int(response.status.code)
        guard expect.contains(status) else {
            throw Failure(step: step, problem: "\(method) \(path) answered \(status), expected \(expect.map(String.init).joined(separator: " or ")): \(String(buffer: bytes).prefix(300))")
        }
        return Answer(status: status, headers: response.headers, body: bytes)
    }

    func json(_ answer: Answer, _ step: String) throws -> JSONObject {
        guard case .object(let object)? = try? JSONParser().parse(Array(answer.body.readableBytesView), file: "answer").value else {
            throw Failure(step: step, problem: "the answer is not a JSON object")
        }
        return object
    }
}
