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

    func encodeMembers(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(totalPrice, forKey: .totalPrice)
        try container.encodeIfPresent(wifiAccess, forKey: .wifiAccess)
        try container.encodeIfPresent(duration, forKey: .duration)
        try container.encodeIfPresent(silenceRequested, forKey: .silenceRequested)
        try container.encodeIfPresent(balance, forKey: .balance)
        try container.encodeIfPresent(eventName, forKey: .eventName)
        try container.encodeIfPresent(eventType, forKey: .eventType)
        try container.encodeIfPresent(eventStartDate, forKey: .eventStartDate)
        try container.encodeIfPresent(eventEndDate, forKey: .eventEndDate)
        try container.encodeIfPresent(eventStartDateInfo, forKey: .eventStartDateInfo)
        try container.encodeIfPresent(venueName, forKey: .venueName)
        try container.encodeIfPresent(venueRegionName, forKey: .venueRegionName)
        try container.encodeIfPresent(venueRoom, forKey: .venueRoom)
        try container.encodeIfPresent(venueLocation, forKey: .venueLocation)
        try container.encodeIfPresent(venuePhoneNumber, forKey: .venuePhoneNumber)
        try container.encodeIfPresent(venueEntrance, forKey: .venueEntrance)
        try container.encodeIfPresent(venueEntranceGate, forKey: .venueEntranceGate)
        try container.encodeIfPresent(venueEntranceDoor, forKey: .venueEntranceDoor)
        try container.encodeIfPresent(venueEntrancePortal, forKey: .venueEntrancePortal)
        try container.encodeIfPresent(entranceDescription, forKey: .entranceDescription)
        try container.encodeIfPresent(venueOpenDate, forKey: .venueOpenDate)
        try container.encodeIfPresent(venueCloseDate, forKey: .venueCloseDate)
        try container.encodeIfPresent(venueDoorsOpenDate, forKey: .venueDoorsOpenDate)
        try container.encodeIfPresent(venueGatesOpenDate, forKey: .venueGatesOpenDate)
        try container.encodeIfPresent(venueBoxOfficeOpenDate, forKey: .venueBoxOfficeOpenDate)
        try container.encodeIfPresent(venueParkingLotsOpenDate, forKey: .venueParkingLotsOpenDate)
        try container.encodeIfPresent(venueFanZoneOpenDate, forKey: .venueFanZoneOpenDate)
        try container.encodeIfPresent(admissionLevel, forKey: .admissionLevel)
        try container.encodeIfPresent(admissionLevelAbbreviation, forKey: .admissionLevelAbbreviation)
        try container.encodeIfPresent(attendeeName, forKey: .attendeeName)
        try container.encodeIfPresent(additionalTicketAttributes, forKey: .additionalTicketAttributes)
        try container.encodeIfPresent(genre, forKey: .genre)
        try container.encodeIfPresent(tailgatingAllowed, forKey: .tailgatingAllowed)
        try container.encodeIfPresent(seats, forKey: .seats)
        try container.encodeIfPresent(homeTeamName, forKey: .homeTeamName)
        try container.encodeIfPresent(homeTeamAbbreviation, forKey: .homeTeamAbbreviation)
        try container.encodeIfPresent(homeTeamLocation, forKey: .homeTeamLocation)
        try container.encodeIfPresent(awayTeamName, forKey: .awayTeamName)
        try container.encodeIfPresent(awayTeamAbbreviation, forKey: .awayTeamAbbreviation)
        try container.encodeIfPresent(awayTeamLocation, forKey: .awayTeamLocation)
        try container.encodeIfPresent(leagueName, forKey: .leagueName)
        try container.encodeIfPresent(leagueAbbreviation, forKey: .leagueAbbreviation)
        try container.encodeIfPresent(sportName, forKey: .sportName)
        try container.encodeIfPresent(performerNames, forKey: .performerNames)
        try container.encodeIfPresent(artistIDs, forKey: .artistIDs)
        try container.encodeIfPresent(albumIDs, forKey: .albumIDs)
        try container.encodeIfPresent(playlistIDs, forKey: .playlistIDs)
        try container.encodeIfPresent(transitProvider, forKey: .transitProvider)
        try container.encodeIfPresent(transitStatus, forKey: .transitStatus)
        try container.encodeIfPresent(transitStatusReason, forKey: .transitStatusReason)
        try container.encodeIfPresent(vehicleName, forKey: .vehicleName)
        try container.encodeIfPresent(vehicleNumber, forKey: .vehicleNumber)
        try container.encodeIfPresent(vehicleType, forKey: .vehicleType)
        try container.encodeIfPresent(confirmationNumber, forKey: .confirmationNumber)
        try container.encodeIfPresent(boardingGroup, forKey: .boardingGroup)
        try container.encodeIfPresent(boardingSequenceNumber, forKey: .boardingSequenceNumber)
        try container.encodeIfPresent(boardingZone, forKey: .boardingZone)
        try container.encodeIfPresent(priorityStatus, forKey: .priorityStatus)
        try container.encodeIfPresent(securityScreening, forKey: .securityScreening)
        try container.encodeIfPresent(membershipProgramName, forKey: .membershipProgramName)
        try container.encodeIfPresent(membershipProgramNumber, forKey: .membershipProgramNumber)
        try container.encodeIfPresent(membershipProgramStatus, forKey: .membershipProgramStatus)
        try container.encodeIfPresent(passengerName, forKey: .passengerName)
        try container.encodeIfPresent(originalDepartureDate, forKey: .originalDepartureDate)
        try container.encodeIfPresent(originalBoardingDate, forKey: .originalBoardingDate)
        try container.encodeIfPresent(originalArrivalDate, forKey: .originalArrivalDate)
        try container.encodeIfPresent(currentDepartureDate, forKey: .currentDepartureDate)
        try container.encodeIfPresent(currentBoardingDate, forKey: .currentBoardingDate)
        try container.encodeIfPresent(currentArrivalDate, forKey: .currentArrivalDate)
        try container.encodeIfPresent(departureLocation, forKey: .departureLocation)
        try container.encodeIfPresent(destinationLocation, forKey: .destinationLocation)
        try container.encodeIfPresent(departureLocationDescription, forKey: .departureLocationDescription)
        try container.encodeIfPresent(destinationLocationDescription, forKey: .destinationLocationDescription)
        try container.encodeIfPresent(ticketFareClass, forKey: .ticketFareClass)
        try container.encodeIfPresent(airlineCode, forKey: .airlineCode)
        try container.encodeIfPresent(flightCode, forKey: .flightCode)
        try container.encodeIfPresent(flightNumber, forKey: .flightNumber)
        try container.encodeIfPresent(departureAirportCode, forKey: .departureAirportCode)
        try container.encodeIfPresent(departureAirportName, forKey: .departureAirportName)
        try container.encodeIfPresent(destinationAirportCode, forKey: .destinationAirportCode)
        try container.encodeIfPresent(destinationAirportName, forKey: .destinationAirportName)
        try container.encodeIfPresent(departureTerminal, forKey: .departureTerminal)
        try container.encodeIfPresent(destinationTerminal, forKey: .destinationTerminal)
        try container.encodeIfPresent(departureGate, forKey: .departureGate)
        try container.encodeIfPresent(destinationGate, forKey: .destinationGate)
        try container.encodeIfPresent(departureCityName, forKey: .departureCityName)
        try container.encodeIfPresent(destinationCityName, forKey: .destinationCityName)
        try container.encodeIfPresent(departureLocationTimeZone, forKey: .departureLocationTimeZone)
        try container.encodeIfPresent(destinationLocationTimeZone, forKey: .destinationLocationTimeZone)
        try container.encodeIfPresent(departureLocationSecurityPrograms, forKey: .departureLocationSecurityPrograms)
        try container.encodeIfPresent(destinationLocationSecurityPrograms, forKey: .destinationLocationSecurityPrograms)
        try container.encodeIfPresent(passengerEligibleSecurityPrograms, forKey: .passengerEligibleSecurityPrograms)
        try container.encodeIfPresent(passengerCapabilities, forKey: .passengerCapabilities)
        try container.encodeIfPresent(passengerAirlineSSRs, forKey: .passengerAirlineSSRs)
        try container.encodeIfPresent(passengerInformationSSRs, forKey: .passengerInformationSSRs)
        try container.encodeIfPresent(passengerServiceSSRs, forKey: .passengerServiceSSRs)
        try container.encodeIfPresent(loungePlaceIDs, forKey: .loungePlaceIDs)
        try container.encodeIfPresent(internationalDocumentsAreVerified, forKey: .internationalDocumentsAreVerified)
        try container.encodeIfPresent(
            internationalDocumentsVerifiedDeclarationName,
            forKey: .internationalDocumentsVerifiedDeclarationName
        )
        try container.encodeIfPresent(carNumber, forKey: .carNumber)
        try container.encodeIfPresent(departurePlatform, forKey: .departurePlatform)
        try container.encodeIfPresent(destinationPlatform, forKey: .destinationPlatform)
        try container.encodeIfPresent(departureStationName, forKey: .departureStationName)
        try container.encodeIfPresent(destinationStationName, forKey: .destinationStationName)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}

extension SemanticTags: DirectJSONObjectEncodable {
    /// The tags as the JSON object ``encodeMembers(to:)`` writes, members in the same order; `nil`
    /// when a number cannot be written (NaN), so the error names its path.
    var jsonObject: JSONObject? {
        var members = DirectJSONObject()
        members.add(CodingKeys.totalPrice, encoding: totalPrice)
        members.add(CodingKeys.wifiAccess, encoding: wifiAccess)
        members.add(CodingKeys.duration, duration)
        members.add(CodingKeys.silenceRequested, silenceRequested)
        members.add(CodingKeys.balance, encoding: balance)
        members.add(CodingKeys.eventName, eventName)
        members.add(CodingKeys.eventType, eventType)
        members.add(CodingKeys.eventStartDate, eventStartDate)
        members.add(CodingKeys.eventEndDate, eventEndDate)
        members.add(CodingKeys.eventStartDateInfo, encoding: eventStartDateInfo)
        members.add(CodingKeys.venueName, venueName)
        members.add(CodingKeys.venueRegionName, venueRegionName)
        members.add(CodingKeys.venueRoom, venueRoom)
        members.add(CodingKeys.venueLocation, encoding: venueLocation)
        members.add(CodingKeys.venuePhoneNumber, venuePhoneNumber)
        members.add(CodingKeys.venueEntrance, venueEntrance)
        members.add(CodingKeys.venueEntranceGate, venueEntranceGate)
        members.add(CodingKeys.venueEntranceDoor, venueEntranceDoor)
        members.add(CodingKeys.venueEntrancePortal, venueEntrancePortal)
        members.add(CodingKeys.entranceDescription, entranceDescription)
        members.add(CodingKeys.venueOpenDate, venueOpenDate)
        members.add(CodingKeys.venueCloseDate, venueCloseDate)
        members.add(CodingKeys.venueDoorsOpenDate, venueDoorsOpenDate)
        members.add(CodingKeys.venueGatesOpenDate, venueGatesOpenDate)
        members.add(CodingKeys.venueBoxOfficeOpenDate, venueBoxOfficeOpenDate)
        members.add(CodingKeys.venueParkingLotsOpenDate, venueParkingLotsOpenDate)
        members.add(CodingKeys.venueFanZoneOpenDate, venueFanZoneOpenDate)
        members.add(CodingKeys.admissionLevel, admissionLevel)
        members.add(CodingKeys.admissionLevelAbbreviation, admissionLevelAbbreviation)
        members.add(CodingKeys.attendeeName, attendeeName)
        members.add(CodingKeys.additionalTicketAttributes, additionalTicketAttributes)
        members.add(CodingKeys.genre, genre)
        members.add(CodingKeys.tailgatingAllowed, tailgatingAllowed)
        members.add(CodingKeys.seats, encoding: seats)
        members.add(CodingKeys.homeTeamName, homeTeamName)
        members.add(CodingKeys.homeTeamAbbreviation, homeTeamAbbreviation)
        members.add(CodingKeys.homeTeamLocation, homeTeamLocation)
        members.add(CodingKeys.awayTeamName, awayTeamName)
        members.add(CodingKeys.awayTeamAbbreviation, awayTeamAbbreviation)
        members.add(CodingKeys.awayTeamLocation, awayTeamLocation)
        members.add(CodingKeys.leagueName, leagueName)
        members.add(CodingKeys.leagueAbbreviation, leagueAbbreviation)
        members.add(CodingKeys.sportName, sportName)
        members.add(CodingKeys.performerNames, performerNames)
        members.add(CodingKeys.artistIDs, artistIDs)
        members.add(CodingKeys.albumIDs, albumIDs)
        members.add(CodingKeys.playlistIDs, playlistIDs)
        members.add(CodingKeys.transitProvider, transitProvider)
        members.add(CodingKeys.transitStatus, transitStatus)
        members.add(CodingKeys.transitStatusReason, transitStatusReason)
        members.add(CodingKeys.vehicleName, vehicleName)
        members.add(CodingKeys.vehicleNumber, vehicleNumber)
        members.add(CodingKeys.vehicleType, vehicleType)
        members.add(CodingKeys.confirmationNumber, confirmationNumber)
        members.add(CodingKeys.boardingGroup, boardingGroup)
        members.add(CodingKeys.boardingSequenceNumber, boardingSequenceNumber)
        members.add(CodingKeys.boardingZone, boardingZone)
        members.add(CodingKeys.priorityStatus, priorityStatus)
        members.add(CodingKeys.securityScreening, securityScreening)
        members.add(CodingKeys.membershipProgramName, membershipProgramName)
        members.add(CodingKeys.membershipProgramNumber, membershipProgramNumber)
        members.add(CodingKeys.membershipProgramStatus, membershipProgramStatus)
        members.add(CodingKeys.passengerName, encoding: passengerName)
        members.add(CodingKeys.originalDepartureDate, originalDepartureDate)
        members.add(CodingKeys.originalBoardingDate, originalBoardingDate)
        members.add(CodingKeys.originalArrivalDate, originalArrivalDate)
        members.add(CodingKeys.currentDepartureDate, currentDepartureDate)
        members.add(CodingKeys.currentBoardingDate, currentBoardingDate)
        members.add(CodingKeys.currentArrivalDate, currentArrivalDate)
        members.add(CodingKeys.departureLocation, encoding: departureLocation)
        members.add(CodingKeys.destinationLocation, encoding: destinationLocation)
        members.add(CodingKeys.departureLocationDescription, departureLocationDescription)
        members.add(CodingKeys.destinationLocationDescription, destinationLocationDescription)
        members.add(CodingKeys.ticketFareClass, ticketFareClass)
        members.add(CodingKeys.airlineCode, airlineCode)
        members.add(CodingKeys.flightCode, flightCode)
        members.add(CodingKeys.flightNumber, flightNumber)
        members.add(CodingKeys.departureAirportCode, departureAirportCode)
        members.add(CodingKeys.departureAirportName, departureAirportName)
        members.add(CodingKeys.destinationAirportCode, destinationAirportCode)
        members.add(CodingKeys.destinationAirportName, destinationAirportName)
        members.add(CodingKeys.departureTerminal, departureTerminal)
        members.add(CodingKeys.destinationTerminal, destinationTerminal)
        members.add(CodingKeys.departureGate, departureGate)
        members.add(CodingKeys.destinationGate, destinationGate)
        members.add(CodingKeys.departureCityName, departureCityName)
        members.add(CodingKeys.destinationCityName, destinationCityName)
        members.add(CodingKeys.departureLocationTimeZone, departureLocationTimeZone)
        members.add(CodingKeys.destinationLocationTimeZone, destinationLocationTimeZone)
        members.add(CodingKeys.departureLocationSecurityPrograms, encoding: departureLocationSecurityPrograms)
        members.add(CodingKeys.destinationLocationSecurityPrograms, encoding: destinationLocationSecurityPrograms)
        members.add(CodingKeys.passengerEligibleSecurityPrograms, encoding: passengerEligibleSecurityPrograms)
        members.add(CodingKeys.passengerCapabilities, encoding: passengerCapabilities)
        members.add(CodingKeys.passengerAirlineSSRs, passengerAirlineSSRs)
        members.add(CodingKeys.passengerInformationSSRs, passengerInformationSSRs)
        members.add(CodingKeys.passengerServiceSSRs, passengerServiceSSRs)
        members.add(CodingKeys.loungePlaceIDs, loungePlaceIDs)
        members.add(CodingKeys.internationalDocumentsAreVerified, internationalDocumentsAreVerified)
        members.add(CodingKeys.internationalDocumentsVerifiedDeclarationName, internationalDocumentsVerifiedDeclarationName)
        members.add(CodingKeys.carNumber, carNumber)
        members.add(CodingKeys.departurePlatform, departurePlatform)
        members.add(CodingKeys.destinationPlatform, destinationPlatform)
        members.add(CodingKeys.departureStationName, departureStationName)
        members.add(CodingKeys.destinationStationName, destinationStationName)
        members.addUnknownKeys(unknownKeys, besides: CodingKeys.self)
        return members.object
    }
}
