extension SemanticTags: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case totalPrice
        case wifiAccess
        case duration
        case silenceRequested
        case balance
        case eventName
        case eventType
        case eventStartDate
        case eventEndDate
        case eventStartDateInfo
        case venueName
        case venueRegionName
        case venueRoom
        case venueLocation
        case venuePhoneNumber
        case venueEntrance
        case venueEntranceGate
        case venueEntranceDoor
        case venueEntrancePortal
        case entranceDescription
        case venueOpenDate
        case venueCloseDate
        case venueDoorsOpenDate
        case venueGatesOpenDate
        case venueBoxOfficeOpenDate
        case venueParkingLotsOpenDate
        case venueFanZoneOpenDate
        case admissionLevel
        case admissionLevelAbbreviation
        case attendeeName
        case additionalTicketAttributes
        case genre
        case tailgatingAllowed
        case seats
        case homeTeamName
        case homeTeamAbbreviation
        case homeTeamLocation
        case awayTeamName
        case awayTeamAbbreviation
        case awayTeamLocation
        case leagueName
        case leagueAbbreviation
        case sportName
        case performerNames
        case artistIDs
        case albumIDs
        case playlistIDs
        case transitProvider
        case transitStatus
        case transitStatusReason
        case vehicleName
        case vehicleNumber
        case vehicleType
        case confirmationNumber
        case boardingGroup
        case boardingSequenceNumber
        case boardingZone
        case priorityStatus
        case securityScreening
        case membershipProgramName
        case membershipProgramNumber
        case membershipProgramStatus
        case passengerName
        case originalDepartureDate
        case originalBoardingDate
        case originalArrivalDate
        case currentDepartureDate
        case currentBoardingDate
        case currentArrivalDate
        case departureLocation
        case destinationLocation
        case departureLocationDescription
        case destinationLocationDescription
        case ticketFareClass
        case airlineCode
        case flightCode
        case flightNumber
        case departureAirportCode
        case departureAirportName
        case destinationAirportCode
        case destinationAirportName
        case departureTerminal
        case destinationTerminal
        case departureGate
        case destinationGate
        case departureCityName
        case destinationCityName
        case departureLocationTimeZone
        case destinationLocationTimeZone
        case departureLocationSecurityPrograms
        case destinationLocationSecurityPrograms
        case passengerEligibleSecurityPrograms
        case passengerCapabilities
        case passengerAirlineSSRs
        case passengerInformationSSRs
        case passengerServiceSSRs
        case loungePlaceIDs
        case internationalDocumentsAreVerified
        case internationalDocumentsVerifiedDeclarationName
        case carNumber
        case departurePlatform
        case destinationPlatform
        case departureStationName
        case destinationStationName
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        totalPrice = try container.decodeOptional(CurrencyAmount.self, forKey: .totalPrice)
        wifiAccess = try container.decodeOptional([WifiNetwork].self, forKey: .wifiAccess)
        duration = try container.decodeOptional(Double.self, forKey: .duration)
        silenceRequested = try container.decodeOptional(Bool.self, forKey: .silenceRequested)
        balance = try container.decodeOptional(CurrencyAmount.self, forKey: .balance)
        eventName = try container.decodeOptional(String.self, forKey: .eventName)
        eventType = try container.decodeOptional(EventType.self, forKey: .eventType)
        eventStartDate = try container.decodeOptional(W3CDate.self, forKey: .eventStartDate)
        eventEndDate = try container.decodeOptional(W3CDate.self, forKey: .eventEndDate)
        eventStartDateInfo = try container.decodeOptional(EventDateInfo.self, forKey: .eventStartDateInfo)
        venueName = try container.decodeOptional(String.self, forKey: .venueName)
        venueRegionName = try container.decodeOptional(String.self, forKey: .venueRegionName)
        venueRoom = try container.decodeOptional(String.self, forKey: .venueRoom)
        venueLocation = try container.decodeOptional(Location.self, forKey: .venueLocation)
        venuePhoneNumber = try container.decodeOptional(String.self, forKey: .venuePhoneNumber)
        venueEntrance = try container.decodeOptional(String.self, forKey: .venueEntrance)
        venueEntranceGate = try container.decodeOptional(String.self, forKey: .venueEntranceGate)
        venueEntranceDoor = try container.decodeOptional(String.self, forKey: .venueEntranceDoor)
        venueEntrancePortal = try container.decodeOptional(String.self, forKey: .venueEntrancePortal)
        entranceDescription = try container.decodeOptional(String.self, forKey: .entranceDescription)
        venueOpenDate = try container.decodeOptional(W3CDate.self, forKey: .venueOpenDate)
        venueCloseDate = try container.decodeOptional(W3CDate.self, forKey: .venueCloseDate)
        venueDoorsOpenDate = try container.decodeOptional(W3CDate.self, forKey: .venueDoorsOpenDate)
        venueGatesOpenDate = try container.decodeOptional(W3CDate.self, forKey: .venueGatesOpenDate)
        venueBoxOfficeOpenDate = try container.decodeOptional(W3CDate.self, forKey: .venueBoxOfficeOpenDate)
        venueParkingLotsOpenDate = try container.decodeOptional(W3CDate.self, forKey: .venueParkingLotsOpenDate)
        venueFanZoneOpenDate = try container.decodeOptional(W3CDate.self, forKey: .venueFanZoneOpenDate)
        admissionLevel = try container.decodeOptional(String.self, forKey: .admissionLevel)
        admissionLevelAbbreviation = try container.decodeOptional(String.self, forKey: .admissionLevelAbbreviation)
        attendeeName = try container.decodeOptional(String.self, forKey: .attendeeName)
        additionalTicketAttributes = try container.decodeOptional(String.self, forKey: .additionalTicketAttributes)
        genre = try container.decodeOptional(String.self, forKey: .genre)
        tailgatingAllowed = try container.decodeOptional(Bool.self, forKey: .tailgatingAllowed)
        seats = try container.decodeOptional([Seat].self, forKey: .seats)
        homeTeamName = try container.decodeOptional(String.self, forKey: .homeTeamName)
        homeTeamAbbreviation = try container.decodeOptional(String.self, forKey: .homeTeamAbbreviation)
        homeTeamLocation = try container.decodeOptional(String.self, forKey: .homeTeamLocation)
        awayTeamName = try container.decodeOptional(String.self, forKey: .awayTeamName)
        awayTeamAbbreviation = try container.decodeOptional(String.self, forKey: .awayTeamAbbreviation)
        awayTeamLocation = try container.decodeOptional(String.self, forKey: .awayTeamLocation)
        leagueName = try container.decodeOptional(String.self, forKey: .leagueName)
        leagueAbbreviation = try container.decodeOptional(String.self, forKey: .leagueAbbreviation)
        sportName = try container.decodeOptional(String.self, forKey: .sportName)
        performerNames = try container.decodeOptional([String].self, forKey: .performerNames)
        artistIDs = try container.decodeOptional([String].self, forKey: .artistIDs)
        albumIDs = try container.decodeOptional([String].self, forKey: .albumIDs)
        playlistIDs = try container.decodeOptional([String].self, forKey: .playlistIDs)
        transitProvider = try container.decodeOptional(String.self, forKey: .transitProvider)
        transitStatus = try container.decodeOptional(String.self, forKey: .transitStatus)
        transitStatusReason = try container.decodeOptional(String.self, forKey: .transitStatusReason)
        vehicleName = try container.decodeOptional(String.self, forKey: .vehicleName)
        vehicleNumber = try container.decodeOptional(String.self, forKey: .vehicleNumber)
        vehicleType = try container.decodeOptional(String.self, forKey: .vehicleType)
        confirmationNumber = try container.decodeOptional(String.self, forKey: .confirmationNumber)
        boardingGroup = try container.decodeOptional(String.self, forKey: .boardingGroup)
        boardingSequenceNumber = try container.decodeOptional(String.self, forKey: .boardingSequenceNumber)
        boardingZone = try container.decodeOptional(String.self, forKey: .boardingZone)
        priorityStatus = try container.decodeOptional(String.self, forKey: .priorityStatus)
        securityScreening = try container.decodeOptional(String.self, forKey: .securityScreening)
        membershipProgramName = try container.decodeOptional(String.self, forKey: .membershipProgramName)
        membershipProgramNumber = try container.decodeOptional(String.self, forKey: .membershipProgramNumber)
        membershipProgramStatus = try container.decodeOptional(String.self, forKey: .membershipProgramStatus)
        passengerName = try container.decodeOptional(PersonNameComponents.self, forKey: .passengerName)
        originalDepartureDate = try container.decodeOptional(W3CDate.self, forKey: .originalDepartureDate)
        originalBoardingDate = try container.decodeOptional(W3CDate.self, forKey: .originalBoardingDate)
        originalArrivalDate = try container.decodeOptional(W3CDate.self, forKey: .originalArrivalDate)
        currentDepartureDate = try container.decodeOptional(W3CDate.self, forKey: .currentDepartureDate)
        currentBoardingDate = try container.decodeOptional(W3CDate.self, forKey: .currentBoardingDate)
        currentArrivalDate = try container.decodeOptional(W3CDate.self, forKey: .currentArrivalDate)
        departureLocation = try container.decodeOptional(Location.self, forKey: .departureLocation)
        destinationLocation = try container.decodeOptional(Location.self, forKey: .destinationLocation)
        departureLocationDescription = try container.decodeOptional(String.self, forKey: .departureLocationDescription)
        destinationLocationDescription = try container.decodeOptional(
            String.self,
            forKey: .destinationLocationDescription
        )
        ticketFareClass = try container.decodeOptional(String.self, forKey: .ticketFareClass)
        airlineCode = try container.decodeOptional(String.self, forKey: .airlineCode)
        flightCode = try container.decodeOptional(String.self, forKey: .flightCode)
        flightNumber = try container.decodeOptional(Int.self, forKey: .flightNumber)
        departureAirportCode = try container.decodeOptional(String.self, forKey: .departureAirportCode)
        departureAirportName = try container.decodeOptional(String.self, forKey: .departureAirportName)
        destinationAirportCode = try container.decodeOptional(String.self, forKey: .destinationAirportCode)
        destinationAirportName = try container.decodeOptional(String.self, forKey: .destinationAirportName)
        departureTerminal = try container.decodeOptional(String.self, forKey: .departureTerminal)
        destinationTerminal = try container.decodeOptional(String.self, forKey: .destinationTerminal)
        departureGate = try container.decodeOptional(String.self, forKey: .departureGate)
        destinationGate = try container.decodeOptional(String.self, forKey: .destinationGate)
        departureCityName = try container.decodeOptional(String.self, forKey: .departureCityName)
        destinationCityName = try container.decodeOptional(String.self, forKey: .destinationCityName)
        departureLocationTimeZone = try container.decodeOptional(String.self, forKey: .departureLocationTimeZone)
        destinationLocationTimeZone = try container.decodeOptional(String.self, forKey: .destinationLocationTimeZone)
        departureLocationSecurityPrograms = try container.decodeOptional(
            [SecurityProgram].self,
            forKey: .departureLocationSecurityPrograms
        )
        destinationLocationSecurityPrograms = try container.decodeOptional(
            [SecurityProgram].self,
            forKey: .destinationLocationSecurityPrograms
        )
        passengerEligibleSecurityPrograms = try container.decodeOptional(
            [SecurityProgram].self,
            forKey: .passengerEligibleSecurityPrograms
        )
        passengerCapabilities = try container.decodeOptional([PassengerCapability].self, forKey: .passengerCapabilities)
        passengerAirlineSSRs = try container.decodeOptional([String].self, forKey: .passengerAirlineSSRs)
        passengerInformationSSRs = try container.decodeOptional([String].self, forKey: .passengerInformationSSRs)
        passengerServiceSSRs = try container.decodeOptional([String].self, forKey: .passengerServiceSSRs)
        loungePlaceIDs = try container.decodeOptional([String].self, forKey: .loungePlaceIDs)
        internationalDocumentsAreVerified = try container.decodeOptional(
            Bool.self,
            forKey: .internationalDocumentsAreVerified
        )
        internationalDocumentsVerifiedDeclarationName = try container.decodeOptional(
            String.self,
            forKey: .internationalDocumentsVerifiedDeclarationName
        )
        carNumber = try container.decodeOptional(String.self, forKey: .carNumber)
        departurePlatform = try container.decodeOptional(String.self, forKey: .departurePlatform)
        destinationPlatform = try container.decodeOptional(String.self, forKey: .destinationPlatform)
        departureStationName = try container.decodeOptional(String.self, forKey: .departureStationName)
        destinationStationName = try container.decodeOptional(String.self, forKey: .destinationStationName)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeAsOneObject(to: encoder)
    }

    /// The known members in the order they are written, the one list both ways of writing share.
    func writeMembers(into sink: inout some MemberSink<CodingKeys>) throws {
        try sink.put(totalPrice, .totalPrice)
        try sink.put(wifiAccess, .wifiAccess)
        try sink.put(duration, .duration)
        try sink.put(silenceRequested, .silenceRequested)
        try sink.put(balance, .balance)
        try sink.put(eventName, .eventName)
        try sink.put(eventType, .eventType)
        try sink.put(eventStartDate, .eventStartDate)
        try sink.put(eventEndDate, .eventEndDate)
        try sink.put(eventStartDateInfo, .eventStartDateInfo)
        try sink.put(venueName, .venueName)
        try sink.put(venueRegionName, .venueRegionName)
        try sink.put(venueRoom, .venueRoom)
        try sink.put(venueLocation, .venueLocation)
        try sink.put(venuePhoneNumber, .venuePhoneNumber)
        try sink.put(venueEntrance, .venueEntrance)
        try sink.put(venueEntranceGate, .venueEntranceGate)
        try sink.put(venueEntranceDoor, .venueEntranceDoor)
        try sink.put(venueEntrancePortal, .venueEntrancePortal)
        try sink.put(entranceDescription, .entranceDescription)
        try sink.put(venueOpenDate, .venueOpenDate)
        try sink.put(venueCloseDate, .venueCloseDate)
        try sink.put(venueDoorsOpenDate, .venueDoorsOpenDate)
        try sink.put(venueGatesOpenDate, .venueGatesOpenDate)
        try sink.put(venueBoxOfficeOpenDate, .venueBoxOfficeOpenDate)
        try sink.put(venueParkingLotsOpenDate, .venueParkingLotsOpenDate)
        try sink.put(venueFanZoneOpenDate, .venueFanZoneOpenDate)
        try sink.put(admissionLevel, .admissionLevel)
        try sink.put(admissionLevelAbbreviation, .admissionLevelAbbreviation)
        try sink.put(attendeeName, .attendeeName)
        try sink.put(additionalTicketAttributes, .additionalTicketAttributes)
        try sink.put(genre, .genre)
        try sink.put(tailgatingAllowed, .tailgatingAllowed)
        try sink.put(seats, .seats)
        try sink.put(homeTeamName, .homeTeamName)
        try sink.put(homeTeamAbbreviation, .homeTeamAbbreviation)
        try sink.put(homeTeamLocation, .homeTeamLocation)
        try sink.put(awayTeamName, .awayTeamName)
        try sink.put(awayTeamAbbreviation, .awayTeamAbbreviation)
        try sink.put(awayTeamLocation, .awayTeamLocation)
        try sink.put(leagueName, .leagueName)
        try sink.put(leagueAbbreviation, .leagueAbbreviation)
        try sink.put(sportName, .sportName)
        try sink.put(performerNames, .performerNames)
        try sink.put(artistIDs, .artistIDs)
        try sink.put(albumIDs, .albumIDs)
        try sink.put(playlistIDs, .playlistIDs)
        try sink.put(transitProvider, .transitProvider)
        try sink.put(transitStatus, .transitStatus)
        try sink.put(transitStatusReason, .transitStatusReason)
        try sink.put(vehicleName, .vehicleName)
        try sink.put(vehicleNumber, .vehicleNumber)
        try sink.put(vehicleType, .vehicleType)
        try sink.put(confirmationNumber, .confirmationNumber)
        try sink.put(boardingGroup, .boardingGroup)
        try sink.put(boardingSequenceNumber, .boardingSequenceNumber)
        try sink.put(boardingZone, .boardingZone)
        try sink.put(priorityStatus, .priorityStatus)
        try sink.put(securityScreening, .securityScreening)
        try sink.put(membershipProgramName, .membershipProgramName)
        try sink.put(membershipProgramNumber, .membershipProgramNumber)
        try sink.put(membershipProgramStatus, .membershipProgramStatus)
        try sink.put(passengerName, .passengerName)
        try sink.put(originalDepartureDate, .originalDepartureDate)
        try sink.put(originalBoardingDate, .originalBoardingDate)
        try sink.put(originalArrivalDate, .originalArrivalDate)
        try sink.put(currentDepartureDate, .currentDepartureDate)
        try sink.put(currentBoardingDate, .currentBoardingDate)
        try sink.put(currentArrivalDate, .currentArrivalDate)
        try sink.put(departureLocation, .departureLocation)
        try sink.put(destinationLocation, .destinationLocation)
        try sink.put(departureLocationDescription, .departureLocationDescription)
        try sink.put(destinationLocationDescription, .destinationLocationDescription)
        try sink.put(ticketFareClass, .ticketFareClass)
        try sink.put(airlineCode, .airlineCode)
        try sink.put(flightCode, .flightCode)
        try sink.put(flightNumber, .flightNumber)
        try sink.put(departureAirportCode, .departureAirportCode)
        try sink.put(departureAirportName, .departureAirportName)
        try sink.put(destinationAirportCode, .destinationAirportCode)
        try sink.put(destinationAirportName, .destinationAirportName)
        try sink.put(departureTerminal, .departureTerminal)
        try sink.put(destinationTerminal, .destinationTerminal)
        try sink.put(departureGate, .departureGate)
        try sink.put(destinationGate, .destinationGate)
        try sink.put(departureCityName, .departureCityName)
        try sink.put(destinationCityName, .destinationCityName)
        try sink.put(departureLocationTimeZone, .departureLocationTimeZone)
        try sink.put(destinationLocationTimeZone, .destinationLocationTimeZone)
        try sink.put(departureLocationSecurityPrograms, .departureLocationSecurityPrograms)
        try sink.put(destinationLocationSecurityPrograms, .destinationLocationSecurityPrograms)
        try sink.put(passengerEligibleSecurityPrograms, .passengerEligibleSecurityPrograms)
        try sink.put(passengerCapabilities, .passengerCapabilities)
        try sink.put(passengerAirlineSSRs, .passengerAirlineSSRs)
        try sink.put(passengerInformationSSRs, .passengerInformationSSRs)
        try sink.put(passengerServiceSSRs, .passengerServiceSSRs)
        try sink.put(loungePlaceIDs, .loungePlaceIDs)
        try sink.put(internationalDocumentsAreVerified, .internationalDocumentsAreVerified)
        try sink.put(internationalDocumentsVerifiedDeclarationName, .internationalDocumentsVerifiedDeclarationName)
        try sink.put(carNumber, .carNumber)
        try sink.put(departurePlatform, .departurePlatform)
        try sink.put(destinationPlatform, .destinationPlatform)
        try sink.put(departureStationName, .departureStationName)
        try sink.put(destinationStationName, .destinationStationName)
    }
}

extension SemanticTags: MemberListEncodable {
    typealias MemberKeys = CodingKeys
}
