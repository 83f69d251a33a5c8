public import Foundation
public import Passbook
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import PassbookRendering
import Prometheus

/// Everything the service does, whoever asks: the issuer API, Apple's web services, the pass page
/// and the device simulator all go through here, never to the store directly. It renders a
/// template with a record, signs once, stores the archive and queues the pushes.
///
/// Orders live beside passes: rows of the same tables, an order's identifier in the serial
/// number's place and its order type in the pass type's, so registrations, the push queue,
/// background signing and several instances work the same for both. Identifiers are unique
/// across the service, passes and orders together.
public final class PassService: Sendable {
    /// The store.
    public let store: any PassStore
    /// The pass type every pass is issued for (from the certificate).
    public let passTypeIdentifier: String
    /// The team of the certificate.
    public let teamIdentifier: String
    /// The `webServiceURL` written into every pass.
    public let webServiceURL: String
    /// The order type orders are issued for (from the Order Type ID certificate), when the service has one.
    public let orderTypeIdentifier: String?
    /// The `webServiceURL` written into every order.
    public let orderWebServiceURL: String?
    /// Templates that are not served, by name, and why (an order template without an order certificate).
    public let skippedTemplates: [String: String]
    /// The templates, by name.
    public var templates: [String: TemplateIssuer] { issuers.mapValues(\.issuer) }
    /// The templates' issuers by name, each behind one reference: reading one for a pass retains
    /// that reference, where a copy of the issuer retained every member of its template, example
    /// context and builders (retains and releases were 8% of background signing; make bench:
    /// "background signing, no devices, SQLite").
    let issuers: [String: SharedIssuer]
    /// What the log endpoint keeps.
    public let logRetention: LogRetention
    /// Devices a pass may have registered: a pass's token registers made-up devices no further.
    public let maximumDevicesPerPass: Int
    let identity: SigningIdentity
    /// The identity that signs orders.
    let orderIdentity: SigningIdentity?
    let signal: PushSignal
    /// Wakes this instance's background signer when a change is staged.
    let resignSignal: PushSignal
    /// Passes a staged change hands straight to this instance's background signer.
    let resignHandover: ResignHandover
    /// The last failures of background signing, by serial number (a few, for the issuer API).
    let resignErrors = NIOLockedValueBox<[ByteString: String]>([:])
    let metrics: ServerMetrics
    let logger: Logger
    /// Signed archives by serial and version: Wallet asks for the same pass from every device.
    let archives: ByteCache
    /// By template: a digest of the template's files and of what the service writes into every
    /// pass, kept with each pass so a change of either has the passes signed again.
    let templateDigests: [String: String]
    /// The current version of passes, when the store notifies every change (PostgreSQL).
    let latestPasses: LatestPasses?
    /// Google Wallet links and updates, when configured.
    let google: GoogleWallet?
    /// Previews by serial, side and version: drawing one costs far more than sending it.
    private let previews: ByteCache

    init(
        store: any PassStore, identity: SigningIdentity, templates: [PassTemplate], webServiceURL: String, signal: PushSignal, metrics: ServerMetrics,
        logger: Logger, logRetention: LogRetention = LogRetention(), cacheBytes: Int = 64 << 20, latestPasses: LatestPasses? = nil,
        google: GoogleWallet? = nil, maximumDevicesPerPass: Int = ClientLimits().maximumDevicesPerPass,
        orderIdentity: SigningIdentity? = nil, orderWebServiceURL: String? = nil
    ) throws {
        guard let passType = identity.passTypeIdentifier, let team = identity.teamIdentifier else {
            throw ServerError(
                operation: "start the pass service", reason: "the certificate \(identity.certificate.subject) names no pass type identifier (UID) or team (OU)",
                fix: "Use a Pass Type ID certificate from the Apple Developer account, or one made by passbook certs dev"
            )
        }
        self.store = store
        resignSignal = PushSignal()
        resignHandover = ResignHandover(signal: resignSignal)
        self.identity = identity
        self.orderIdentity = orderIdentity
        let orderType = orderIdentity?.certificate.certifiedOrderTypeIdentifier
        if let orderIdentity, orderType == nil {
            throw ServerError(
                operation: "start the order service", reason: "the order certificate \(orderIdentity.certificate.subject) is not an Order Type ID certificate",
                fix: "Give --order-certificate the Order Type ID certificate of the Apple Developer account, or one made by passbook certs dev --order-type-id"
            )
        }
        orderTypeIdentifier = orderIdentity == nil ? nil : orderType
        self.orderWebServiceURL = orderWebServiceURL
        passTypeIdentifier = passType
        teamIdentifier = team
        self.webServiceURL = webServiceURL
        self.signal = signal
        self.metrics = metrics
        self.logger = logger
        self.logRetention = logRetention
        self.maximumDevicesPerPass = max(1, maximumDevicesPerPass)
        self.latestPasses = latestPasses
        self.google = google
        archives = ByteCache(budget: cacheBytes * 3 / 4)
        previews = ByteCache(budget: cacheBytes / 4)
        let overrides: JSONObject = [
            "passTypeIdentifier": .string(passType), "teamIdentifier": .string(team), "webServiceURL": .string(webServiceURL),
        ]
        var issuers: [String: SharedIssuer] = [:]
        var digests: [String: String] = [:]
        var skipped: [String: String] = [:]
        for template in templates {
            guard template.kind == .order else {
                issuers[template.name] = SharedIssuer(try TemplateIssuer(template: template, identity: identity, overrides: overrides))
                digests[template.name] = Manifest.sha1(Data("\(template.digest)\n\(passType)\n\(team)\n\(webServiceURL)".utf8))
                continue
            }
            guard let orderIdentity, let orderType, let orderWebServiceURL else {
                skipped[template.name] = "it makes orders, and no Order Type ID certificate is given (--order-certificate, or --order-dev-certs)"
                continue
            }
            guard orderWebServiceURL.lowercased().hasPrefix("https://") else {
                skipped[template.name] = "it makes orders, whose webServiceURL Wallet takes only over HTTPS, and the public address is plain HTTP; give --public-url https://…"
                continue
            }
            // The token is each order's own (set when it is issued); the example gets one of the right length.
            let orderOverrides: JSONObject = [
                "orderTypeIdentifier": .string(orderType), "webServiceURL": .string(orderWebServiceURL),
                "authenticationToken": .string("example-authentication-token-0001"),
            ]
            issuers[template.name] = SharedIssuer(try TemplateIssuer(template: template, identity: orderIdentity, overrides: orderOverrides))
            digests[template.name] = Manifest.sha1(Data("\(template.digest)\n\(orderType)\n\(orderWebServiceURL)".utf8))
        }
        self.issuers = issuers
        templateDigests = digests
        skippedTemplates = skipped
    }

    // MARK: Issuing

    /// Creates a pass from `template` and `data` (values by the names `template.json` declares,
    /// nested objects for dotted names); the serial number is made when not given.
    public func create(template name: String, data: JSONObject, serialNumber: String? = nil, now: Date = Date()) async throws -> StoredPass {
        try await create(template: name, data: data, serialNumber: serialNumber, kind: .pass, now: now)
    }

    /// Creates a pass or an order (as `kind` says, which the template must make) from `template`
    /// and `data`; its serial number (order identifier) is made when not given.
    public func create(template name: String, data: JSONObject, serialNumber: String? = nil, kind: PackageKind, now: Date = Date()) async throws -> StoredPass {
        let made = try templateKind(name, operation: "create the \(kind.name)")
        guard made == kind else {
            throw APIError.unprocessable(
                "Could not create the \(kind.name): the template \(name) makes \(made.name)s. "
                    + (made == .order ? "Create orders with POST /api/v1/orders" : "Create passes with POST /api/v1/passes")
            )
        }
        let serial = serialNumber ?? issuers[name]?.issuer.template.newSerialNumber() ?? SerialNumbers.random()
        try Self.checkSerial(serial)
        let token = SerialNumbers.token()
        let encoded = JSONWriter(style: .compact).data(from: .object(data))
        try Self.checkDataSize(encoded, serial: serial)
        let issued = try issue(template: name, data: data, serial: serial, token: token, voided: false, personalized: false, now: now)
        let stored: StoredPass
        do {
            // No copy of pass.json beside the archive: it is stored (not deflated) inside, so the
            // pass page reads it from there, and every write of a pass is a third smaller.
            stored = try await store.insert(
                StoredPass(
                    serialNumber: serial, passTypeIdentifier: kind == .order ? orderTypeIdentifier ?? "" : passTypeIdentifier, template: name, data: encoded,
                    authenticationToken: token, templateDigest: templateDigests[name]
                ),
                archive: issued.archive, sharedPrefix: issued.parts.prefix, passJSON: nil, now: now
            )
        } catch is StoreConflict {
            let field = kind == .order ? "orderIdentifier" : "serialNumber"
            throw APIError(
                .conflict,
                "Could not create the \(kind.name) \(serial): a pass or order with this identifier exists. Leave \(field) out to have one made, or update the existing \(kind.name)"
            )
        }
        archives.put(serial, version: stored.version, bytes: issued.archive)
        metrics.passesIssued.increment()
        logger.info("\(kind.name) issued", metadata: ["serial": .string(serial), "template": .string(name)])
        return stored
    }

    /// The pass with this serial number.
    public func pass(serialNumber: String) async throws -> StoredPass {
        guard let pass = try await store.pass(serialNumber: serialNumber) else {
            throw APIError.notFound("There is no pass \(serialNumber). List passes with GET /api/v1/passes")
        }
        return pass
    }

    /// The pass (or order, as `kind` says) with this identifier; one of the other kind is not found,
    /// with a pointer to its own route.
    public func item(serialNumber: String, kind: PackageKind) async throws -> StoredPass {
        let route = kind == .order ? "orders" : "passes"
        guard let item = try await store.pass(serialNumber: serialNumber) else {
            throw APIError.notFound("There is no \(kind.name) \(serialNumber). List \(route) with GET /api/v1/\(route)")
        }
        let found = self.kind(of: item)
        guard found == kind else {
            let other = found == .order ? "orders" : "passes"
            throw APIError.notFound("There is no \(kind.name) \(serialNumber): it is \(found == .order ? "an order" : "a pass"); find it under /api/v1/\(other)/\(URLPath.segment(serialNumber))")
        }
        return item
    }

    /// Whether a stored item is an order (its type is the service's order type) or a pass.
    public func kind(of item: StoredPass) -> PackageKind {
        orderTypeIdentifier.map { Self.same($0, item.passTypeIdentifier) } == true ? .order : .pass
    }

    /// What the template makes, or 422 naming the known templates.
    func templateKind(_ name: String, operation: String) throws -> PackageKind {
        guard let shared = issuers[name] else {
            let known = issuers.keys.sorted().joined(separator: ", ")
            let skipped = skippedTemplates[name].map { " The template \(name) is not served: \($0)." } ?? ""
            throw APIError.unprocessable("Could not \(operation) from the template \(name): there is no such template.\(skipped) Known templates: \(known)")
        }
        return shared.issuer.template.kind
    }

    /// Passes matching `query`, by serial number.
    public func passes(matching query: PassQuery) async throws -> [StoredPass] {
        try await store.passes(matching: query)
    }

    /// Applies `patch` to the pass's data (a JSON merge patch: `null` removes a value), renders and
    /// signs the new version once, stores it and queues a push to every registered device.
    ///
    /// Concurrent updates of one pass are applied one after the other, each to the version the
    /// other wrote, so none is lost; with `expecting` the caller asks for a conflict instead when
    /// the pass is no longer at the version it read.
    public func update(serialNumber: String, patch: JSONObject, expecting: VersionCondition = .any, now: Date = Date()) async throws -> (pass: StoredPass, pushes: Int) {
        try await update(serialNumber: serialNumber, patch: patch, kind: nil, expecting: expecting, now: now)
    }

    /// ``update(serialNumber:patch:expecting:now:)`` of an item that must be of `kind` (any when `nil`).
    public func update(serialNumber: String, patch: JSONObject, kind: PackageKind?, expecting: VersionCondition = .any, now: Date = Date()) async throws -> (pass: StoredPass, pushes: Int) {
        try await change(serialNumber: serialNumber, kind: kind, expecting: expecting, now: now) { current in
            Change(data: Self.merge(current, patch))
        }
    }

    /// Voids the pass (Wallet shows it as void and stops its barcode) and pushes the change.
    public func void(serialNumber: String, expecting: VersionCondition = .any, now: Date = Date()) async throws -> (pass: StoredPass, pushes: Int) {
        try await change(serialNumber: serialNumber, kind: .pass, expecting: expecting, now: now) { current in
            Change(data: current, voided: true)
        }
    }

    /// What a change makes of the current data.
    private struct Change {
        var data: JSONObject
        var voided: Bool?
        var personalized: Bool?
    }

    private func change(
        serialNumber: String, kind: PackageKind? = nil, expecting: VersionCondition, now: Date, _ transform: (JSONObject) throws -> Change
    ) async throws -> (pass: StoredPass, pushes: Int) {
        // Optimistic: render and sign from the version read (outside any transaction, so the
        // signature never holds a lock), store only if it is still the current one, else again
        // from the version that won. Each round one writer wins, so this ends; the bound is for
        // a pass changed faster than it can be signed.
        var attempt = 0
        while true {
            attempt += 1
            let current = if let kind { try await item(serialNumber: serialNumber, kind: kind) } else { try await pass(serialNumber: serialNumber) }
            try expecting.check(current)
            let change = try transform(try Self.object(current.data))
            let isOrder = self.kind(of: current) == .order
            let voided = change.voided ?? current.voided
            let personalized = change.personalized ?? current.personalized
            let data = JSONWriter(style: .compact).data(from: .object(change.data))
            try Self.checkDataSize(data, serial: serialNumber)
            let issued = try issue(
                template: current.template, data: change.data, serial: current.serialNumber, token: current.authenticationToken,
                voided: voided, personalized: personalized, now: signingTime(of: current, now: now)
            )
            var update = PassUpdate(
                basedOnVersion: current.version, basedOnMark: current.resignMark, data: data,
                archive: issued.archive, voided: voided, personalized: change.personalized,
                templateDigest: templateDigests[current.template], syncsGoogleWallet: google != nil && !isOrder
            )
            update.parts = issued.parts
            if let result = try await store.update(serialNumber: serialNumber, with: update, now: now) {
                archives.put(serialNumber, version: result.pass.version, bytes: issued.archive)
                metrics.passesUpdated.increment()
                logger.info("pass updated", metadata: ["serial": .string(serialNumber), "version": .stringConvertible(result.pass.version), "pushes": .stringConvertible(result.pushes)])
                if result.pushes > 0 { signal.wake() }
                return result
            }
            guard expecting == .any else {
                throw expecting.failure(serialNumber: serialNumber, current: nil)
            }
            guard attempt < 64 else {
                throw APIError(.conflict, "Could not update the pass \(serialNumber): it kept changing under \(attempt) other updates. Try again")
            }
            // A little jitter, so writers that lost together do not meet again at once.
            try? await Task.sleep(for: .microseconds(Int.random(in: 0...(500 * min(attempt, 20)))))
        }
    }

    /// The "Add to Google Wallet" link of the pass's current version, signed now; `nil` when
    /// Google Wallet is not configured.
    public func googleSaveURL(serialNumber: String) async throws -> String? {
        guard google != nil else { return nil }
        guard let (pass, archive) = try await latest(serialNumber: serialNumber, modifiedSince: nil), let archive else {
            throw APIError.notFound("Could not make the Google Wallet link of \(serialNumber): there is no such pass")
        }
        return try await googleSaveURL(pass, archive: archive)
    }

    /// The link of a pass whose current archive the caller holds; `nil` without Google Wallet.
    private func googleSaveURL(_ pass: StoredPass, archive: Data) async throws -> String? {
        guard let google else { return nil }
        do {
            return try await google.saveURL(archive: archive, template: pass.template)
        } catch {
            throw APIError(.internalServerError, "Could not make the Google Wallet link of \(pass.serialNumber): \(error)")
        }
    }

    /// A PNG image of a template (its logo, strip, …), public so that Google Wallet can fetch it.
    public func templateImage(template: String, file: String) throws -> Data {
        guard let shared = issuers[template], file.hasSuffix(".png"), !file.contains("/"), let png = shared.issuer.template.sharedFiles[file] else {
            throw APIError.notFound("There is no image \(file) in the template \(template)")
        }
        return png
    }

    /// The signed archive of the pass's current version.
    public func archive(serialNumber: String) async throws -> Data {
        try await archive(serialNumber: serialNumber, kind: nil)
    }

    /// The signed archive of the current version of the item, which must be of `kind` (any when `nil`).
    public func archive(serialNumber: String, kind: PackageKind?) async throws -> Data {
        let what = kind?.name ?? "pass"
        guard let (pass, archive) = try await latest(serialNumber: serialNumber, modifiedSince: nil), kind.map({ self.kind(of: pass) == $0 }) ?? true else {
            throw APIError.notFound("Could not send the \(what) \(serialNumber): there is no such \(what)")
        }
        guard let archive else { throw APIError(.internalServerError, "The archive of \(pass.serialNumber) could not be read") }
        return archive
    }

    /// A PNG preview of the pass's current version (front, or both sides stacked), drawn once per version.
    public func preview(serialNumber: String, back: Bool = false, scale: Int = 2) async throws -> Data {
        let pass = try await pass(serialNumber: serialNumber)
        let key = "\(serialNumber)\u{0}\(back)\u{0}\(scale)"
        if let png = previews.get(key, version: pass.version) { return png }
        guard let (current, archive) = try await latest(serialNumber: serialNumber, modifiedSince: nil), let archive else {
            throw APIError.notFound("Could not draw the preview of \(serialNumber): there is no such pass")
        }
        do {
            let png: Data
            if kind(of: current) == .order {
                png = try OrderPreview(files: try PassSource(archive: archive, name: "\(serialNumber).order").files, options: PreviewOptions(scale: scale)).render(format: .png)
            } else {
                let package = try PassSource(archive: archive, name: "\(serialNumber).pkpass").package()
                png = try PassPreview(package, options: PreviewOptions(scale: scale)).render(back ? [.front, .back] : [.front], format: .png)
            }
            previews.put(key, version: current.version, bytes: png)
            return png
        } catch {
            throw APIError(.internalServerError, "Could not draw the preview of \(serialNumber): \(error)")
        }
    }

    /// Enrollments of personalizable passes, by serial number.
    public func enrollments(after: String?, limit: Int) async throws -> [Enrollment] {
        try await store.enrollments(after: after, limit: limit)
    }

    // MARK: Apple's web service

    /// The answer to Wallet's request for the latest version of a pass.
    public enum LatestPass: Sendable {
        /// Unchanged since the date Wallet gave.
        case notModified(lastModified: Date)
        /// The signed archive.
        case archive(Data, lastModified: Date)
    }

    /// The pass named by Wallet, once its `Authorization: ApplePass <token>` header is checked.
    /// An unknown serial number is answered as a wrong token is (401, the same words), so the
    /// answers do not tell which serial numbers exist.
    public func authorizedPass(passType: String, serialNumber: String, authorization: String?, service: WalletWebService = .passes) async throws -> StoredPass {
        guard let pass = try await store.pass(serialNumber: serialNumber), Self.same(pass.passTypeIdentifier, passType), kind(of: pass) == service.kind else {
            throw service.unauthorized
        }
        try Self.checkToken(authorization, of: pass, service: service)
        return pass
    }

    /// `left` and `right` are the same bytes (not merely canonically equivalent strings).
    static func same(_ left: String, _ right: String) -> Bool {
        left.utf8.elementsEqual(right.utf8)
    }


    /// The latest version of a pass for Wallet: one query, and the archive only when it changed.
    public func latestPass(
        passType: String, serialNumber: String, authorization: String?, ifModifiedSince: Date?, service: WalletWebService = .passes
    ) async throws -> LatestPass {
        let since = ifModifiedSince.map { Int64($0.timeIntervalSince1970.rounded(.down)) }
        guard let (pass, archive) = try await latest(serialNumber: serialNumber, modifiedSince: since), Self.same(pass.passTypeIdentifier, passType),
              kind(of: pass) == service.kind
        else {
            throw service.unauthorized
        }
        try Self.checkToken(authorization, of: pass, service: service)
        if let since, pass.modifiedAt <= since { return .notModified(lastModified: pass.lastModified) }
        guard let archive else { throw APIError(.internalServerError, "The archive of \(serialNumber) could not be read") }
        return .archive(archive, lastModified: pass.lastModified)
    }

    /// The pass and its archive (`nil` when unchanged since `since`), from the cache when it holds the current version.
    private func latest(serialNumber: String, modifiedSince since: Int64?) async throws -> (StoredPass, Data?)? {
        if let known = await latestPasses?.current(serialNumber) {
            if let since, known.modifiedAt <= since {
                metrics.latestFromMemory.increment()
                return (known, nil)
            }
            if let held = archives.get(serialNumber, version: known.version) {
                metrics.latestFromMemory.increment()
                return (known, held)
            }
        }
        let ticket = latestPasses?.ticket(for: serialNumber)
        let cached = archives.version(of: serialNumber)
        guard let (pass, fetched) = try await store.latest(serialNumber: serialNumber, unlessModifiedSince: since, unlessVersion: cached) else { return nil }
        if let ticket { latestPasses?.offer(pass, ticket: ticket) }
        if let fetched {
            archives.put(serialNumber, version: pass.version, bytes: fetched)
            return (pass, fetched)
        }
        if let since, pass.modifiedAt <= since { return (pass, nil) }
        if let held = archives.get(serialNumber, version: pass.version) { return (pass, held) }
        // Evicted between the two looks: read it again.
        guard let (again, archive) = try await store.latest(serialNumber: serialNumber, unlessModifiedSince: nil, unlessVersion: nil) else { return nil }
        if let archive { archives.put(serialNumber, version: again.version, bytes: archive) }
        return (again, archive)
    }

    /// Registers a device for a pass; `true` when the registration is new.
    /// Past ``maximumDevicesPerPass`` other devices the answer is 429.
    public func register(
        device: String, pushToken: String, passType: String, serialNumber: String, authorization: String?, service: WalletWebService = .passes, now: Date = Date()
    ) async throws -> Bool {
        let pass = try await authorizedPass(passType: passType, serialNumber: serialNumber, authorization: authorization, service: service)
        try Self.checkPushToken(pushToken)
        let outcome = try await store.register(
            device: device, pushToken: pushToken, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber,
            maximumDevices: maximumDevicesPerPass, now: now
        )
        switch outcome {
        case .created:
            metrics.registrations.increment()
            return true
        case .existing:
            return false
        case .full:
            metrics.limited.increment()
            throw APIError(
                .tooManyRequests,
                "Could not register the device for the \(service.kind.name) \(serialNumber): it has \(maximumDevicesPerPass) devices registered, as many as the service allows (--max-devices-per-pass)",
                headers: [.retryAfter: "3600"]
            )
        }
    }

    /// Removes a device's registration for a pass.
    public func unregister(device: String, passType: String, serialNumber: String, authorization: String?, service: WalletWebService = .passes) async throws {
        let pass = try await authorizedPass(passType: passType, serialNumber: serialNumber, authorization: authorization, service: service)
        try await store.unregister(device: device, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber)
    }

    /// The device's passes of a type changed after `tag` (all when `nil`), with the largest tag among them.
    public func updatedSerials(device: String, passType: String, since tag: Int64?, service: WalletWebService = .passes) async throws -> (serials: [String], lastUpdated: Int64) {
        // Each web service lists its own kind: the order type's items are not passes.
        let isOrderType = orderTypeIdentifier.map { Self.same($0, passType) } == true
        guard isOrderType == (service.kind == .order) else { return ([], 0) }
        let changes = try await store.updatedSerials(device: device, passTypeIdentifier: passType, since: tag)
        return changes
    }

    /// Keeps what a device sent to the log endpoint, within ``logRetention``; returns how many messages were kept.
    @discardableResult
    public func recordLogs(_ entries: [String], now: Date = Date()) async throws -> Int {
        let messages = entries.prefix(logRetention.messagesPerRequest).map { String($0.prefix(logRetention.messageLength)) }
        try await store.saveLogs(messages, now: now, retention: logRetention)
        metrics.deviceLogs.increment(by: Int64(messages.count))
        return messages.count
    }

    /// Rewards enrollment (spec §6.6): stores what the holder sent, answers with the detached
    /// PKCS #7 signature of the personalization token, and issues the pass again without its
    /// sign-up sheet, with the holder's details where the template declares `member.*` values.
    ///
    /// Wallet sends no credential it is documented to send here, so the endpoint is guarded by
    /// what it signs and how often: only a token of the shape Wallet sends (``PersonalizationToken``:
    /// never JSON, so never a manifest), once per pass (409 afterwards, until
    /// ``resetEnrollment(serialNumber:now:)``), and a wrong `Authorization` header, when one is
    /// sent, is refused. An unknown serial number and a pass that offers no sign-up get the same
    /// answer.
    public func personalize(passType: String, serialNumber: String, authorization: String?, token: String, info: JSONObject, now: Date = Date()) async throws -> Data {
        let checked = try PersonalizationToken(token, serial: serialNumber)
        guard let pass = try await store.pass(serialNumber: serialNumber), Self.same(pass.passTypeIdentifier, passType),
              let shared = issuers[pass.template], shared.issuer.isPersonalizable
        else { throw Self.noPersonalizablePass }
        if authorization != nil { try Self.checkToken(authorization, of: pass) }
        let already = APIError(
            .conflict,
            "Could not personalize the pass \(serialNumber): it is personalized already, and Wallet enrolls a pass once. "
                + "The issuer can allow a new sign-up with DELETE /api/v1/passes/\(URLPath.segment(serialNumber))/enrollment"
        )
        guard !pass.personalized else { throw already }
        do {
            try await store.saveEnrollment(Enrollment(
                serialNumber: pass.serialNumber, passTypeIdentifier: pass.passTypeIdentifier, info: JSONWriter(style: .compact).data(from: .object(info)),
                personalizationToken: token, received: now
            ))
        } catch is StoreConflict {
            throw already
        }
        let signature: Data
        do {
            signature = try identity.signature(for: checked.bytes, signingTime: now)
        } catch {
            throw APIError(.internalServerError, "Could not sign the personalization token of \(serialNumber): \(error)")
        }
        var member = JSONObject()
        for (key, value) in info.sorted(by: { $0.key < $1.key }) where shared.issuer.template.description.accepts("member.\(key)") {
            member[key] = value
        }
        do {
            _ = try await change(serialNumber: pass.serialNumber, expecting: .any, now: now) { current in
                Change(data: member.isEmpty ? current : Self.merge(current, ["member": .object(member)]), personalized: true)
            }
        } catch {
            // The enrollment is stored and Wallet gets its signature; the issuer sees the enrollment
            // (GET /api/v1/enrollments) and can fix the template, then update the pass.
            logger.error("could not issue the personalized pass", metadata: ["serial": .string(serialNumber), "error": "\(error)"])
        }
        metrics.enrollments.increment()
        return signature
    }

    /// Forgets the pass's enrollment and issues it again with its sign-up sheet, so its holder can
    /// personalize it once more (the issuer API's `DELETE /api/v1/passes/{serial}/enrollment`).
    public func resetEnrollment(serialNumber: String, now: Date = Date()) async throws -> (pass: StoredPass, pushes: Int) {
        let current = try await pass(serialNumber: serialNumber)
        guard let shared = issuers[current.template], shared.issuer.isPersonalizable else {
            throw APIError.unprocessable(
                "Could not reset the enrollment of \(serialNumber): its template \(current.template) has no personalization.json, so the pass offers no sign-up"
            )
        }
        _ = try await store.deleteEnrollment(serialNumber: current.serialNumber)
        return try await change(serialNumber: current.serialNumber, expecting: .any, now: now) { data in
            Change(data: data, personalized: false)
        }
    }

    private static var noPersonalizablePass: APIError {
        APIError.notFound("There is no pass at this address that offers a sign-up. Check the pass type and serial number")
    }

    // MARK: Health

    /// Checks that the database answers.
    public func ping() async throws {
        try await store.ping()
    }

    // MARK: Pass page

    /// The pass and its `pass.json` for the pass page, once the page token is checked. A wrong
    /// token and an unknown serial look the same, so links cannot be probed.
    public func page(serialNumber: String, token: String) async throws -> (pass: StoredPass, json: JSONValue) {
        guard let (pass, stored) = try await store.passJSON(serialNumber: serialNumber), try await opens(pass, token) else {
            throw Self.noPage
        }
        var bytes = stored
        if bytes == nil, let (_, archive) = try await latest(serialNumber: serialNumber, modifiedSince: nil), let archive {
            bytes = try? PassSource(archive: archive).files["pass.json"]
        }
        let json = bytes.flatMap { try? JSONParser(mode: .lenient).parse($0, file: "pass.json").value } ?? .null
        return (pass, json)
    }

    /// What the pass page shows, once the page token is checked: the pass, its signed package
    /// (which carries the translations the page shows the fields in) and, with Google Wallet, its
    /// save link, all from one read of the current version. A wrong token and an unknown serial
    /// look the same, so links cannot be probed.
    public func pageContent(serialNumber: String, token: String) async throws -> (pass: StoredPass, package: PassPackage, googleSaveURL: String?) {
        guard case .pass(let pass, let package, let google) = try await pageView(serialNumber: serialNumber, token: token) else { throw Self.noPage }
        return (pass, package, google)
    }

    /// What a page shows: a pass, or an order.
    public enum PageView: Sendable {
        /// A pass, its package and, with Google Wallet, its save link.
        case pass(StoredPass, PassPackage, googleSaveURL: String?)
        /// An order and its files (order.json, its images and strings).
        case order(StoredPass, files: [String: Data])
    }

    /// What the page of a pass or an order shows, once the page token is checked, from one read
    /// of the current version. A wrong token and an unknown identifier look the same.
    public func pageView(serialNumber: String, token: String) async throws -> PageView {
        guard let (pass, archive) = try await latest(serialNumber: serialNumber, modifiedSince: nil), try await opens(pass, token), let archive
        else { throw Self.noPage }
        if kind(of: pass) == .order {
            do {
                return .order(pass, files: try PassSource(archive: archive, name: "\(serialNumber).order").files)
            } catch {
                throw APIError(.internalServerError, "Could not read the order \(serialNumber) for its page: \(error)")
            }
        }
        let package: PassPackage
        do {
            package = try PassSource(archive: archive, name: "\(serialNumber).pkpass").package()
        } catch {
            throw APIError(.internalServerError, "Could not read the pass \(serialNumber) for its page: \(error)")
        }
        return .pass(pass, package, googleSaveURL: try await googleSaveURL(pass, archive: archive))
    }

    /// The pass of a page link, once its token is checked.
    public func pagePass(serialNumber: String, token: String) async throws -> StoredPass {
        guard let pass = try await store.pass(serialNumber: serialNumber), try await opens(pass, token) else {
            throw Self.noPage
        }
        return pass
    }

    /// Whether `token` is the current page-link token of `pass` (``PageLink``); the pass's
    /// authentication token opens no page.
    private func opens(_ pass: StoredPass, _ token: String) async throws -> Bool {
        ConstantTime.equals(token, try await pageToken(of: pass))
    }

    /// The current page-link token of `pass`.
    public func pageToken(of pass: StoredPass) async throws -> String {
        try await pageTokens(of: [pass])[0]
    }

    /// The current page-link tokens of `passes`, in their order, read in one query.
    public func pageTokens(of passes: [StoredPass]) async throws -> [String] {
        var generations: [ByteString: Int64] = [:]
        for (serial, generation) in try await store.pageLinkGenerations(serialNumbers: passes.map(\.serialNumber)) {
            generations[ByteString(serial)] = generation
        }
        return passes.map { pass in
            PageLink.token(serialNumber: pass.serialNumber, authenticationToken: pass.authenticationToken, generation: generations[ByteString(pass.serialNumber)] ?? 0)
        }
    }

    /// Revokes the pass's page and download links; returns the pass and the new links' token.
    public func renewPageLink(serialNumber: String) async throws -> (pass: StoredPass, token: String) {
        let pass = try await pass(serialNumber: serialNumber)
        let generation = try await store.renewPageLink(serialNumber: pass.serialNumber)
        metrics.pageLinksRenewed.increment()
        logger.info("page link renewed", metadata: ["serial": .string(pass.serialNumber), "generation": .stringConvertible(generation)])
        return (pass, PageLink.token(serialNumber: pass.serialNumber, authenticationToken: pass.authenticationToken, generation: generation))
    }

    private static var noPage: APIError {
        APIError.notFound("There is no pass at this address. Check that the link is complete, token included")
    }

    // MARK: Helpers

    /// The signed archive of a pass (or order) made from `data`, and its document.
    func issue(template name: String, data: JSONObject, serial: String, token: String, voided: Bool, personalized: Bool, now: Date) throws -> Issued {
        let (shared, record, overrides) = try prepare(template: name, data: data, serial: serial, token: token, voided: voided, now: now)
        return try Self.refusingRecords {
            if shared.issuer.template.kind == .order {
                let signed = try shared.issuer.signedPackage(record, overrides: overrides, signingTime: now)
                return Issued(document: signed.document, parts: signed.parts)
            }
            let issued = try shared.issuer.issue(record, overrides: overrides, signingTime: now, personalized: personalized)
            return Issued(document: issued.passJSON, parts: issued.parts)
        }
    }

    /// A signed archive and the document inside it.
    struct Issued {
        var document: Data
        var parts: ArchiveParts
        var archive: Data { parts.joined }
    }

    /// ``issue(template:data:serial:token:voided:personalized:now:)`` without the typed pass: the
    /// signed archive and its `pass.json` only.
    func issueArchive(template name: String, data: JSONObject, serial: String, token: String, voided: Bool, personalized: Bool, now: Date) throws -> TemplateIssuer.SignedBytes {
        let (shared, record, overrides) = try prepare(template: name, data: data, serial: serial, token: token, voided: voided, now: now)
        return try Self.refusingRecords {
            if shared.issuer.template.kind == .order {
                let signed = try shared.issuer.signedPackage(record, overrides: overrides, signingTime: now)
                return (signed.document, signed.parts)
            }
            return try shared.issuer.issueArchive(record, overrides: overrides, signingTime: now, personalized: personalized)
        }
    }

    /// When a new version of `item` is signed: now, or for an order a second after its last
    /// change when that is later. Wallet keeps an order's new version only when its `updatedAt`
    /// is later than the one it holds, and the store moves `modifiedAt` on by at least a second
    /// a version, so the two agree and two changes in one second are both taken.
    func signingTime(of item: StoredPass, now: Date) -> Date {
        guard kind(of: item) == .order else { return now }
        return max(now, Date(timeIntervalSince1970: TimeInterval(item.modifiedAt + 1)))
    }

    /// `body`, with a record or template the pass cannot be made from answered as 422.
    private static func refusingRecords<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PassbookError where error.code == .invalidRecord || error.code == .invalidTemplate {
            throw APIError.unprocessable(error.description)
        }
    }

    /// The template's issuer, the record of `data` and the keys every pass (order) of the service gets.
    private func prepare(template name: String, data: JSONObject, serial: String, token: String, voided: Bool, now: Date) throws -> (SharedIssuer, TemplateRecord, JSONObject) {
        guard let shared = issuers[name] else {
            _ = try templateKind(name, operation: "issue \(serial)")
            throw APIError.unprocessable("Could not issue \(serial) from the template \(name): there is no such template")
        }
        var record: TemplateRecord
        do {
            record = try TemplateRecord(object: data, location: "\(shared.issuer.template.kind.name) \(serial)")
        } catch {
            throw APIError.unprocessable("\(error)")
        }
        try Self.checkDeclared(record.values.keys, by: shared.issuer, serial: serial)
        record.serialNumber = serial
        record.values["authenticationToken"] = .string(token)
        if shared.issuer.template.kind == .order {
            // The order's identity and token are the service's, and each version is later than the last.
            let overrides: JSONObject = [
                "orderIdentifier": .string(serial), "authenticationToken": .string(token), "updatedAt": .string(RFC3339.string(now, fractionalSeconds: true)),
            ]
            return (shared, record, overrides)
        }
        var overrides: JSONObject = ["serialNumber": .string(serial), "authenticationToken": .string(token)]
        if voided { overrides["voided"] = .bool(true) }
        return (shared, record, overrides)
    }

    /// A name the template does not declare would be stored and never shown: most often a typo.
    static func checkDeclared(_ names: some Collection<String>, by issuer: TemplateIssuer, serial: String) throws {
        let description = issuer.template.description
        guard let unknown = names.sorted().first(where: { !description.accepts($0) }) else { return }
        let hint = description.closestName(to: unknown).map { "Did you mean \($0)? " } ?? ""
        throw APIError.unprocessable(
            "Could not issue the pass \(serial) from the template \(issuer.template.name): the data holds \(unknown), which the template does not declare. "
                + hint + "Its values are: " + description.variables.map(\.name).joined(separator: ", ")
        )
    }

    private static func checkToken(_ authorization: String?, of pass: StoredPass, service: WalletWebService = .passes) throws {
        let given = service.token(in: authorization) ?? ""
        guard ConstantTime.equals(given, pass.authenticationToken) else { throw service.unauthorized }
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

    /// The most bytes a pass's data may have, as JSON: what one create request may carry. Checked
    /// on every change before it is signed, so patches (one at a time, or many staged at once)
    /// cannot grow a pass past what a create could make, nor sign an archive Wallet refuses.
    public static let maximumDataBytes = 1 << 20

    static func checkDataSize(_ data: Data, serial: String) throws {
        guard data.count > maximumDataBytes else { return }
        throw APIError(
            .contentTooLarge,
            "Could not change the pass \(serial): its data would be \(data.count) bytes as JSON, over the \(maximumDataBytes >> 20) MiB a pass may have. Remove or shorten values"
        )
    }

    /// An APNs device token as Wallet sends it: ASCII hexadecimal, two digits a byte, 32 bytes
    /// today (Apple documents the length as variable, so up to 100 bytes are taken). `isHexDigit`
    /// alone would take full-width digits, which reach APNs as another token.
    static func checkPushToken(_ token: String) throws {
        let digits = token.utf8
        let hex = digits.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
        guard hex, (64...200).contains(digits.count), digits.count.isMultiple(of: 2) else {
            throw APIError.badRequest("Could not register the device: the pushToken must be an APNs device token, 64 to 200 ASCII hexadecimal digits (two a byte)")
        }
    }

    /// Refuses serial numbers that cannot be served: Wallet puts the serial into URL paths, where
    /// `.` and `..` are rewritten by clients and a slash or control character cannot travel.
    static func checkSerial(_ serial: String) throws {
        let problem: String? =
            if serial.isEmpty { "is empty" }
            else if serial.count > 200 { "is longer than 200 characters" }
            else if serial == "." || serial == ".." { "is a dot segment, which browsers and HTTP clients remove from paths" }
            else if serial.contains("/") { "holds a slash, which would split the URL path" }
            else if !serial.utf8.elementsEqual(serial.precomposedStringWithCanonicalMapping.utf8) {
                // Two spellings of one text would be two passes in the database but one to every
                // client that normalizes, and Swift strings compare them equal.
                "is not in Unicode normalization form C (a letter and its accent are separate characters); send its NFC spelling"
            }
            else if serial.unicodeScalars.contains(where: { [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) }) { "holds a control character" }
            else { nil }
        if let problem {
            throw APIError.unprocessable(
                "Could not create the pass: the serial number \"\(serial.prefix(40).unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())\" \(problem). "
                    + "Any other text works (it is percent-encoded in URLs); leave serialNumber out to have one made"
            )
        }
    }
}
