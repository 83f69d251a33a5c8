/// The documented shape of every key of `pass.json` (spec §2–§4), and a walk over a pass that
/// pairs each value with its shape and path.
enum PassSchema {
    static let field: Shape = closed([
        "key": .string, "value": .stringOrNumber, "label": .string, "attributedValue": .stringOrNumber,
        "changeMessage": .string, "dataDetectorTypes": .array(.string), "textAlignment": .string,
        "dateStyle": .string, "timeStyle": .string, "ignoresTimeZone": .bool, "isRelative": .bool,
        "currencyCode": .string, "numberStyle": .string, "semantics": semantics, "row": .integer,
    ], PassField.CodingKeys.self)

    static let fields: Shape = closed(
        Dictionary(uniqueKeysWithValues: PassFields.Group.allCases.map { ($0.key, Shape.array(field)) })
            .merging(["transitType": .string]) { first, _ in first },
        PassFields.CodingKeys.self
    )

    static let barcode: Shape = closed(
        ["format": .string, "message": .string, "messageEncoding": .string, "altText": .string], Barcode.CodingKeys.self
    )

    static let eventDateInfo: Shape = closed([
        "date": .date, "ignoreTimeComponents": .bool, "timeZone": .string, "unannounced": .bool, "undetermined": .bool,
    ], SemanticTags.EventDateInfo.CodingKeys.self)

    static let semanticsLocation: Shape = closed(["latitude": .number, "longitude": .number], SemanticTags.Location.CodingKeys.self)

    static let currencyAmount: Shape = closed(["amount": .string, "currencyCode": .string], SemanticTags.CurrencyAmount.CodingKeys.self)

    static let seat: Shape = closed([
        "seatSection": .string, "seatRow": .string, "seatNumber": .string, "seatIdentifier": .string,
        "seatType": .string, "seatDescription": .string, "seatAisle": .string, "seatLevel": .string,
        "seatSectionColor": .color,
    ], SemanticTags.Seat.CodingKeys.self)

    /// A name, and its phonetic spelling, a name again.
    static let personName: Shape = {
        let keys = SemanticTags.PersonNameComponents.CodingKeys.allCases.map(\.stringValue)
        let plain = Dictionary(uniqueKeysWithValues: keys.map { ($0, Shape.string) })
        return .object(plain.merging(["phoneticRepresentation": .object(plain.filter { $0.key != "phoneticRepresentation" })]) { _, nested in nested })
    }()

    /// Semantic tags: every tag the model reads, those Passbook judges with their shape.
    static let semantics: Shape = closed([
        "eventName": .string, "eventType": .string, "eventStartDate": .date, "eventEndDate": .date,
        "eventStartDateInfo": eventDateInfo, "venueName": .string, "venueRegionName": .string, "venueRoom": .string,
        "venueLocation": semanticsLocation, "venueOpenDate": .date, "venueCloseDate": .date, "venueDoorsOpenDate": .date,
        "venueGatesOpenDate": .date, "venueParkingLotsOpenDate": .date, "venueFanZoneOpenDate": .date,
        "performerNames": .array(.string), "artistIDs": .array(.string), "albumIDs": .array(.string),
        "playlistIDs": .array(.string), "homeTeamLocation": .string, "awayTeamLocation": .string,
        "originalDepartureDate": .date, "currentDepartureDate": .date, "originalArrivalDate": .date,
        "currentArrivalDate": .date, "originalBoardingDate": .date, "currentBoardingDate": .date,
        "departureLocation": semanticsLocation, "destinationLocation": semanticsLocation,
        "flightNumber": .integer, "duration": .number, "silenceRequested": .bool,
        "totalPrice": currencyAmount, "balance": currencyAmount, "seats": .array(seat),
        "wifiAccess": .array(closed(["ssid": .string, "password": .string], SemanticTags.WifiNetwork.CodingKeys.self)),
        "passengerName": personName,
    ], SemanticTags.CodingKeys.self)

    static let upcomingEntry: Shape = closed([
        "identifier": .string, "name": .string, "type": .string, "isActive": .bool, "semantics": semantics,
        "dateInformation": .object([
            "date": .date, "timeZone": .string, "ignoreTimeComponents": .bool, "isAllDay": .bool,
            "isUnannounced": .bool, "isUndetermined": .bool,
        ]),
        "additionalInfoFields": .array(field), "backFields": .array(field), "auxiliaryStoreIdentifiers": .array(.integer),
    ], UpcomingPassInformationEntry.CodingKeys.self)

    /// `typed` with every other key of `Keys` (what the model reads) taking any value: an object
    /// whose keys are exactly those Passbook knows, so that any other one is reported as unknown.
    private static func closed<Keys: CodingKey & CaseIterable>(_ typed: [String: Shape], _ keys: Keys.Type) -> Shape {
        var all = typed
        for key in Keys.allCases where all[key.stringValue] == nil { all[key.stringValue] = .anything }
        return .object(all)
    }

    /// Top-level keys and their shapes.
    static let topLevel: [String: Shape] = {
        var keys: [String: Shape] = [
            "formatVersion": .integer, "passTypeIdentifier": .string, "serialNumber": .string,
            "teamIdentifier": .string, "organizationName": .string, "description": .string,
            "logoText": .string, "eventLogoText": .string,
            "foregroundColor": .color, "backgroundColor": .color, "labelColor": .color,
            "footerBackgroundColor": .color, "stripColor": .color,
            "suppressStripShine": .bool, "suppressHeaderDarkening": .bool, "useAutomaticColors": .bool,
            "logoSymbolName": .string, "webServiceURL": .url, "authenticationToken": .string,
            "expirationDate": .date, "voided": .bool, "relevantDate": .date,
            "relevantDates": .array(closed(["startDate": .date, "endDate": .date, "date": .date, "relevantDate": .date], RelevantDate.CodingKeys.self)),
            "locations": .array(closed(["latitude": .number, "longitude": .number, "altitude": .number, "relevantText": .string], Location.CodingKeys.self)),
            "beacons": .array(closed(["proximityUUID": .string, "major": .integer, "minor": .integer, "relevantText": .string], Beacon.CodingKeys.self)),
            "maxDistance": .number, "barcode": barcode, "barcodes": .array(barcode),
            "nfc": closed(["message": .string, "encryptionPublicKey": .string, "requiresAuthentication": .bool], NFC.CodingKeys.self),
            "associatedStoreIdentifiers": .array(.integer), "auxiliaryStoreIdentifiers": .array(.integer),
            "appLaunchURL": .string, "userInfo": .anything, "semantics": semantics,
            "groupingIdentifier": .string, "sharingProhibited": .bool,
            "upcomingPassInformation": .array(upcomingEntry),
            "featuredActions": .array(closed(["identifier": .string, "type": .string, "url": .url], FeaturedAction.CodingKeys.self)),
            "preferredStyleSchemes": .array(.string), "posterGeneric": fields,
        ]
        for style in PassStyle.allCases { keys[style.key] = fields }
        for key in urlKeys { keys[key] = .url }
        for key in ["contactVenueEmail", "contactVenuePhoneNumber", "transitProviderEmail", "transitProviderPhoneNumber"] {
            keys[key] = .string
        }
        return keys
    }()

    /// Event-guide and airline link keys that hold web URLs.
    static let urlKeys = [
        "accessibilityURL", "addOnURL", "bagPolicyURL", "contactVenueWebsite", "directionsInformationURL",
        "merchandiseURL", "orderFoodURL", "parkingInformationURL", "purchaseParkingURL", "sellURL", "transferURL",
        "transitInformationURL", "changeSeatURL", "entertainmentURL", "purchaseAdditionalBaggageURL",
        "purchaseLoungeAccessURL", "purchaseWifiURL", "upgradeURL", "managementURL", "registerServiceAnimalURL",
        "reportLostBagURL", "requestWheelchairURL", "trackBagsURL", "transitProviderWebsiteURL",
    ]

    /// Keys seen in the wild that Apple does not document.
    static let undocumentedKeys: Set<String> = ["passLastModDate", "isShellPass", "revoked", "stripColor", "logoSymbolName"]

    /// Calls `visit` for every value of `json` that has a documented shape, with its path, and
    /// `unknown` for every key below the top level that its object does not have, with the path of
    /// that object and the keys it has. Values of the wrong shape are visited but not descended into.
    static func walk(
        _ json: JSONObject, _ visit: (_ path: [JSONPath.Component], _ value: JSONValue, _ shape: Shape) -> Void,
        unknown: (_ path: [JSONPath.Component], _ key: String, _ known: [String: Shape]) -> Void = { _, _, _ in }
    ) {
        // One path, grown and shrunk on the way: a fresh array per value cost more than the checks.
        var path: [JSONPath.Component] = []
        path.reserveCapacity(8)
        for (key, value) in json {
            guard let shape = topLevel[key] else { continue }
            path.append(.key(key))
            walk(value, shape: shape, path: &path, visit, unknown)
            path.removeLast()
        }
    }

    private static func walk(
        _ value: JSONValue, shape: Shape, path: inout [JSONPath.Component],
        _ visit: (_ path: [JSONPath.Component], _ value: JSONValue, _ shape: Shape) -> Void,
        _ unknown: (_ path: [JSONPath.Component], _ key: String, _ known: [String: Shape]) -> Void
    ) {
        visit(path, value, shape)
        switch (shape, value) {
        case (.array(let element), .array(let values)):
            for (index, item) in values.enumerated() {
                path.append(.index(index))
                walk(item, shape: element, path: &path, visit, unknown)
                path.removeLast()
            }
        case (.object(let keys), .object(let object)):
            for (key, item) in object {
                guard let inner = keys[key] else {
                    unknown(path, key, keys)
                    continue
                }
                path.append(.key(key))
                walk(item, shape: inner, path: &path, visit, unknown)
                path.removeLast()
            }
        default:
            break
        }
    }
}
