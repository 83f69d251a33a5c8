extension Pass: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case formatVersion
        case passTypeIdentifier
        case serialNumber
        case teamIdentifier
        case organizationName
        case description
        case logoText
        case eventLogoText
        case foregroundColor
        case backgroundColor
        case labelColor
        case footerBackgroundColor
        case suppressStripShine
        case suppressHeaderDarkening
        case useAutomaticColors
        case stripColor
        case logoSymbolName
        case webServiceURL
        case authenticationToken
        case expirationDate
        case voided
        case relevantDate
        case relevantDates
        case locations
        case beacons
        case maxDistance
        case barcode
        case barcodes
        case nfc
        case associatedStoreIdentifiers
        case appLaunchURL
        case auxiliaryStoreIdentifiers
        case userInfo
        case semantics
        case groupingIdentifier
        case sharingProhibited
        case accessibilityURL
        case addOnURL
        case bagPolicyURL
        case contactVenueEmail
        case contactVenuePhoneNumber
        case contactVenueWebsite
        case directionsInformationURL
        case merchandiseURL
        case orderFoodURL
        case parkingInformationURL
        case purchaseParkingURL
        case sellURL
        case transferURL
        case transitInformationURL
        case changeSeatURL
        case entertainmentURL
        case purchaseAdditionalBaggageURL
        case purchaseLoungeAccessURL
        case purchaseWifiURL
        case upgradeURL
        case managementURL
        case registerServiceAnimalURL
        case reportLostBagURL
        case requestWheelchairURL
        case trackBagsURL
        case transitProviderEmail
        case transitProviderPhoneNumber
        case transitProviderWebsiteURL
        case upcomingPassInformation
        case featuredActions
        case preferredStyleSchemes
        case boardingPass
        case coupon
        case eventTicket
        case generic
        case storeCard
        case posterGeneric
        case passLastModDate
        case isShellPass
        case revoked
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        passTypeIdentifier = try container.decode(String.self, forKey: .passTypeIdentifier)
        serialNumber = try container.decode(String.self, forKey: .serialNumber)
        teamIdentifier = try container.decode(String.self, forKey: .teamIdentifier)
        organizationName = try container.decode(String.self, forKey: .organizationName)
        description = try container.decode(String.self, forKey: .description)
        unknownKeys = [:]
        for key in CodingKeys.allCases where !Self.requiredCodingKeys.contains(key) {
            try decodeMember(key, from: container)
        }
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    /// The keys every pass has, decoded first.
    static let requiredCodingKeys: Set<CodingKeys> = [.formatVersion, .passTypeIdentifier, .serialNumber, .teamIdentifier, .organizationName, .description]

    /// Reads one member of `container` into the pass, the way ``init(from:)`` reads it.
    mutating func decodeMember(_ key: CodingKeys, from container: KeyedDecodingContainer<CodingKeys>) throws {
        switch key {
        case .formatVersion: formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        case .passTypeIdentifier: passTypeIdentifier = try container.decode(String.self, forKey: .passTypeIdentifier)
        case .serialNumber: serialNumber = try container.decode(String.self, forKey: .serialNumber)
        case .teamIdentifier: teamIdentifier = try container.decode(String.self, forKey: .teamIdentifier)
        case .organizationName: organizationName = try container.decode(String.self, forKey: .organizationName)
        case .description: description = try container.decode(String.self, forKey: .description)
        case .logoText: logoText = try container.decodeOptional(String.self, forKey: .logoText)
        case .eventLogoText: eventLogoText = try container.decodeOptional(String.self, forKey: .eventLogoText)
        case .foregroundColor: foregroundColor = try container.decodeOptional(PassColor.self, forKey: .foregroundColor)
        case .backgroundColor: backgroundColor = try container.decodeOptional(PassColor.self, forKey: .backgroundColor)
        case .labelColor: labelColor = try container.decodeOptional(PassColor.self, forKey: .labelColor)
        case .footerBackgroundColor: footerBackgroundColor = try container.decodeOptional(PassColor.self, forKey: .footerBackgroundColor)
        case .suppressStripShine: suppressStripShine = try container.decodeOptional(Bool.self, forKey: .suppressStripShine)
        case .suppressHeaderDarkening: suppressHeaderDarkening = try container.decodeOptional(Bool.self, forKey: .suppressHeaderDarkening)
        case .useAutomaticColors: useAutomaticColors = try container.decodeOptional(Bool.self, forKey: .useAutomaticColors)
        case .stripColor: stripColor = try container.decodeOptional(PassColor.self, forKey: .stripColor)
        case .logoSymbolName: logoSymbolName = try container.decodeOptional(String.self, forKey: .logoSymbolName)
        case .webServiceURL: webServiceURL = try container.decodeOptional(String.self, forKey: .webServiceURL)
        case .authenticationToken: authenticationToken = try container.decodeOptional(String.self, forKey: .authenticationToken)
        case .expirationDate: expirationDate = try container.decodeOptional(W3CDate.self, forKey: .expirationDate)
        case .voided: voided = try container.decodeOptional(Bool.self, forKey: .voided)
        case .relevantDate: relevantDate = try container.decodeOptional(W3CDate.self, forKey: .relevantDate)
        case .relevantDates: relevantDates = try container.decodeOptional([RelevantDate].self, forKey: .relevantDates)
        case .locations: locations = try container.decodeOptional([Location].self, forKey: .locations)
        case .beacons: beacons = try container.decodeOptional([Beacon].self, forKey: .beacons)
        case .maxDistance: maxDistance = try container.decodeOptional(Double.self, forKey: .maxDistance)
        case .barcode: barcode = try container.decodeOptional(Barcode.self, forKey: .barcode)
        case .barcodes: barcodes = try container.decodeOptional([Barcode].self, forKey: .barcodes)
        case .nfc: nfc = try container.decodeOptional(NFC.self, forKey: .nfc)
        case .associatedStoreIdentifiers: associatedStoreIdentifiers = try container.decodeOptional([Int].self, forKey: .associatedStoreIdentifiers)
        case .appLaunchURL: appLaunchURL = try container.decodeOptional(String.self, forKey: .appLaunchURL)
        case .auxiliaryStoreIdentifiers: auxiliaryStoreIdentifiers = try container.decodeOptional([Int].self, forKey: .auxiliaryStoreIdentifiers)
        case .userInfo: userInfo = try container.decodeOptional(JSONValue.self, forKey: .userInfo)
        case .semantics: semantics = try container.decodeOptional(SemanticTags.self, forKey: .semantics)
        case .groupingIdentifier: groupingIdentifier = try container.decodeOptional(String.self, forKey: .groupingIdentifier)
        case .sharingProhibited: sharingProhibited = try container.decodeOptional(Bool.self, forKey: .sharingProhibited)
        case .accessibilityURL: accessibilityURL = try container.decodeOptional(String.self, forKey: .accessibilityURL)
        case .addOnURL: addOnURL = try container.decodeOptional(String.self, forKey: .addOnURL)
        case .bagPolicyURL: bagPolicyURL = try container.decodeOptional(String.self, forKey: .bagPolicyURL)
        case .contactVenueEmail: contactVenueEmail = try container.decodeOptional(String.self, forKey: .contactVenueEmail)
        case .contactVenuePhoneNumber: contactVenuePhoneNumber = try container.decodeOptional(String.self, forKey: .contactVenuePhoneNumber)
        case .contactVenueWebsite: contactVenueWebsite = try container.decodeOptional(String.self, forKey: .contactVenueWebsite)
        case .directionsInformationURL: directionsInformationURL = try container.decodeOptional(String.self, forKey: .directionsInformationURL)
        case .merchandiseURL: merchandiseURL = try container.decodeOptional(String.self, forKey: .merchandiseURL)
        case .orderFoodURL: orderFoodURL = try container.decodeOptional(String.self, forKey: .orderFoodURL)
        case .parkingInformationURL: parkingInformationURL = try container.decodeOptional(String.self, forKey: .parkingInformationURL)
        case .purchaseParkingURL: purchaseParkingURL = try container.decodeOptional(String.self, forKey: .purchaseParkingURL)
        case .sellURL: sellURL = try container.decodeOptional(String.self, forKey: .sellURL)
        case .transferURL: transferURL = try container.decodeOptional(String.self, forKey: .transferURL)
        case .transitInformationURL: transitInformationURL = try container.decodeOptional(String.self, forKey: .transitInformationURL)
        case .changeSeatURL: changeSeatURL = try container.decodeOptional(String.self, forKey: .changeSeatURL)
        case .entertainmentURL: entertainmentURL = try container.decodeOptional(String.self, forKey: .entertainmentURL)
        case .purchaseAdditionalBaggageURL: purchaseAdditionalBaggageURL = try container.decodeOptional(String.self, forKey: .purchaseAdditionalBaggageURL)
        case .purchaseLoungeAccessURL: purchaseLoungeAccessURL = try container.decodeOptional(String.self, forKey: .purchaseLoungeAccessURL)
        case .purchaseWifiURL: purchaseWifiURL = try container.decodeOptional(String.self, forKey: .purchaseWifiURL)
        case .upgradeURL: upgradeURL = try container.decodeOptional(String.self, forKey: .upgradeURL)
        case .managementURL: managementURL = try container.decodeOptional(String.self, forKey: .managementURL)
        case .registerServiceAnimalURL: registerServiceAnimalURL = try container.decodeOptional(String.self, forKey: .registerServiceAnimalURL)
        case .reportLostBagURL: reportLostBagURL = try container.decodeOptional(String.self, forKey: .reportLostBagURL)
        case .requestWheelchairURL: requestWheelchairURL = try container.decodeOptional(String.self, forKey: .requestWheelchairURL)
        case .trackBagsURL: trackBagsURL = try container.decodeOptional(String.self, forKey: .trackBagsURL)
        case .transitProviderEmail: transitProviderEmail = try container.decodeOptional(String.self, forKey: .transitProviderEmail)
        case .transitProviderPhoneNumber: transitProviderPhoneNumber = try container.decodeOptional(String.self, forKey: .transitProviderPhoneNumber)
        case .transitProviderWebsiteURL: transitProviderWebsiteURL = try container.decodeOptional(String.self, forKey: .transitProviderWebsiteURL)
        case .upcomingPassInformation: upcomingPassInformation = try container.decodeOptional([UpcomingPassInformationEntry].self, forKey: .upcomingPassInformation)
        case .featuredActions: featuredActions = try container.decodeOptional([FeaturedAction].self, forKey: .featuredActions)
        case .preferredStyleSchemes: preferredStyleSchemes = try container.decodeOptional([StyleScheme].self, forKey: .preferredStyleSchemes)
        case .boardingPass: boardingPass = try container.decodeOptional(PassFields.self, forKey: .boardingPass)
        case .coupon: coupon = try container.decodeOptional(PassFields.self, forKey: .coupon)
        case .eventTicket: eventTicket = try container.decodeOptional(PassFields.self, forKey: .eventTicket)
        case .generic: generic = try container.decodeOptional(PassFields.self, forKey: .generic)
        case .storeCard: storeCard = try container.decodeOptional(PassFields.self, forKey: .storeCard)
        case .posterGeneric: posterGeneric = try container.decodeOptional(PassFields.self, forKey: .posterGeneric)
        case .passLastModDate: passLastModDate = try container.decodeOptional(String.self, forKey: .passLastModDate)
        case .isShellPass: isShellPass = try container.decodeOptional(Bool.self, forKey: .isShellPass)
        case .revoked: revoked = try container.decodeOptional(Bool.self, forKey: .revoked)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeAsOneObject(to: encoder)
    }

    /// The known members in the order they are written, the one list both ways of writing share.
    func writeMembers(into sink: inout some MemberSink<CodingKeys>) throws {
        try sink.put(formatVersion, .formatVersion)
        try sink.put(passTypeIdentifier, .passTypeIdentifier)
        try sink.put(serialNumber, .serialNumber)
        try sink.put(teamIdentifier, .teamIdentifier)
        try sink.put(organizationName, .organizationName)
        try sink.put(description, .description)
        try sink.put(logoText, .logoText)
        try sink.put(eventLogoText, .eventLogoText)
        try sink.put(foregroundColor, .foregroundColor)
        try sink.put(backgroundColor, .backgroundColor)
        try sink.put(labelColor, .labelColor)
        try sink.put(footerBackgroundColor, .footerBackgroundColor)
        try sink.put(suppressStripShine, .suppressStripShine)
        try sink.put(suppressHeaderDarkening, .suppressHeaderDarkening)
        try sink.put(useAutomaticColors, .useAutomaticColors)
        try sink.put(stripColor, .stripColor)
        try sink.put(logoSymbolName, .logoSymbolName)
        try sink.put(webServiceURL, .webServiceURL)
        try sink.put(authenticationToken, .authenticationToken)
        try sink.put(expirationDate, .expirationDate)
        try sink.put(voided, .voided)
        try sink.put(relevantDate, .relevantDate)
        try sink.put(relevantDates, .relevantDates)
        try sink.put(locations, .locations)
        try sink.put(beacons, .beacons)
        try sink.put(maxDistance, .maxDistance)
        try sink.put(barcode, .barcode)
        try sink.put(barcodes, .barcodes)
        try sink.put(nfc, .nfc)
        try sink.put(associatedStoreIdentifiers, .associatedStoreIdentifiers)
        try sink.put(appLaunchURL, .appLaunchURL)
        try sink.put(auxiliaryStoreIdentifiers, .auxiliaryStoreIdentifiers)
        try sink.put(userInfo, .userInfo)
        try sink.put(semantics, .semantics)
        try sink.put(groupingIdentifier, .groupingIdentifier)
        try sink.put(sharingProhibited, .sharingProhibited)
        try sink.put(accessibilityURL, .accessibilityURL)
        try sink.put(addOnURL, .addOnURL)
        try sink.put(bagPolicyURL, .bagPolicyURL)
        try sink.put(contactVenueEmail, .contactVenueEmail)
        try sink.put(contactVenuePhoneNumber, .contactVenuePhoneNumber)
        try sink.put(contactVenueWebsite, .contactVenueWebsite)
        try sink.put(directionsInformationURL, .directionsInformationURL)
        try sink.put(merchandiseURL, .merchandiseURL)
        try sink.put(orderFoodURL, .orderFoodURL)
        try sink.put(parkingInformationURL, .parkingInformationURL)
        try sink.put(purchaseParkingURL, .purchaseParkingURL)
        try sink.put(sellURL, .sellURL)
        try sink.put(transferURL, .transferURL)
        try sink.put(transitInformationURL, .transitInformationURL)
        try sink.put(changeSeatURL, .changeSeatURL)
        try sink.put(entertainmentURL, .entertainmentURL)
        try sink.put(purchaseAdditionalBaggageURL, .purchaseAdditionalBaggageURL)
        try sink.put(purchaseLoungeAccessURL, .purchaseLoungeAccessURL)
        try sink.put(purchaseWifiURL, .purchaseWifiURL)
        try sink.put(upgradeURL, .upgradeURL)
        try sink.put(managementURL, .managementURL)
        try sink.put(registerServiceAnimalURL, .registerServiceAnimalURL)
        try sink.put(reportLostBagURL, .reportLostBagURL)
        try sink.put(requestWheelchairURL, .requestWheelchairURL)
        try sink.put(trackBagsURL, .trackBagsURL)
        try sink.put(transitProviderEmail, .transitProviderEmail)
        try sink.put(transitProviderPhoneNumber, .transitProviderPhoneNumber)
        try sink.put(transitProviderWebsiteURL, .transitProviderWebsiteURL)
        try sink.put(upcomingPassInformation, .upcomingPassInformation)
        try sink.put(featuredActions, .featuredActions)
        try sink.put(preferredStyleSchemes, .preferredStyleSchemes)
        try sink.put(boardingPass, .boardingPass)
        try sink.put(coupon, .coupon)
        try sink.put(eventTicket, .eventTicket)
        try sink.put(generic, .generic)
        try sink.put(storeCard, .storeCard)
        try sink.put(posterGeneric, .posterGeneric)
        try sink.put(passLastModDate, .passLastModDate)
        try sink.put(isShellPass, .isShellPass)
        try sink.put(revoked, .revoked)
    }
}

extension Pass {
    /// This pass with the members named by `keys` read again from `object`, the rest kept: a pass
    /// made from a template differs from the template's example only where the record's values
    /// land, so only those members are decoded.
    ///
    /// Throws as ``init(from:)`` would for the members read; a required member missing from
    /// `object` throws too.
    func replacingMembers(_ keys: Set<String>, from object: JSONObject) throws -> Pass {
        let decoder = JSONValueDecoding(value: .object(object), codingPath: [])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var pass = self
        var unknownChanged = false
        for name in keys {
            if let key = CodingKeys(stringValue: name) {
                try pass.decodeMember(key, from: container)
            } else {
                unknownChanged = true
            }
        }
        if unknownChanged { pass.unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self) }
        return pass
    }
}

// The top-level members without a keyed container call each, the largest part of encoding a pass.
extension Pass: MemberListEncodable {
    typealias MemberKeys = CodingKeys
}
