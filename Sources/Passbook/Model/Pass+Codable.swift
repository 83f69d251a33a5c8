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
        logoText = try container.decodeOptional(String.self, forKey: .logoText)
        eventLogoText = try container.decodeOptional(String.self, forKey: .eventLogoText)
        foregroundColor = try container.decodeOptional(PassColor.self, forKey: .foregroundColor)
        backgroundColor = try container.decodeOptional(PassColor.self, forKey: .backgroundColor)
        labelColor = try container.decodeOptional(PassColor.self, forKey: .labelColor)
        footerBackgroundColor = try container.decodeOptional(PassColor.self, forKey: .footerBackgroundColor)
        suppressStripShine = try container.decodeOptional(Bool.self, forKey: .suppressStripShine)
        suppressHeaderDarkening = try container.decodeOptional(Bool.self, forKey: .suppressHeaderDarkening)
        useAutomaticColors = try container.decodeOptional(Bool.self, forKey: .useAutomaticColors)
        stripColor = try container.decodeOptional(PassColor.self, forKey: .stripColor)
        logoSymbolName = try container.decodeOptional(String.self, forKey: .logoSymbolName)
        webServiceURL = try container.decodeOptional(String.self, forKey: .webServiceURL)
        authenticationToken = try container.decodeOptional(String.self, forKey: .authenticationToken)
        expirationDate = try container.decodeOptional(W3CDate.self, forKey: .expirationDate)
        voided = try container.decodeOptional(Bool.self, forKey: .voided)
        relevantDate = try container.decodeOptional(W3CDate.self, forKey: .relevantDate)
        relevantDates = try container.decodeOptional([RelevantDate].self, forKey: .relevantDates)
        locations = try container.decodeOptional([Location].self, forKey: .locations)
        beacons = try container.decodeOptional([Beacon].self, forKey: .beacons)
        maxDistance = try container.decodeOptional(Double.self, forKey: .maxDistance)
        barcode = try container.decodeOptional(Barcode.self, forKey: .barcode)
        barcodes = try container.decodeOptional([Barcode].self, forKey: .barcodes)
        nfc = try container.decodeOptional(NFC.self, forKey: .nfc)
        associatedStoreIdentifiers = try container.decodeOptional([Int].self, forKey: .associatedStoreIdentifiers)
        appLaunchURL = try container.decodeOptional(String.self, forKey: .appLaunchURL)
        auxiliaryStoreIdentifiers = try container.decodeOptional([Int].self, forKey: .auxiliaryStoreIdentifiers)
        userInfo = try container.decodeOptional(JSONValue.self, forKey: .userInfo)
        semantics = try container.decodeOptional(SemanticTags.self, forKey: .semantics)
        groupingIdentifier = try container.decodeOptional(String.self, forKey: .groupingIdentifier)
        sharingProhibited = try container.decodeOptional(Bool.self, forKey: .sharingProhibited)
        accessibilityURL = try container.decodeOptional(String.self, forKey: .accessibilityURL)
        addOnURL = try container.decodeOptional(String.self, forKey: .addOnURL)
        bagPolicyURL = try container.decodeOptional(String.self, forKey: .bagPolicyURL)
        contactVenueEmail = try container.decodeOptional(String.self, forKey: .contactVenueEmail)
        contactVenuePhoneNumber = try container.decodeOptional(String.self, forKey: .contactVenuePhoneNumber)
        contactVenueWebsite = try container.decodeOptional(String.self, forKey: .contactVenueWebsite)
        directionsInformationURL = try container.decodeOptional(String.self, forKey: .directionsInformationURL)
        merchandiseURL = try container.decodeOptional(String.self, forKey: .merchandiseURL)
        orderFoodURL = try container.decodeOptional(String.self, forKey: .orderFoodURL)
        parkingInformationURL = try container.decodeOptional(String.self, forKey: .parkingInformationURL)
        purchaseParkingURL = try container.decodeOptional(String.self, forKey: .purchaseParkingURL)
        sellURL = try container.decodeOptional(String.self, forKey: .sellURL)
        transferURL = try container.decodeOptional(String.self, forKey: .transferURL)
        transitInformationURL = try container.decodeOptional(String.self, forKey: .transitInformationURL)
        changeSeatURL = try container.decodeOptional(String.self, forKey: .changeSeatURL)
        entertainmentURL = try container.decodeOptional(String.self, forKey: .entertainmentURL)
        purchaseAdditionalBaggageURL = try container.decodeOptional(String.self, forKey: .purchaseAdditionalBaggageURL)
        purchaseLoungeAccessURL = try container.decodeOptional(String.self, forKey: .purchaseLoungeAccessURL)
        purchaseWifiURL = try container.decodeOptional(String.self, forKey: .purchaseWifiURL)
        upgradeURL = try container.decodeOptional(String.self, forKey: .upgradeURL)
        managementURL = try container.decodeOptional(String.self, forKey: .managementURL)
        registerServiceAnimalURL = try container.decodeOptional(String.self, forKey: .registerServiceAnimalURL)
        reportLostBagURL = try container.decodeOptional(String.self, forKey: .reportLostBagURL)
        requestWheelchairURL = try container.decodeOptional(String.self, forKey: .requestWheelchairURL)
        trackBagsURL = try container.decodeOptional(String.self, forKey: .trackBagsURL)
        transitProviderEmail = try container.decodeOptional(String.self, forKey: .transitProviderEmail)
        transitProviderPhoneNumber = try container.decodeOptional(String.self, forKey: .transitProviderPhoneNumber)
        transitProviderWebsiteURL = try container.decodeOptional(String.self, forKey: .transitProviderWebsiteURL)
        upcomingPassInformation = try container.decodeOptional(
            [UpcomingPassInformationEntry].self,
            forKey: .upcomingPassInformation
        )
        featuredActions = try container.decodeOptional([FeaturedAction].self, forKey: .featuredActions)
        preferredStyleSchemes = try container.decodeOptional([StyleScheme].self, forKey: .preferredStyleSchemes)
        boardingPass = try container.decodeOptional(PassFields.self, forKey: .boardingPass)
        coupon = try container.decodeOptional(PassFields.self, forKey: .coupon)
        eventTicket = try container.decodeOptional(PassFields.self, forKey: .eventTicket)
        generic = try container.decodeOptional(PassFields.self, forKey: .generic)
        storeCard = try container.decodeOptional(PassFields.self, forKey: .storeCard)
        posterGeneric = try container.decodeOptional(PassFields.self, forKey: .posterGeneric)
        passLastModDate = try container.decodeOptional(String.self, forKey: .passLastModDate)
        isShellPass = try container.decodeOptional(Bool.self, forKey: .isShellPass)
        revoked = try container.decodeOptional(Bool.self, forKey: .revoked)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
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
