import Foundation
import Passbook

extension ResourceBuilder {
    /// Image slots Google Wallet has no place for.
    private static let imagesWithoutCounterpart: [String: String] = [
        "icon": "Google Wallet shows the logo where Wallet shows the icon",
        "background": "Google Wallet has no background image; the background colour is used",
        "footer": "Google Wallet has no image beside the barcode",
        "artwork": "Google Wallet has no poster artwork",
        "primaryLogo": "Google Wallet has no poster logos",
        "secondaryLogo": "Google Wallet has no poster logos",
        "personalizationLogo": "Google Wallet has no rewards sign-up sheet",
    ]

    /// Reports every part of the pass that has no counterpart, so nothing is dropped unsaid.
    mutating func reportUnmapped() {
        reportAppearance()
        reportBehaviour()
        reportFieldAttributes()
        reportImages()
        reportSemantics()
        if !pass.unknownKeys.isEmpty {
            report("unknown-keys", nil, "keys Passbook does not know (\(pass.unknownKeys.keys.joined(separator: ", "))) are not carried")
        }
    }

    private mutating func reportAppearance() {
        if pass.foregroundColor != nil || pass.labelColor != nil {
            report("text-colors", "foregroundColor", "Google Wallet chooses text colours to contrast with the background colour; foregroundColor and labelColor are not carried")
        }
        let presentational: [(String, Bool)] = [
            ("footerBackgroundColor", pass.footerBackgroundColor != nil), ("stripColor", pass.stripColor != nil),
            ("suppressStripShine", pass.suppressStripShine != nil), ("suppressHeaderDarkening", pass.suppressHeaderDarkening != nil),
            ("useAutomaticColors", pass.useAutomaticColors != nil), ("logoSymbolName", pass.logoSymbolName != nil),
            ("eventLogoText", pass.eventLogoText != nil), ("preferredStyleSchemes", pass.preferredStyleSchemes != nil),
            ("posterGeneric", pass.posterGeneric != nil),
        ]
        for (key, present) in presentational where present {
            report(key, key, "Google Wallet's layout has no counterpart for \(key); it is not carried")
        }
        if let logoText = pass.logoText, logoText != pass.organizationName {
            report("organization-name", "organizationName", "Google Wallet shows logoText as the issuer's name; organizationName only describes the images")
        }
        if !usedDescription {
            report("description", "description", "Google Wallet has no spoken description of the whole pass; screen readers read its texts instead")
        }
    }

    private mutating func reportBehaviour() {
        if pass.webServiceURL != nil || pass.authenticationToken != nil {
            report(
                "web-service", "webServiceURL",
                "Google Wallet does not ask a web service for updates: an update is a PATCH of \(vertical.objectCollection)/\(objectID) through the Google Wallet REST API"
            )
        }
        if !usedRelevantDates, pass.relevantDate != nil || pass.relevantDates != nil {
            report(
                "relevant-dates", pass.relevantDates != nil ? "relevantDates" : "relevantDate",
                "Google Wallet decides when to bring a pass forward from its own times (event, departure, validity); relevant dates are not carried",
                .warning
            )
        }
        if let locations = pass.locations {
            if locations.count > 10 {
                report("locations", "locations", "Google Wallet takes 10 locations; the \(locations.count - 10) after them are left out", .warning)
            }
            if locations.contains(where: { $0.relevantText != nil }) {
                report("location-text", "locations", "Google Wallet writes its own notice near a location; relevantText is not carried")
            }
            if locations.contains(where: { $0.altitude != nil }) {
                report("altitude", "locations", "Google Wallet's locations have no altitude")
            }
        }
        if pass.maxDistance != nil {
            report("max-distance", "maxDistance", "Google Wallet chooses the distance at which a location counts as near")
        }
        if pass.beacons?.isEmpty == false {
            report("beacons", "beacons", "Google Wallet has no Bluetooth beacons; the pass is not brought forward near them", .warning)
        }
        if pass.nfc != nil {
            report("nfc", "nfc", "Google Wallet's NFC (Smart Tap) needs enableSmartTap, redemption issuers and keys agreed with Google; the NFC payload is not carried", .warning)
        }
        if pass.associatedStoreIdentifiers != nil || pass.appLaunchURL != nil || pass.auxiliaryStoreIdentifiers != nil {
            report("apps", "associatedStoreIdentifiers", "App Store apps have no counterpart; Google Wallet links Android apps and web pages through appLinkData")
        }
        if pass.userInfo != nil {
            report("user-info", "userInfo", "userInfo is for apps on the phone and is not carried")
        }
        let other: [(String, Bool)] = [
            ("upcomingPassInformation", pass.upcomingPassInformation != nil), ("featuredActions", pass.featuredActions != nil),
            ("passLastModDate", pass.passLastModDate != nil), ("isShellPass", pass.isShellPass != nil), ("revoked", pass.revoked != nil),
        ]
        for (key, present) in other where present {
            report(key, key, "Google Wallet has no counterpart for \(key); it is not carried", .warning)
        }
    }

    /// Field attributes, one finding per attribute naming the fields that use it.
    /// A field attribute Google Wallet has no counterpart for: which fields use it, and what to say.
    private struct FieldAttribute {
        var id: String
        var uses: @Sendable (PassField) -> Bool
        var severity: Diagnostic.Severity = .hint
        /// The message, given the keys of the fields that use the attribute.
        var message: @Sendable (String) -> String
    }

    private static let fieldAttributes: [FieldAttribute] = [
        FieldAttribute(id: "text-alignment", uses: { $0.textAlignment != nil }) {
            "Google Wallet aligns the card's rows itself; textAlignment is not carried for \($0)"
        },
        FieldAttribute(id: "data-detectors", uses: { $0.dataDetectorTypes != nil }) {
            "Google Wallet finds links in text itself; dataDetectorTypes is not carried for \($0)"
        },
        FieldAttribute(id: "attributed-value", uses: { $0.attributedValue != nil }, severity: .warning) {
            "Google Wallet's text modules hold plain text, so these fields show their value without the links of attributedValue: \($0)"
        },
        FieldAttribute(id: "relative-date", uses: { $0.isRelative == true }) {
            "Google Wallet shows text as written, so these fields show their date rather than a relative time: \($0)"
        },
        FieldAttribute(id: "time-zone", uses: { ($0.dateStyle != nil || $0.timeStyle != nil) && $0.ignoresTimeZone != true }) {
            "Google Wallet shows text modules as written rather than in the holder's time zone, so these dates are shown in the zone they were given in: \($0)"
        },
        FieldAttribute(id: "field-semantics", uses: { $0.semantics != nil }) {
            "the semantics of these fields are not carried: \($0)"
        },
        FieldAttribute(id: "field-keys", uses: { !$0.unknownKeys.isEmpty }) {
            "keys Passbook does not know are not carried for \($0)"
        },
    ]

    /// Field attributes, one finding per attribute naming the fields that use it.
    private mutating func reportFieldAttributes() {
        let fields = allFrontAndBackFields
        let changing = fields.filter { $0.changeMessage != nil }.map(\.key).joined(separator: ", ")
        if !changing.isEmpty {
            if schema.hasProperty("notifyPreference", in: vertical.objectSchema) {
                object["notifyPreference"] = "NOTIFY_ON_UPDATE"
                report("change-message", style.key, "Google Wallet words its own update notices (notifyPreference asks it to send them); the changeMessage texts are not carried for \(changing)")
            } else {
                report("change-message", style.key, "Google Wallet's \(vertical.rawValue) passes have no update notices; changeMessage is not carried for \(changing)", .warning)
            }
        }
        for attribute in Self.fieldAttributes {
            let keys = fields.filter(attribute.uses).map(\.key)
            if !keys.isEmpty { report(attribute.id, style.key, attribute.message(keys.joined(separator: ", ")), attribute.severity) }
        }
    }

    private mutating func reportImages() {
        let slots = Set(images.paths.keys)
        for slot in slots.subtracting(usedImages).sorted() {
            report("image-\(slot)", nil, "\(images.paths[slot] ?? slot): \(Self.imagesWithoutCounterpart[slot] ?? "Google Wallet has no place for this image")")
        }
        if !images.localizedPaths.isEmpty {
            report("localized-images", nil, "Google Wallet has one image per place for every language; \(images.localizedPaths.joined(separator: ", ")) are not carried")
        }
        if hasPersonalization {
            report("personalization", nil, "Google Wallet has no rewards sign-up in the pass; personalization.json is not carried", .warning)
        }
        if options.imageBaseURL == nil, !usedImages.isEmpty {
            let files = usedImages.sorted().compactMap { images.paths[$0] }
            diagnostics.append(Diagnostic(
                id: "google.images-not-hosted", severity: .warning,
                message: "Google Wallet fetches images from public URLs: serve \(files.joined(separator: ", ")) and give their base URL (--image-base-url); they are left out",
                files: files
            ))
        } else if let base = options.imageBaseURL, base.scheme?.lowercased() != "https" {
            diagnostics.append(Diagnostic(
                id: "google.images-not-https", severity: .warning,
                message: "Google Wallet fetches images over HTTPS; \(base.absoluteString) is not an https URL"
            ))
        }
    }

    private mutating func reportSemantics() {
        guard let semantics = pass.semantics, let tags = try? JSONValueEncoder().encode(semantics).objectValue else { return }
        let left = tags.keys.filter { !usedSemantics.contains($0) }
        if !left.isEmpty {
            report("semantics", "semantics", "Google Wallet has no place for the semantic tags \(left.joined(separator: ", ")); the fields still show what they say")
        }
    }
}
