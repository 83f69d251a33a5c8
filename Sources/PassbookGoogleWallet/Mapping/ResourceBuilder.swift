import Foundation
import Passbook

/// Builds the class and the object of one pass. The parts every vertical shares are here; each
/// vertical adds its own in `ResourceBuilder+<Vertical>.swift`, and what is left over is reported in
/// `ResourceBuilder+Unmapped.swift`.
struct ResourceBuilder {
    let pass: Pass
    let fields: PassFields
    let style: PassStyle
    let vertical: GoogleWalletVertical
    let options: GoogleWalletOptions
    let languages: PassLanguages
    let images: PassImages
    let schema: WalletObjectsSchema
    /// The object's id, `ISSUER_ID.<passTypeIdentifier>.<serialNumber>`.
    let objectID: String

    var classResource = JSONObject()
    var object = JSONObject()
    var diagnostics: [Diagnostic] = []
    /// Semantic tags a vertical carried over; the others are reported.
    var usedSemantics: Set<String> = []
    /// Image slots carried over; the others are reported.
    var usedImages: Set<String> = []
    /// Fields a vertical shows in a place of its own (the title, the points), kept off the card rows.
    var headlineKeys: Set<String> = []
    /// Whether a vertical took its times from `relevantDate` or `relevantDates`.
    var usedRelevantDates = false
    /// Whether a vertical showed the pass's description, for want of a title.
    var usedDescription = false
    /// Whether the pass offers a rewards sign-up (`personalization.json`).
    let hasPersonalization: Bool

    init(package: PassPackage, style: PassStyle, fields: PassFields, vertical: GoogleWalletVertical, options: GoogleWalletOptions, schema: WalletObjectsSchema) {
        pass = package.pass
        self.style = style
        self.fields = fields
        self.vertical = vertical
        self.options = options
        self.schema = schema
        var diagnostics: [Diagnostic] = []
        languages = PassLanguages(package: package, defaultLanguage: options.defaultLanguage, diagnostics: &diagnostics)
        images = PassImages(package: package, baseURL: options.imageBaseURL)
        hasPersonalization = package.personalization != nil
        objectID = GoogleWalletIdentifier.objectID(
            issuerID: options.issuerID, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber
        )
        self.diagnostics = diagnostics
    }

    /// Builds both resources and names them.
    mutating func build() -> GoogleWalletPass {
        switch vertical {
        case .generic: addGeneric()
        case .eventTicket: addEventTicket()
        case .flight: addFlight()
        case .transit: addTransit()
        case .loyalty: addLoyalty()
        case .offer: addOffer()
        }
        addShared()
        addFieldModules()
        reportUnmapped()
        let classID = GoogleWalletIdentifier.classID(issuerID: options.issuerID, suffix: options.classSuffix ?? defaultClassSuffix)
        return GoogleWalletPass(
            vertical: vertical,
            classResource: Self.leading(["id": .string(classID)], classResource),
            objectResource: Self.leading(["id": .string(objectID), "classId": .string(classID)], object),
            diagnostics: diagnostics
        )
    }

    /// The class suffix when none is given: the pass type, the vertical and a digest of the class's
    /// content, so passes with the same class content share one class and a changed design, another
    /// event or another flight gets a class of its own instead of silently reusing an old one.
    private var defaultClassSuffix: String {
        let content = JSONWriter(style: .compact).bytes(from: .object(classResource))
        // FNV-1a: short, stable across runs and platforms, and enough to tell designs apart.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in content {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digest = String(hash, radix: 16)
        return "\(pass.passTypeIdentifier).\(vertical.rawValue)-\(String(repeating: "0", count: 16 - digest.count))\(digest)"
    }

    private static func leading(_ first: JSONObject, _ rest: JSONObject) -> JSONObject {
        var result = first
        for (key, value) in rest where result[key] == nil { result[key] = value }
        return result
    }

    // MARK: Shared parts

    /// State, colour, barcode, places, validity, grouping, links, sharing and the hero image.
    private mutating func addShared() {
        object["state"] = pass.voided == true ? "COMPLETED" : "ACTIVE"
        if let color = pass.backgroundColor {
            let hex = "#" + [color.red, color.green, color.blue].map { String(format: "%02x", $0) }.joined()
            setOnObjectOrClass("hexBackgroundColor", .string(hex))
        }
        addBarcode()
        if let locations = pass.locations, !locations.isEmpty {
            object["merchantLocations"] = .array(locations.prefix(10).map { location in
                ["latitude": .number(JSONNumber(location.latitude)), "longitude": .number(JSONNumber(location.longitude))]
            })
        }
        if let expiration = pass.expirationDate {
            object["validTimeInterval"] = ["end": GoogleDateTime.dateTime(expiration)]
        }
        if let grouping = pass.groupingIdentifier {
            object["groupingInfo"] = ["groupingId": .string(grouping)]
        }
        if pass.sharingProhibited == true {
            // The closest Google has to a pass that must not be passed on: one holder, on all their devices.
            classResource["multipleDevicesAndHoldersAllowedStatus"] = "ONE_USER_ALL_DEVICES"
        }
        let links = PassLinks.links(of: pass)
        if !links.isEmpty {
            object["linksModuleData"] = ["uris": .array(links)]
        }
        if let hero = image("strip") {
            object["heroImage"] = hero
        }
        if let thumbnail = image("thumbnail") {
            object["imageModulesData"] = [["id": "thumbnail", "mainImage": thumbnail]]
        }
    }

    /// The first barcode Google can draw; the others are reported.
    private mutating func addBarcode() {
        let barcodes = pass.barcodes ?? pass.barcode.map { [$0] } ?? []
        let key = pass.barcodes != nil ? "barcodes" : "barcode"
        guard let index = barcodes.firstIndex(where: { GoogleBarcode.type(of: $0) != nil }),
            let barcode = GoogleBarcode.resource(for: barcodes[index])
        else {
            if !barcodes.isEmpty {
                report("barcode-format", key, "Google Wallet has no \(barcodes.map(\.format.rawValue).joined(separator: ", ")) barcode for this message, so the pass has no barcode there", .warning)
            }
            return
        }
        object["barcode"] = barcode
        let others = barcodes.indices.filter { $0 != index }.map { barcodes[$0].format.rawValue }
        if !others.isEmpty {
            report("barcodes", key, "Google Wallet shows one barcode; \(others.joined(separator: ", ")) after the one used are left out")
        }
        let chosen = barcodes[index]
        let encoding = chosen.messageEncoding.lowercased()
        if !["iso-8859-1", "utf-8"].contains(encoding) {
            report("barcode-encoding", "\(key).messageEncoding", "Google encodes barcodes as ISO 8859-1 or UTF-8, not \(chosen.messageEncoding)", .warning)
        }
    }

    // MARK: Helpers for the verticals

    /// Puts a property on the object when its schema has it, else on the class.
    mutating func setOnObjectOrClass(_ property: String, _ value: JSONValue) {
        if schema.hasProperty(property, in: vertical.objectSchema) {
            object[property] = value
        } else {
            classResource[property] = value
        }
    }

    /// The `Image` for `slot`, noting that the slot has a counterpart; nil when the pass has no such
    /// image or no base URL is known.
    mutating func image(_ slot: String) -> JSONValue? {
        guard images.has(slot) else { return nil }
        usedImages.insert(slot)
        return images.image(slot, description: imageDescription)
    }

    /// The organization name, for screen readers.
    var imageDescription: JSONValue { languages.localizedString(pass.organizationName) }

    /// What heads the card: `logoText` when there is one, as Wallet shows it beside the logo, else
    /// the organization name.
    var issuerName: String { pass.logoText ?? pass.organizationName }

    /// Sets the issuer name every class but generic's has, with its translations.
    mutating func addIssuerName() {
        classResource["issuerName"] = .string(languages.text(issuerName))
        if !languages.others.isEmpty {
            classResource["localizedIssuerName"] = languages.localizedString(issuerName)
        }
        classResource["reviewStatus"] = .string(options.reviewStatus)
    }

    /// The value of a field as a `LocalizedString`, formatted per language; nil when it is empty.
    func localizedValue(_ field: PassField) -> JSONValue? {
        guard !field.value.description.isEmpty else { return nil }
        return languages.localizedString { FieldText.value(of: field, in: $0, languages: languages) }
    }

    /// The label of a field as a `LocalizedString`.
    func localizedLabel(_ field: PassField) -> JSONValue? {
        guard let label = field.label, !label.isEmpty else { return nil }
        return languages.localizedString(label)
    }

    /// The first field of `group`.
    func first(_ group: PassFields.Group) -> PassField? {
        fields[group]?.first
    }

    /// A date for a vertical's main time: the semantic one, else the pass's relevant date.
    mutating func relevantDateFallback() -> W3CDate? {
        let date = pass.relevantDates?.lazy.compactMap { $0.startDate ?? $0.date ?? $0.relevantDate }.first ?? pass.relevantDate
        if date != nil { usedRelevantDates = true }
        return date
    }

    /// Records a concept without a counterpart: `id` after `google.unmapped.`, the key path in
    /// `pass.json`, and what happens to it.
    mutating func report(_ id: String, _ path: String?, _ message: String, _ severity: Diagnostic.Severity = .hint) {
        diagnostics.append(Diagnostic(id: "google.unmapped.\(id)", severity: severity, message: message, file: "pass.json", path: path))
    }
}
