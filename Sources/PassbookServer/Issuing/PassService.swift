public import Foundation
public import Passbook
import Hummingbird
import Logging
import PassbookRendering
import Prometheus

/// Issues, updates and voids passes: renders a template with a record, signs once, stores the
/// archive and queues the pushes. The HTTP layer and the device simulator sit on top of it.
public final class PassService: Sendable {
    /// The store.
    public let store: any PassStore
    /// The pass type every pass is issued for (from the certificate).
    public let passTypeIdentifier: String
    /// The team of the certificate.
    public let teamIdentifier: String
    /// The `webServiceURL` written into every pass.
    public let webServiceURL: String
    /// The templates, by name.
    public let templates: [String: TemplateIssuer]
    let signal: PushSignal
    let metrics: ServerMetrics
    private let logger: Logger

    init(store: any PassStore, identity: SigningIdentity, templates: [PassTemplate], webServiceURL: String, signal: PushSignal, metrics: ServerMetrics, logger: Logger) throws {
        guard let passType = identity.passTypeIdentifier, let team = identity.teamIdentifier else {
            throw ServerError(
                operation: "start the pass service", reason: "the certificate \(identity.certificate.subject) names no pass type identifier (UID) or team (OU)",
                fix: "Use a Pass Type ID certificate from the Apple Developer account, or one made by passbook certs dev"
            )
        }
        self.store = store
        passTypeIdentifier = passType
        teamIdentifier = team
        self.webServiceURL = webServiceURL
        self.signal = signal
        self.metrics = metrics
        self.logger = logger
        let overrides: JSONObject = [
            "passTypeIdentifier": .string(passType), "teamIdentifier": .string(team), "webServiceURL": .string(webServiceURL),
        ]
        var issuers: [String: TemplateIssuer] = [:]
        for template in templates {
            issuers[template.name] = try TemplateIssuer(template: template, identity: identity, overrides: overrides)
        }
        self.templates = issuers
    }

    // MARK: Issuing

    /// Creates a pass from `template` and `data` (values by the names `template.json` declares,
    /// nested objects for dotted names); the serial number is made when not given.
    public func create(template name: String, data: JSONObject, serialNumber: String? = nil, now: Date = Date()) async throws -> StoredPass {
        let serial = serialNumber ?? SerialNumbers.random()
        try Self.checkSerial(serial)
        if try await store.pass(serialNumber: serial) != nil {
            throw APIError(.conflict, "Could not create the pass \(serial): a pass with this serial number exists. Leave serialNumber out to have one made, or update the existing pass")
        }
        let token = SerialNumbers.token()
        let issued = try issue(template: name, data: data, serial: serial, token: token, voided: false, now: now)
        let stored: StoredPass
        do {
            stored = try await store.insert(
                StoredPass(serialNumber: serial, passTypeIdentifier: passTypeIdentifier, template: name, data: JSONWriter(style: .compact).data(from: .object(data)), authenticationToken: token),
                archive: issued.archive, now: now
            )
        } catch let conflict as StoreConflict {
            throw APIError(.conflict, conflict.description)
        }
        metrics.passesIssued.increment()
        logger.info("pass issued", metadata: ["serial": .string(serial), "template": .string(name)])
        return stored
    }

    /// Applies `patch` to the pass's data (a JSON merge patch: `null` removes a value), renders and
    /// signs the new version once, stores it and queues a push to every registered device.
    public func update(serialNumber: String, patch: JSONObject, now: Date = Date()) async throws -> (pass: StoredPass, pushes: Int) {
        try await change(serialNumber: serialNumber, now: now) { current in (Self.merge(current, patch), nil) }
    }

    /// Voids the pass (Wallet shows it as void and stops its barcode) and pushes the change.
    public func void(serialNumber: String, now: Date = Date()) async throws -> (pass: StoredPass, pushes: Int) {
        try await change(serialNumber: serialNumber, now: now) { current in (current, true) }
    }

    private func change(serialNumber: String, now: Date, _ transform: (JSONObject) throws -> (JSONObject, Bool?)) async throws -> (pass: StoredPass, pushes: Int) {
        // Optimistic: render from the version read, store only if it is still the current one.
        for _ in 0..<5 {
            guard let current = try await store.pass(serialNumber: serialNumber) else {
                throw APIError.notFound("Could not update the pass \(serialNumber): there is no such pass. List passes with GET /api/v1/passes")
            }
            let (data, voided) = try transform(try Self.object(current.data))
            let isVoided = voided ?? current.voided
            let issued = try issue(template: current.template, data: data, serial: current.serialNumber, token: current.authenticationToken, voided: isVoided, now: now)
            let update = PassUpdate(basedOnVersion: current.version, data: JSONWriter(style: .compact).data(from: .object(data)), archive: issued.archive, voided: isVoided)
            if let result = try await store.update(serialNumber: serialNumber, with: update, now: now) {
                metrics.passesUpdated.increment()
                logger.info("pass updated", metadata: ["serial": .string(serialNumber), "version": .stringConvertible(result.pass.version), "pushes": .stringConvertible(result.pushes)])
                if result.pushes > 0 { signal.wake() }
                return result
            }
        }
        throw APIError(.conflict, "Could not update the pass \(serialNumber): it kept changing under other updates. Try again")
    }

    /// The signed archive of the pass's current version.
    public func archive(serialNumber: String) async throws -> Data {
        guard let archive = try await store.archive(serialNumber: serialNumber) else {
            throw APIError.notFound("Could not send the pass \(serialNumber): there is no such pass")
        }
        return archive
    }

    /// A PNG preview of the pass's current version (front, or both sides stacked).
    public func preview(serialNumber: String, back: Bool = false, scale: Int = 2) async throws -> Data {
        let archive = try await archive(serialNumber: serialNumber)
        do {
            let package = try PassSource(archive: archive, name: "\(serialNumber).pkpass").package()
            return try PassPreview(package, options: PreviewOptions(scale: scale)).render(back ? [.front, .back] : [.front], format: .png)
        } catch {
            throw APIError(.internalServerError, "Could not draw the preview of \(serialNumber): \(error)")
        }
    }

    // MARK: Helpers

    private func issue(template name: String, data: JSONObject, serial: String, token: String, voided: Bool, now: Date) throws -> TemplateIssuer.Issued {
        guard let issuer = templates[name] else {
            let known = templates.keys.sorted().joined(separator: ", ")
            throw APIError.unprocessable("Could not issue a pass from the template \(name): there is no such template. Known templates: \(known)")
        }
        var record: TemplateRecord
        do {
            record = try TemplateRecord(object: data, location: "pass \(serial)")
        } catch {
            throw APIError.unprocessable("\(error)")
        }
        // A name the template does not declare would be stored and never shown: most often a typo.
        let description = issuer.template.description
        if let unknown = record.values.keys.sorted().first(where: { !description.accepts($0) }) {
            let hint = description.closestName(to: unknown).map { "Did you mean \($0)? " } ?? ""
            throw APIError.unprocessable(
                "Could not issue the pass \(serial) from the template \(name): the data holds \(unknown), which the template does not declare. "
                    + hint + "Its values are: " + description.variables.map(\.name).joined(separator: ", ")
            )
        }
        record.values["serialNumber"] = .string(serial)
        record.values["authenticationToken"] = .string(token)
        var overrides: JSONObject = ["serialNumber": .string(serial), "authenticationToken": .string(token)]
        if voided { overrides["voided"] = .bool(true) }
        do {
            return try issuer.issue(record, overrides: overrides, signingTime: now)
        } catch let error as PassbookError where error.code == .invalidRecord || error.code == .invalidTemplate {
            throw APIError.unprocessable(error.description)
        }
    }

    static func object(_ data: Data) throws -> JSONObject {
        guard case .object(let object) = try JSONParser().parse(data, file: "data").value else {
            throw APIError(.internalServerError, "The stored data is not a JSON object")
        }
        return object
    }

    /// RFC 7396 merge patch.
    static func merge(_ target: JSONObject, _ patch: JSONObject) -> JSONObject {
        var result = target
        for (key, value) in patch {
            switch value {
            case .null: result[key] = nil
            case .object(let inner):
                if case .object(let existing) = result[key] ?? .null {
                    result[key] = .object(merge(existing, inner))
                } else {
                    result[key] = .object(merge(JSONObject(), inner))
                }
            default: result[key] = value
            }
        }
        return result
    }

    static func checkSerial(_ serial: String) throws {
        guard !serial.isEmpty, serial.count <= 200, !serial.contains(where: { $0.isNewline || $0 == "/" }) else {
            throw APIError.badRequest("Could not create the pass: the serial number \"\(serial.prefix(40))\" is empty, longer than 200 characters, or holds a slash or line break. Use letters, digits, '-' and '_'")
        }
    }
}
