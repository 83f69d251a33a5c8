import Foundation
@testable import Passbook

/// A case per standard rule; `RuleTests` checks that none is missing.
enum RuleCases {
    static let p256Key = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEznAQqXR8ZFY0TdnmexuVTwnciBg8qtPw/K8M0XsgfGcZz1NhqMrF4yLkBI39B2Q7YoYFWYEwtazE6rFmpfKd6w=="

    static func field(_ key: String, _ value: JSONValue = "x") -> JSONValue { ["key": .string(key), "label": "L", "value": value] }

    static func restyle(_ fixture: inout ValidationFixture, to style: String) {
        let fields = fixture.get("eventTicket")
        fixture.set("eventTicket", nil)
        fixture.set(style, fields)
    }

    static func noise(_ width: Int, _ height: Int) throws -> Data {
        var generator = SystemRandomNumberGenerator()
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in pixels.indices where index % 4 != 3 { pixels[index] = UInt8.random(in: 0...255, using: &generator) }
        return try PNGImage(width: width, height: height, rgba: pixels).pngData()
    }

    /// A `.pkpass` of `files` with their manifest and a stand-in signature; `extras` are added after
    /// the manifest is made (or replace what it made), and `omitting` are left out.
    static func archive(_ files: [String: Data], extras: [String: Data] = [:], omitting: Set<String> = []) throws -> Data {
        var entries = files
        entries["manifest.json"] = Manifest(digests: files.mapValues(Manifest.sha1)).jsonData()
        entries["signature"] = Data([0x30])
        entries.merge(extras) { _, extra in extra }
        for name in omitting { entries[name] = nil }
        return try ZipWriter.archive(entries.sorted { $0.key < $1.key }.map { ZipWriter.Entry(name: $0.key, data: $0.value) }, operation: "zip the rule case")
    }

    static let validJSON = #"{"formatVersion": 1, "passTypeIdentifier": "pass.com.example.ticket", "serialNumber": "T-0001", "teamIdentifier": "ABCDE12345", "organizationName": "Example Events", "description": "Ticket", "eventTicket": {"primaryFields": [{"key": "event", "value": "Concert"},]}}"#

    static let all: [RuleCase] = structure + fields + datesAndColors + barcodes + relevance + webService + nfc + images + localization + design + posters

    static let structure: [RuleCase] = [
        RuleCase("structure.json.invalid", .error, "pass.json: ", rawJSON: "[1, 2]"),
        RuleCase("json.trailing-comma", .warning, "pass.json: line 1, column…", rawJSON: validJSON),
        RuleCase("json.bom", .warning, "pass.json: …", rawJSON: "\u{FEFF}" + validJSON.replacingOccurrences(of: "},]", with: "}]")),
        RuleCase("json.duplicate-key", .warning, "pass.json: …", rawJSON: validJSON.replacingOccurrences(of: "},]", with: "}]").replacingOccurrences(of: #""description": "Ticket""#, with: #""description": "Ticket", "description": "Again""#)),
        RuleCase("package.os-junk", .warning, ".DS_Store: ", folderExtras: [".DS_Store": Data([0])]),
        RuleCase("package.hidden-file", .warning, ".notes: ", folderExtras: [".notes": Data([0])]),
        RuleCase("package.stale-signature", .warning, "manifest.json: ", folderExtras: ["manifest.json": Data("{}".utf8)]),
        RuleCase("archive.unlisted-file", .error, "__MACOSX/._pass.json: ", archiveExtras: ["__MACOSX/._pass.json": Data([0])]),
        RuleCase("archive.extra-bytes", .error, ": ", archiveExtras: [:], archiveTail: Data("<html>Warning</html>".utf8)),
        RuleCase("archive.layout", .error, "signature: ", archiveExtras: [:], archiveOmits: ["signature"]),
        RuleCase("archive.manifest", .error, "manifest.json: ", archiveExtras: ["manifest.json": Data(#"{"pass.json": "DA39A3EE5E6B4B0D3255BFEF95601890AFD80709"}"#.utf8)]),
        RuleCase("archive.digest", .error, "icon.png: ", archiveExtras: ["icon.png": Data([0x89, 0x50, 0x4E, 0x47])]),
        RuleCase("package.file.unknown", .warning, "notes.txt: ") { $0.files["notes.txt"] = Data("hi".utf8) },
        RuleCase("package.size", .warning, ": ", options: ValidationOptions(thresholds: { var t = ValidationThresholds(); t.maximumArchiveBytes = 200_000; return t }())) {
            $0.files["background@3x.png"] = try noise(540, 660)
        },
        RuleCase("structure.key.required", .error, "pass.json: formatVersion") { $0.set("formatVersion", nil) },
        RuleCase("structure.formatVersion", .error, "pass.json: formatVersion") { $0.set("formatVersion", 2) },
        RuleCase("structure.type", .error, "pass.json: voided") { $0.set("voided", "yes") },
        RuleCase("structure.null", .error, "pass.json: logoText") { $0.set("logoText", .null) },
        RuleCase("structure.style.missing", .error, "pass.json: ") { $0.set("eventTicket", nil) },
        RuleCase("structure.style.multiple", .warning, "pass.json: generic") { $0.set("generic", ["primaryFields": []]) },
        RuleCase("structure.transitType", .error, "pass.json: boardingPass") { restyle(&$0, to: "boardingPass") },
        RuleCase("structure.transitType.misplaced", .warning, "pass.json: eventTicket.transitType") { $0.set("eventTicket.transitType", "PKTransitTypeAir") },
        RuleCase("structure.key.unknown", .warning, "pass.json: logotext") { $0.set("logotext", "Example") },
        RuleCase("structure.passTypeIdentifier", .warning, "pass.json: passTypeIdentifier") { $0.set("passTypeIdentifier", "com.example.ticket") },
        RuleCase("structure.teamIdentifier", .warning, "pass.json: teamIdentifier") { $0.set("teamIdentifier", "team1") },
        RuleCase("structure.serialNumber", .warning, "pass.json: serialNumber") { $0.set("serialNumber", "T 0001") },
        RuleCase("structure.deprecated", .warning, "pass.json: barcode") {
            $0.set("barcode", $0.get("barcodes[0]"))
            $0.set("barcodes", nil)
        },
        RuleCase("structure.appLaunchURL", .warning, "pass.json: appLaunchURL") { $0.set("appLaunchURL", "example://ticket") },
        RuleCase("structure.url.invalid", .warning, "pass.json: sellURL") { $0.set("sellURL", "not a url") },
        RuleCase("structure.decode", .error, "pass.json: …", options: ValidationOptions(disabledRules: ["structure.type"])) { $0.set("voided", "yes") },
    ]

    static let fields: [RuleCase] = [
        RuleCase("fields.key.missing", .error, "pass.json: eventTicket.primaryFields[0]") { $0.set("eventTicket.primaryFields[0].key", nil) },
        RuleCase("fields.value.missing", .error, "pass.json: eventTicket.primaryFields[0]") { $0.set("eventTicket.primaryFields[0].value", nil) },
        RuleCase("fields.key.duplicate", .error, "pass.json: eventTicket.backFields[0].key") { $0.set("eventTicket.backFields[0].key", "event") },
        RuleCase("fields.enum.invalid", .error, "pass.json: eventTicket.secondaryFields[0].textAlignment") { $0.set("eventTicket.secondaryFields[0].textAlignment", "center") },
        RuleCase("fields.textAlignment.ignored", .warning, "pass.json: eventTicket.primaryFields[0].textAlignment") { $0.set("eventTicket.primaryFields[0].textAlignment", "PKTextAlignmentLeft") },
        RuleCase("fields.numberStyle.currency", .warning, "pass.json: eventTicket.secondaryFields[0].numberStyle") {
            $0.set("eventTicket.secondaryFields[0].value", 12)
            $0.set("eventTicket.secondaryFields[0].currencyCode", "EUR")
            $0.set("eventTicket.secondaryFields[0].numberStyle", "PKNumberStyleDecimal")
        },
        RuleCase("fields.currencyCode.invalid", .warning, "pass.json: eventTicket.secondaryFields[0].currencyCode") {
            $0.set("eventTicket.secondaryFields[0].value", 12)
            $0.set("eventTicket.secondaryFields[0].currencyCode", "euro")
        },
        RuleCase("fields.row.invalid", .warning, "pass.json: eventTicket.secondaryFields[0].row") { $0.set("eventTicket.secondaryFields[0].row", 1) },
        RuleCase("fields.dataDetectors.front", .warning, "pass.json: eventTicket.secondaryFields[0].dataDetectorTypes") { $0.set("eventTicket.secondaryFields[0].dataDetectorTypes", []) },
        RuleCase("fields.attributedValue.markup", .warning, "pass.json: eventTicket.backFields[0].attributedValue") { $0.set("eventTicket.backFields[0].attributedValue", "<b>No</b> refunds") },
        RuleCase("fields.count", .warning, "pass.json: eventTicket.secondaryFields") {
            for index in 1...5 { $0.append("eventTicket.secondaryFields", field("extra\(index)", "X")) }
        },
    ]

    static let datesAndColors: [RuleCase] = [
        RuleCase("dates.invalid", .error, "pass.json: expirationDate") { $0.set("expirationDate", "2099-31-12T10:00Z") },
        RuleCase("dates.timezone.missing", .error, "pass.json: expirationDate") { $0.set("expirationDate", "2099-12-31T23:59:00") },
        RuleCase("dates.fractional-seconds", .warning, "pass.json: expirationDate") { $0.set("expirationDate", "2099-12-31T23:59:00.000Z") },
        RuleCase("dates.relevantDates.interval", .warning, "pass.json: relevantDates[0]") { $0.set("relevantDates[0].endDate", nil) },
        RuleCase("dates.expired", .warning, "pass.json: expirationDate") { $0.set("expirationDate", "2001-01-01T00:00:00Z") },
        RuleCase("colors.invalid", .warning, "pass.json: foregroundColor") { $0.set("foregroundColor", "rgb(300, 0, 0)") },
        RuleCase("colors.hex", .warning, "pass.json: labelColor") { $0.set("labelColor", "#DCE6FF") },
    ]

    static let barcodes: [RuleCase] = [
        RuleCase("barcodes.key.missing", .error, "pass.json: barcodes[0]") { $0.set("barcodes[0].messageEncoding", nil) },
        RuleCase("barcodes.format.unknown", .error, "pass.json: barcodes[0].format") { $0.set("barcodes[0].format", "PKBARCODE_FORMAT_QR") },
        RuleCase("barcodes.legacy.format", .warning, "pass.json: barcode.format") {
            $0.set("barcode", ["format": "PKBarcodeFormatCode128", "message": "T-0001", "messageEncoding": "iso-8859-1"])
        },
        RuleCase("barcodes.message.unencodable", .warning, "pass.json: barcodes[0].message") {
            $0.set("barcodes[0].format", "PKBarcodeFormatCode128")
            $0.set("barcodes[0].message", "5€")
        },
        RuleCase("barcodes.code128.extended", .warning, "pass.json: barcodes[0].message") {
            $0.set("barcodes[0].format", "PKBarcodeFormatCode128")
            $0.set("barcodes[0].message", "Müller")
        },
        RuleCase("barcodes.watch", .warning, "pass.json: barcodes") { $0.set("barcodes[0].format", "PKBarcodeFormatCode128") },
        RuleCase("barcodes.fallback", .warning, "pass.json: barcodes[0]") {
            $0.set("barcodes[0].format", "PKBarcodeFormatEAN13")
            $0.set("barcodes[0].message", "4006381333931")
        },
        RuleCase("barcodes.altText.missing", .hint, "pass.json: barcodes[0]") { $0.set("barcodes[0].altText", nil) },
    ]

    static let relevance: [RuleCase] = [
        RuleCase("relevance.locations.limit", .warning, "pass.json: locations") {
            $0.set("locations", .array((0..<11).map { ["latitude": .number(JSONNumber(48.0 + Double($0) / 100)), "longitude": 11.5] }))
        },
        RuleCase("relevance.beacons.limit", .warning, "pass.json: beacons") {
            $0.set("beacons", .array((0..<11).map { _ in ["proximityUUID": .string(UUID().uuidString)] }))
        },
        RuleCase("relevance.location.invalid", .error, "pass.json: locations[0]") { $0.set("locations[0].latitude", nil) },
        RuleCase("relevance.location.range", .warning, "pass.json: locations[0].latitude") { $0.set("locations[0].latitude", 123.5) },
        RuleCase("relevance.beacon.invalid", .error, "pass.json: beacons[0].proximityUUID") { $0.set("beacons", [["proximityUUID": "abc"]]) },
        RuleCase("relevance.maxDistance", .warning, "pass.json: maxDistance") { $0.set("maxDistance", "100") },
        RuleCase("relevance.date.ignored", .warning, "pass.json: relevantDates") { restyle(&$0, to: "coupon") },
        RuleCase("relevance.groupingIdentifier.ignored", .warning, "pass.json: groupingIdentifier") {
            restyle(&$0, to: "storeCard")
            $0.set("groupingIdentifier", "trip")
        },
    ]

    static let webService: [RuleCase] = [
        RuleCase("webservice.pair", .error, "pass.json: webServiceURL") { $0.set("authenticationToken", nil) },
        RuleCase("webservice.token.unused", .warning, "pass.json: authenticationToken") { $0.set("webServiceURL", nil) },
        RuleCase("webservice.url.invalid", .error, "pass.json: webServiceURL") { $0.set("webServiceURL", "https: //passes.example.com") },
        RuleCase("webservice.url.http", .warning, "pass.json: webServiceURL") { $0.set("webServiceURL", "http://passes.example.com/") },
        RuleCase("webservice.token.short", .error, "pass.json: authenticationToken") { $0.set("authenticationToken", "12345678") },
        RuleCase("webservice.token.characters", .warning, "pass.json: authenticationToken") { $0.set("authenticationToken", "token with spaces in it") },
    ]

    static let nfc: [RuleCase] = [
        RuleCase("nfc.message.missing", .error, "pass.json: nfc") { $0.set("nfc", ["encryptionPublicKey": .string(p256Key)]) },
        RuleCase("nfc.message.long", .warning, "pass.json: nfc.message") {
            $0.set("nfc", ["message": .string(String(repeating: "m", count: 70)), "encryptionPublicKey": .string(p256Key)])
        },
        RuleCase("nfc.publicKey", .warning, "pass.json: nfc.encryptionPublicKey") { $0.set("nfc", ["message": "m", "encryptionPublicKey": "abc"]) },
        RuleCase("semantics.enum.invalid", .error, "pass.json: semantics.eventType") { $0.set("semantics", ["eventType": "concert"]) },
        RuleCase("semantics.scheme", .warning, "pass.json: preferredStyleSchemes[0]") { $0.set("preferredStyleSchemes", ["semanticBoardingPass"]) },
        RuleCase("semantics.poster", .warning, "pass.json: preferredStyleSchemes") { $0.set("preferredStyleSchemes", ["posterEventTicket", "eventTicket"]) },
        RuleCase("semantics.boardingPass", .warning, "pass.json: boardingPass.transitType") {
            restyle(&$0, to: "boardingPass")
            $0.set("boardingPass.transitType", "PKTransitTypeTrain")
            $0.set("preferredStyleSchemes", ["semanticBoardingPass", "boardingPass"])
        },
        RuleCase("semantics.posterGeneric", .warning, "pass.json: posterGeneric") {
            $0.set("posterGeneric", ["primaryFields": [field("member")]])
        },
    ]

    /// A poster event ticket with `artwork` made by `pixels`.
    static func poster(_ fixture: inout ValidationFixture, artwork: Data) {
        fixture.set("preferredStyleSchemes", ["posterEventTicket", "eventTicket"])
        fixture.files["artwork.png"] = artwork
    }

    static let posters: [RuleCase] = [
        // Noise is edges everywhere, the lower part included.
        RuleCase("design.artwork.safeArea", .hint, "artwork.png: ") { poster(&$0, artwork: try noise(358, 448)) },
        // White art under the fixture's white text.
        RuleCase("design.artwork.contrast", .warning, "artwork.png: ") { poster(&$0, artwork: try ValidationFixture.png(358, 448, [250, 250, 250, 255])) },
        // White text over a white strip.
        RuleCase("design.contrast.strip", .warning, "strip.png: ") { $0.files["strip.png"] = try ValidationFixture.png(375, 98, [250, 250, 250, 255]) },
        RuleCase("design.images.photo", .hint, "strip.png: ") { $0.files["strip.png"] = try noise(375, 98) },
        RuleCase("design.logo.text", .hint, "logo@3x.png: ") { $0.files["logo@3x.png"] = try letterBars(5, width: 360, height: 120) },
    ]

    /// `count` white bars of letter proportions in a row on a transparent image, as the letters of a word.
    static func letterBars(_ count: Int, width: Int, height: Int) throws -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let step = width / count
        for y in height / 4..<height * 3 / 4 {
            for x in 0..<width where x % step < step * 2 / 3 {
                pixels.replaceSubrange((y * width + x) * 4..<(y * width + x + 1) * 4, with: [255, 255, 255, 255])
            }
        }
        return try PNGImage(width: width, height: height, rgba: pixels).pngData()
    }

    static let images: [RuleCase] = [
        RuleCase("images.icon.missing", .error, "icon.png: ") { $0.files["icon.png"] = nil },
        RuleCase("images.png.invalid", .warning, "logo.png: ") { $0.files["logo.png"] = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) },
        RuleCase("images.slot.unused", .warning, "footer.png: ") { $0.files["footer.png"] = try ValidationFixture.png(200, 15, [255, 255, 255, 255]) },
        RuleCase("images.eventTicket.strip", .warning, "background.png: ") {
            for scale in 1...3 {
                $0.files["strip\(scale == 1 ? "" : "@\(scale)x").png"] = try ValidationFixture.png(375 * scale, 98 * scale, [20, 40, 120, 255])
            }
        },
        RuleCase("images.personalizationLogo.missing", .warning, "personalizationLogo.png: ") { $0.files["personalization.json"] = Data("{}".utf8) },
        RuleCase("personalization.content", .warning, "personalization.json: requiredPersonalizationFields") {
            $0.files["personalization.json"] = Data(#"{"requiredPersonalizationFields": ["PKPassPersonalizationFieldShoeSize"], "description": "Join"}"#.utf8)
        },
    ]

    static let localization: [RuleCase] = [
        RuleCase("localization.strings.invalid", .warning, "de.lproj/pass.strings: ") { $0.files["de.lproj/pass.strings"] = Data("\"EVENT\" = ;".utf8) },
        RuleCase("localization.strings.duplicate", .warning, "de.lproj/pass.strings: line 3") {
            $0.files["de.lproj/pass.strings"] = Data("\"EVENT\" = \"VERANSTALTUNG\";\n\"Concert\" = \"Konzert\";\n\"EVENT\" = \"EREIGNIS\";\n".utf8)
        },
        RuleCase("localization.keys.mismatch", .warning, "de.lproj/pass.strings: ") {
            $0.files["en.lproj/pass.strings"] = StringsFile(["EVENT": "EVENT", "Concert": "Concert", "DOORS": "DOORS"]).data()
        },
        RuleCase("localization.key.missing", .warning, "pass.json: eventTicket.primaryFields[0].value") { $0.files["de.lproj/pass.strings"] = StringsFile(["EVENT": "VERANSTALTUNG"]).data() },
        RuleCase("localization.key.untranslated", .warning, "pass.json: eventTicket.primaryFields[0].label") {
            $0.set("eventTicket.primaryFields[0].label", "ffp_status_label_str")
        },
        RuleCase("localization.folder.name", .warning, "english.lproj/: ") { $0.files["english.lproj/pass.strings"] = $0.files["en.lproj/pass.strings"] },
        RuleCase("localization.images.scales", .warning, "de.lproj/logo@2x.png: ") {
            for (path, width) in [("en.lproj/logo.png", 120), ("en.lproj/logo@2x.png", 240), ("de.lproj/logo.png", 120)] {
                $0.files[path] = try ValidationFixture.logo(width, width / 3)
            }
        },
        RuleCase("localization.images.override", .warning, "logo.png: ") {
            $0.files["de.lproj/logo.png"] = try ValidationFixture.logo(120, 40)
        },
    ]

    static let design: [RuleCase] = [
        RuleCase("design.background.white", .hint, "pass.json: backgroundColor") {
            for scale in ["", "@2x", "@3x"] { $0.files["background\(scale).png"] = nil }
            $0.set("backgroundColor", "rgb(250, 250, 250)")
        },
        RuleCase("design.contrast", .warning, "pass.json: foregroundColor") { $0.set("foregroundColor", "rgb(30, 50, 130)") },
        RuleCase("design.logoText.missing", .hint, "pass.json: ") { $0.set("logoText", nil) },
        RuleCase("design.logo.notWhite", .hint, "logo@3x.png: ") {
            for scale in 1...3 { $0.files["logo\(scale == 1 ? "" : "@\(scale)x").png"] = try ValidationFixture.logo(120 * scale, 40 * scale, color: [120, 20, 20, 255]) }
        },
        RuleCase("design.barcode.square", .hint, "pass.json: barcodes[0].format") { $0.set("barcodes[0].format", "PKBarcodeFormatQR") },
        RuleCase("design.images.weight", .warning, "background@3x.png: ") { $0.files["background@3x.png"] = try noise(540, 660) },
        RuleCase("design.images.format", .hint, "logo.png: ") {
            $0.files["logo.png"] = try PNGImage(width: 120, height: 40, rgba: [UInt8](repeating: 255, count: 120 * 40 * 4)).pngData(alpha: false)
        },
        RuleCase("design.images.scales", .warning, "logo@3x.png: ") { $0.files["logo@3x.png"] = nil },
        RuleCase("design.images.size", .warning, "logo.png: ") {
            for scale in 1...3 { $0.files["logo\(scale == 1 ? "" : "@\(scale)x").png"] = try ValidationFixture.logo(200 * scale, 40 * scale) }
        },
        RuleCase("design.front.clutter", .warning, "pass.json: eventTicket.headerFields") {
            for index in 1...2 { $0.append("eventTicket.headerFields", field("extra\(index)", "X")) }
        },
        RuleCase("design.text.truncation", .hint, "pass.json: eventTicket.primaryFields[0].value") { $0.set("eventTicket.primaryFields[0].value", "The Grand Symphony Orchestra Live") },
        RuleCase("design.back.missing", .hint, "pass.json: eventTicket") { $0.set("eventTicket.backFields", nil) },
        RuleCase("design.updates", .hint, "pass.json: eventTicket.auxiliaryFields[0].changeMessage") { $0.set("eventTicket.auxiliaryFields[0].changeMessage", "Seat changed") },
        RuleCase("design.relevance", .hint, "pass.json: ") {
            $0.set("relevantDates", nil)
            $0.set("locations", nil)
        },
        RuleCase("design.header.empty", .hint, "pass.json: eventTicket") { $0.set("eventTicket.headerFields", nil) },
        RuleCase("design.expiration", .hint, "pass.json: ") { $0.set("expirationDate", nil) },
    ]
}
