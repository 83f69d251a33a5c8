import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    /// A `pass.json` using every key of the format reference (sections 2, 3 and 4) must be read
    /// with typed properties only — nothing left over in `unknownKeys` — and written back unchanged.
    @Suite struct PassKeyCoverageTests {
        private static let field = #"""
            {"key": "k1", "value": 12.50, "label": "L", "attributedValue": "<a href='https://example.com'>x</a>",
             "changeMessage": "Now %@", "dataDetectorTypes": ["PKDataDetectorTypePhoneNumber", "PKDataDetectorTypeLink",
             "PKDataDetectorTypeAddress", "PKDataDetectorTypeCalendarEvent"], "textAlignment": "PKTextAlignmentLeft",
             "dateStyle": "PKDateStyleNone", "timeStyle": "PKDateStyleFull", "ignoresTimeZone": true, "isRelative": false,
             "currencyCode": "EUR", "numberStyle": "PKNumberStylePercent", "semantics": {"eventName": "E"}, "row": 1}
            """#

        private static let semantics = #"""
            {
              "totalPrice": {"amount": "10.00", "currencyCode": "USD"},
              "wifiAccess": [{"ssid": "n", "password": "p"}], "duration": 3600, "silenceRequested": true,
              "balance": {"amount": "5", "currencyCode": "USD"},
              "eventName": "E", "eventType": "PKEventTypeSports", "eventStartDate": "2027-01-01T19:00:00Z",
              "eventEndDate": "2027-01-01T22:00:00Z",
              "eventStartDateInfo": {"date": "2027-01-01T19:00:00Z", "ignoreTimeComponents": false,
                                     "timeZone": "Europe/Paris", "unannounced": false, "undetermined": false},
              "venueName": "V", "venueRegionName": "R", "venueRoom": "Room", "venueLocation": {"latitude": 1, "longitude": 2},
              "venuePhoneNumber": "1", "venueEntrance": "E", "venueEntranceGate": "G", "venueEntranceDoor": "D",
              "venueEntrancePortal": "P", "entranceDescription": "ED",
              "venueOpenDate": "2027-01-01T17:00:00Z", "venueCloseDate": "2027-01-01T23:00:00Z",
              "venueDoorsOpenDate": "2027-01-01T18:00:00Z", "venueGatesOpenDate": "2027-01-01T18:00:00Z",
              "venueBoxOfficeOpenDate": "2027-01-01T12:00:00Z", "venueParkingLotsOpenDate": "2027-01-01T16:00:00Z",
              "venueFanZoneOpenDate": "2027-01-01T16:30:00Z",
              "admissionLevel": "GA", "admissionLevelAbbreviation": "G", "attendeeName": "A",
              "additionalTicketAttributes": "X", "genre": "Rock", "tailgatingAllowed": false,
              "seats": [{"seatSection": "S", "seatRow": "R", "seatNumber": "N", "seatIdentifier": "I", "seatType": "T",
                         "seatDescription": "D", "seatAisle": "A", "seatLevel": "L", "seatSectionColor": "rgb(1, 2, 3)"}],
              "homeTeamName": "H", "homeTeamAbbreviation": "HT", "homeTeamLocation": "HL",
              "awayTeamName": "W", "awayTeamAbbreviation": "WT", "awayTeamLocation": "WL",
              "leagueName": "L", "leagueAbbreviation": "LA", "sportName": "S",
              "performerNames": ["P"], "artistIDs": ["1"], "albumIDs": ["2"], "playlistIDs": ["3"],
              "transitProvider": "T", "transitStatus": "On Time", "transitStatusReason": "R", "vehicleName": "VN",
              "vehicleNumber": "7", "vehicleType": "VT", "confirmationNumber": "C", "boardingGroup": "B",
              "boardingSequenceNumber": "12", "boardingZone": "Z", "priorityStatus": "P", "securityScreening": "S",
              "membershipProgramName": "M", "membershipProgramNumber": "MN", "membershipProgramStatus": "Gold",
              "passengerName": {"namePrefix": "Dr", "givenName": "G", "middleName": "M", "familyName": "F",
                                "nameSuffix": "Jr", "nickname": "N", "phoneticRepresentation": {"givenName": "g"}},
              "originalDepartureDate": "2027-01-01T10:00-08:00", "originalBoardingDate": "2027-01-01T09:30-08:00",
              "originalArrivalDate": "2027-01-01T18:00-05:00", "currentDepartureDate": "2027-01-01T10:15-08:00",
              "currentBoardingDate": "2027-01-01T09:45-08:00", "currentArrivalDate": "2027-01-01T18:15-05:00",
              "departureLocation": {"latitude": 37.6, "longitude": -122.4}, "destinationLocation": {"latitude": 40.6, "longitude": -73.8},
              "departureLocationDescription": "SFO", "destinationLocationDescription": "JFK", "ticketFareClass": "Y",
              "airlineCode": "LH", "flightCode": "LH451", "flightNumber": 451,
              "departureAirportCode": "SFO", "departureAirportName": "San Francisco", "destinationAirportCode": "JFK",
              "destinationAirportName": "Kennedy", "departureTerminal": "I", "destinationTerminal": "4",
              "departureGate": "A1", "destinationGate": "B2", "departureCityName": "San Francisco",
              "destinationCityName": "New York", "departureLocationTimeZone": "America/Los_Angeles",
              "destinationLocationTimeZone": "America/New_York",
              "departureLocationSecurityPrograms": ["PKTransitSecurityProgramTSAPreCheck"],
              "destinationLocationSecurityPrograms": ["PKTransitSecurityProgramCLEAR"],
              "passengerEligibleSecurityPrograms": ["PKTransitSecurityProgramGlobalEntry"],
              "passengerCapabilities": ["PKPassengerCapabilityCarryon"],
              "passengerAirlineSSRs": ["X"], "passengerInformationSSRs": ["INFT"], "passengerServiceSSRs": ["WCHR"],
              "loungePlaceIDs": ["I123"], "internationalDocumentsAreVerified": true,
              "internationalDocumentsVerifiedDeclarationName": "Docs OK",
              "carNumber": "12", "departurePlatform": "3", "destinationPlatform": "4",
              "departureStationName": "A", "destinationStationName": "B"
            }
            """#

        static var passJSON: String {
            let fields = "[\(field)]"
            return #"""
                {
                  "formatVersion": 1, "passTypeIdentifier": "pass.com.example", "serialNumber": "S1",
                  "teamIdentifier": "A1B2C3D4E5", "organizationName": "O", "description": "D",
                  "boardingPass": {"headerFields": \#(fields), "primaryFields": [], "secondaryFields": [], "auxiliaryFields": [],
                                   "backFields": [], "additionalInfoFields": [], "footerFields": [], "transitType": "PKTransitTypeAir"},
                  "coupon": {}, "eventTicket": {}, "generic": {}, "storeCard": {}, "posterGeneric": {"footerFields": []},
                  "backgroundColor": "rgb(1, 2, 3)", "foregroundColor": "rgb(4, 5, 6)", "labelColor": "rgb(7, 8, 9)",
                  "logoText": "L", "suppressStripShine": true, "stripColor": "rgb(0, 0, 0)", "logoSymbolName": "star",
                  "footerBackgroundColor": "rgb(9, 9, 9)", "suppressHeaderDarkening": false, "useAutomaticColors": true,
                  "eventLogoText": "EL",
                  "associatedStoreIdentifiers": [284882215], "appLaunchURL": "example://open",
                  "auxiliaryStoreIdentifiers": [1, 2], "userInfo": {"any": ["json", 1.0, null]},
                  "expirationDate": "2027-01-31T23:59:00+01:00", "voided": false,
                  "relevantDate": "2027-01-01T10:00-08:00",
                  "relevantDates": [{"startDate": "2027-01-01T09:00-08:00", "endDate": "2027-01-01T11:00-08:00"},
                                    {"date": "2027-01-02T10:00-08:00", "relevantDate": "2027-01-02T10:00-08:00"}],
                  "locations": [{"latitude": 37.6189722, "longitude": -122.3748889, "altitude": 12.5, "relevantText": "Near"}],
                  "beacons": [{"proximityUUID": "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0", "major": 1, "minor": 65535, "relevantText": "B"}],
                  "maxDistance": 250,
                  "barcode": {"format": "PKBarcodeFormatPDF417", "message": "m", "messageEncoding": "iso-8859-1", "altText": "a"},
                  "barcodes": [{"format": "PKBarcodeFormatEAN13", "message": "4006381333931", "messageEncoding": "iso-8859-1"}],
                  "webServiceURL": "https://example.com/passes/", "authenticationToken": "vxwxd7J8AlNNFPS8k0a0FfUFtq0ewzFdc",
                  "nfc": {"message": "m", "encryptionPublicKey": "MDkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDIgAC", "requiresAuthentication": true},
                  "semantics": \#(semantics),
                  "preferredStyleSchemes": ["semanticBoardingPass", "boardingPass"],
                  "groupingIdentifier": "G", "sharingProhibited": true,
                  "accessibilityURL": "https://e.com/1", "addOnURL": "https://e.com/2", "bagPolicyURL": "https://e.com/3",
                  "contactVenueEmail": "v@e.com", "contactVenuePhoneNumber": "+1 555", "contactVenueWebsite": "https://e.com/4",
                  "directionsInformationURL": "https://e.com/5", "merchandiseURL": "https://e.com/6",
                  "orderFoodURL": "https://e.com/7", "parkingInformationURL": "https://e.com/8",
                  "purchaseParkingURL": "https://e.com/9", "sellURL": "https://e.com/10", "transferURL": "https://e.com/11",
                  "transitInformationURL": "https://e.com/12",
                  "changeSeatURL": "https://a.com/1", "entertainmentURL": "https://a.com/2",
                  "purchaseAdditionalBaggageURL": "https://a.com/3", "purchaseLoungeAccessURL": "https://a.com/4",
                  "purchaseWifiURL": "https://a.com/5", "upgradeURL": "https://a.com/6", "managementURL": "https://a.com/7",
                  "registerServiceAnimalURL": "https://a.com/8", "reportLostBagURL": "https://a.com/9",
                  "requestWheelchairURL": "https://a.com/10", "trackBagsURL": "https://a.com/11",
                  "transitProviderEmail": "t@a.com", "transitProviderPhoneNumber": "+1 555", "transitProviderWebsiteURL": "https://a.com/12",
                  "upcomingPassInformation": [{
                    "identifier": "game-2", "name": "Game 2", "type": "event",
                    "dateInformation": {"date": "2027-02-01T19:00:00Z", "timeZone": "Europe/Paris", "ignoreTimeComponents": false,
                                        "isAllDay": false, "isUnannounced": false, "isUndetermined": false},
                    "isActive": true, "semantics": {"venueName": "V"},
                    "images": {"headerImage": {"URLs": [{"URL": "https://e.com/h.png", "SHA256": "00", "scale": 2, "size": 1000}],
                               "reuseExisting": false}},
                    "URLs": {"merchandiseURL": "https://e.com/m"},
                    "additionalInfoFields": [{"key": "u1", "value": "x"}], "backFields": [{"key": "u2", "value": "y"}],
                    "auxiliaryStoreIdentifiers": [3]
                  }],
                  "featuredActions": [{"identifier": "a1", "type": "viewSchedule", "url": "https://e.com/s"},
                                      {"identifier": "a2", "type": "call"}],
                  "passLastModDate": "2027-01-01T00:00:00Z", "isShellPass": false, "revoked": false
                }
                """#
        }

        @Test func everyDocumentedKeyIsATypedProperty() throws {
            let (pass, diagnostics) = try Pass.decode(jsonData: Data(Self.passJSON.utf8))
            #expect(diagnostics.isEmpty)
            #expect(pass.unknownKeys.isEmpty, "\(pass.unknownKeys.keys)")
            let fields = try #require(pass.boardingPass)
            #expect(fields.unknownKeys.isEmpty)
            let field = try #require(fields.headerFields?.first)
            #expect(field.unknownKeys.isEmpty, "\(field.unknownKeys.keys)")
            let semantics = try #require(pass.semantics)
            #expect(semantics.unknownKeys.isEmpty, "\(semantics.unknownKeys.keys)")
            #expect(semantics.seats?.first?.unknownKeys.isEmpty == true)
            #expect(semantics.passengerName?.unknownKeys.isEmpty == true)
            #expect(semantics.eventStartDateInfo?.unknownKeys.isEmpty == true)
            #expect(semantics.totalPrice?.unknownKeys.isEmpty == true)
            #expect(semantics.wifiAccess?.first?.unknownKeys.isEmpty == true)
            #expect(semantics.venueLocation?.unknownKeys.isEmpty == true)
            #expect(pass.locations?.first?.unknownKeys.isEmpty == true)
            #expect(pass.beacons?.first?.unknownKeys.isEmpty == true)
            #expect(pass.barcode?.unknownKeys.isEmpty == true)
            #expect(pass.nfc?.unknownKeys.isEmpty == true)
            #expect(pass.relevantDates?.allSatisfy(\.unknownKeys.isEmpty) == true)
            #expect(pass.upcomingPassInformation?.first?.unknownKeys.isEmpty == true)
            #expect(pass.featuredActions?.allSatisfy(\.unknownKeys.isEmpty) == true)
        }

        @Test func everyDocumentedKeyIsWrittenBackUnchanged() throws {
            let original = try JSONParser().parse(Data(Self.passJSON.utf8), file: "pass.json").value
            let pass = try Pass(jsonValue: original)
            #expect(try pass.jsonValue == original)
            #expect(try Pass(jsonData: pass.jsonData()) == pass)
        }

        @Test func typedValuesAreReadFromEveryKind() throws {
            let pass = try Pass(jsonData: Data(Self.passJSON.utf8))
            #expect(pass.styles == PassStyle.allCases)
            #expect(pass.style == .boardingPass)
            #expect(pass.associatedStoreIdentifiers == [284_882_215])
            #expect(pass.userInfo == ["any": ["json", .number(JSONNumber(1.0)), nil]])
            #expect(pass.beacons?.first?.minor == 65535)
            #expect(pass.maxDistance == 250)
            #expect(pass.barcodes?.first?.format == .ean13)
            #expect(pass.nfc?.requiresAuthentication == true)
            #expect(pass.preferredStyleSchemes == [.semanticBoardingPass, .boardingPass])
            #expect(pass.relevantDates?[1].date == pass.relevantDates?[1].relevantDate)
            #expect(pass.upcomingPassInformation?.first?.type == .event)
            #expect(pass.upcomingPassInformation?.first?.urls?["merchandiseURL"] == "https://e.com/m")
            #expect(pass.featuredActions?.map(\.type) == [.viewSchedule, .call])
            #expect(pass.fields?.headerFields?.first?.value.numberValue?.text == "12.50")
            #expect(pass.isShellPass == false)
            #expect(pass.allFields.count == 1)
        }
    }
}
