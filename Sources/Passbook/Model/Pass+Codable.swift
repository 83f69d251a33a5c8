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
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(passTypeIdentifier, forKey: .passTypeIdentifier)
        try container.encode(serialNumber, forKey: .serialNumber)
        try container.encode(teamIdentifier, forKey: .teamIdentifier)
        try container.encode(organizationName, forKey: .organizationName)
        try container.encode(description, forKey: .description)
        try container.encodeIfPresent(logoText, forKey: .logoText)
        try container.encodeIfPresent(eventLogoText, forKey: .eventLogoText)
        try container.encodeIfPresent(foregroundColor, forKey: .foregroundColor)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(labelColor, forKey: .labelColor)
        try container.encodeIfPresent(footerBackgroundColor, forKey: .footerBackgroundColor)
        try container.encodeIfPresent(suppressStripShine, forKey: .suppressStripShine)
        try container.encodeIfPresent(suppressHeaderDarkening, forKey: .suppressHeaderDarkening)
        try container.encodeIfPresent(useAutomaticColors, forKey: .useAutomaticColors)
        try container.encodeIfPresent(stripColor, forKey: .stripColor)
        try container.encodeIfPresent(logoSymbolName, forKey: .logoSymbolName)
        try container.encodeIfPresent(webServiceURL, forKey: .webServiceURL)
        try container.encodeIfPresent(authenticationToken, forKey: .authenticationToken)
        try container.encodeIfPresent(expirationDate, forKey: .expirationDate)
        try container.encodeIfPresent(voided, forKey: .voided)
        try container.encodeIfPresent(relevantDate, forKey: .relevantDate)
        try container.encodeIfPresent(relevantDates, forKey: .relevantDates)
        try container.encodeIfPresent(locations, forKey: .locations)
        try container.encodeIfPresent(beacons, forKey: .beacons)
        try container.encodeIfPresent(maxDistance, forKey: .maxDistance)
        try container.encodeIfPresent(barcode, forKey: .barcode)
        try container.encodeIfPresent(barcodes, forKey: .barcodes)
        try container.encodeIfPresent(nfc, forKey: .nfc)
        try container.encodeIfPresent(associatedStoreIdentifiers, forKey: .associatedStoreIdentifiers)
        try container.encodeIfPresent(appLaunchURL, forKey: .appLaunchURL)
        try container.encodeIfPresent(auxiliaryStoreIdentifiers, forKey: .auxiliaryStoreIdentifiers)
        try container.encodeIfPresent(userInfo, forKey: .userInfo)
        try container.encodeIfPresent(semantics, forKey: .semantics)
        try container.encodeIfPresent(groupingIdentifier, forKey: .groupingIdentifier)
        try container.encodeIfPresent(sharingProhibited, forKey: .sharingProhibited)
        try container.encodeIfPresent(accessibilityURL, forKey: .accessibilityURL)
        try container.encodeIfPresent(addOnURL, forKey: .addOnURL)
        try container.encodeIfPresent(bagPolicyURL, forKey: .bagPolicyURL)
        try container.encodeIfPresent(contactVenueEmail, forKey: .contactVenueEmail)
        try container.encodeIfPresent(contactVenuePhoneNumber, forKey: .contactVenuePhoneNumber)
        try container.encodeIfPresent(contactVenueWebsite, forKey: .contactVenueWebsite)
        try container.encodeIfPresent(directionsInformationURL, forKey: .directionsInformationURL)
        try container.encodeIfPresent(merchandiseURL, forKey: .merchandiseURL)
        try container.encodeIfPresent(orderFoodURL, forKey: .orderFoodURL)
        try container.encodeIfPresent(parkingInformationURL, forKey: .parkingInformationURL)
        try container.encodeIfPresent(purchaseParkingURL, forKey: .purchaseParkingURL)
        try container.encodeIfPresent(sellURL, forKey: .sellURL)
        try container.encodeIfPresent(transferURL, forKey: .transferURL)
        try container.encodeIfPresent(transitInformationURL, forKey: .transitInformationURL)
        try container.encodeIfPresent(changeSeatURL, forKey: .changeSeatURL)
        try container.encodeIfPresent(entertainmentURL, forKey: .entertainmentURL)
        try container.encodeIfPresent(purchaseAdditionalBaggageURL, forKey: .purchaseAdditionalBaggageURL)
        try container.encodeIfPresent(purchaseLoungeAccessURL, forKey: .purchaseLoungeAccessURL)
        try container.encodeIfPresent(purchaseWifiURL, forKey: .purchaseWifiURL)
        try container.encodeIfPresent(upgradeURL, forKey: .upgradeURL)
        try container.encodeIfPresent(managementURL, forKey: .managementURL)
        try container.encodeIfPresent(registerServiceAnimalURL, forKey: .registerServiceAnimalURL)
        try container.encodeIfPresent(reportLostBagURL, forKey: .reportLostBagURL)
        try container.encodeIfPresent(requestWheelchairURL, forKey: .requestWheelchairURL)
        try container.encodeIfPresent(trackBagsURL, forKey: .trackBagsURL)
        try container.encodeIfPresent(transitProviderEmail, forKey: .transitProviderEmail)
        try container.encodeIfPresent(transitProviderPhoneNumber, forKey: .transitProviderPhoneNumber)
        try container.encodeIfPresent(transitProviderWebsiteURL, forKey: .transitProviderWebsiteURL)
        try container.encodeIfPresent(upcomingPassInformation, forKey: .upcomingPassInformation)
        try container.encodeIfPresent(featuredActions, forKey: .featuredActions)
        try container.encodeIfPresent(preferredStyleSchemes, forKey: .preferredStyleSchemes)
        try container.encodeIfPresent(boardingPass, forKey: .boardingPass)
        try container.encodeIfPresent(coupon, forKey: .coupon)
        try container.encodeIfPresent(eventTicket, forKey: .eventTicket)
        try container.encodeIfPresent(generic, forKey: .generic)
        try container.encodeIfPresent(storeCard, forKey: .storeCard)
        try container.encodeIfPresent(posterGeneric, forKey: .posterGeneric)
        try container.encodeIfPresent(passLastModDate, forKey: .passLastModDate)
        try container.encodeIfPresent(isShellPass, forKey: .isShellPass)
        try container.encodeIfPresent(revoked, forKey: .revoked)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
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
