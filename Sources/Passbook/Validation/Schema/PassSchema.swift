/// The documented shape of every key of `pass.json` (spec §2–§4), and a walk over a pass that
/// pairs each value with its shape and path.
enum PassSchema {
    static let field: Shape = .object([
        "key": .string, "value": .stringOrNumber, "label": .string, "attributedValue": .stringOrNumber,
        "changeMessage": .string, "dataDetectorTypes": .array(.string), "textAlignment": .string,
        "dateStyle": .string, "timeStyle": .string, "ignoresTimeZone": .bool, "isRelative": .bool,
        "currencyCode": .string, "numberStyle": .string, "semantics": semantics, "row": .integer,
    ])

    static let fields: Shape = .object(
        Dictionary(uniqueKeysWithValues: PassFields.Group.allCases.map { ($0.key, Shape.array(field)) })
            .merging(["transitType": .string]) { first, _ in first }
    )

    static let barcode: Shape = .object(["format": .string, "message": .string, "messageEncoding": .string, "altText": .string])

    static let eventDateInfo: Shape = .object([
        "date": .date, "ignoreTimeComponents": .bool, "timeZone": .string, "unannounced": .bool, "undetermined": .bool,
    ])

    static let semanticsLocation: Shape = .object(["latitude": .number, "longitude": .number])

    static let currencyAmount: Shape = .object(["amount": .string, "currencyCode": .string])

    static let seat: Shape = .object([
        "seatSection": .string, "seatRow": .string, "seatNumber": .string, "seatIdentifier": .string,
        "seatType": .string, "seatDescription": .string, "seatAisle": .string, "seatLevel": .string,
        "seatSectionColor": .color,
    ])

    /// The typed part of `semantics`; tags not listed here are not checked.
    static let semantics: Shape = .object([
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
        "wifiAccess": .array(.object(["ssid": .string, "password": .string])),
    ])

    static let upcomingEntry: Shape = .object([
        "identifier": .string, "name": .string, "type": .string, "isActive": .bool, "semantics": semantics,
        "dateInformation": .object([
            "date": .date, "timeZone": .string, "ignoreTimeComponents": .bool, "isAllDay": .bool,
            "isUnannounced": .bool, "isUndetermined": .bool,
        ]),
        "additionalInfoFields": .array(field), "backFields": .array(field), "auxiliaryStoreIdentifiers": .array(.integer),
    ])

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
            "relevantDates": .array(.object(["startDate": .date, "endDate": .date, "date": .date, "relevantDate": .date])),
            "locations": .array(.object(["latitude": .number, "longitude": .number, "altitude": .number, "relevantText": .string])),
            "beacons": .array(.object(["proximityUUID": .string, "major": .integer, "minor": .integer, "relevantText": .string])),
            "maxDistance": .number, "barcode": barcode, "barcodes": .array(barcode),
            "nfc": .object(["message": .string, "encryptionPublicKey": .string, "requiresAuthentication": .bool]),
            "associatedStoreIdentifiers": .array(.integer), "auxiliaryStoreIdentifiers": .array(.integer),
            "appLaunchURL": .string, "userInfo": .anything, "semantics": semantics,
            "groupingIdentifier": .string, "sharingProhibited": .bool,
            "upcomingPassInformation": .array(upcomingEntry),
            "featuredActions": .array(.object(["identifier": .string, "type": .string, "url": .url])),
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

    /// Calls `visit` for every value of `json` that has a documented shape, with its path.
    /// Values of the wrong shape are visited but not descended into.
    static func walk(_ json: JSONObject, _ visit: (_ path: [JSONPath.Component], _ value: JSONValue, _ shape: Shape) -> Void) {
        // One path, grown and shrunk on the way: a fresh array per value cost more than the checks.
        var path: [JSONPath.Component] = []
        path.reserveCapacity(8)
        for (key, value) in json {
            guard let shape = topLevel[key] else { continue }
            path.append(.key(key))
            walk(value, shape: shape, path: &path, visit)
            path.removeLast()
        }
    }

    private static func walk(
        _ value: JSONValue, shape: Shape, path: inout [JSONPath.Component],
        _ visit: (_ path: [JSONPath.Component], _ value: JSONValue, _ shape: Shape) -> Void
    ) {
        visit(path, value, shape)
        switch (shape, value) {
        case (.array(let element), .array(let values)):
            for (index, item) in values.enumerated() {
                path.append(.index(index))
                walk(item, shape: element, path: &path, visit)
                path.removeLast()
            }
        case (.object(let keys), .object(let object)):
            for (key, item) in object {
                guard let inner = keys[key] else { continue }
                path.append(.key(key))
                walk(item, shape: inner, path: &path, visit)
                path.removeLast()
            }
        default:
            break
        }
    }
}
