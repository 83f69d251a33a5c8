import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    @Suite struct SemanticTagsTests {
        private static let semantics = #"""
            {
              "eventName": "Tidal Tour", "eventType": "PKEventTypeLivePerformance",
              "eventStartDate": "2023-08-10T19:30:00.000Z",
              "eventStartDateInfo": {"date": "2023-08-10T19:30:00Z", "timeZone": "Europe/Vienna", "unannounced": false},
              "venueName": "Hall", "venueLocation": {"latitude": 48.2003, "longitude": 16.3668},
              "performerNames": ["Aurora Lines"], "artistIDs": ["123"], "tailgatingAllowed": true,
              "seats": [{"seatSection": "B2", "seatRow": "C", "seatNumber": "14", "seatSectionColor": "rgb(1, 2, 3)"}],
              "totalPrice": {"amount": "49.90", "currencyCode": "EUR"},
              "wifiAccess": [{"ssid": "Hall", "password": "secret"}],
              "duration": 9000, "silenceRequested": true,
              "airlineCode": "LH", "flightNumber": 451, "departureAirportCode": "SFO",
              "departureLocationTimeZone": "America/Los_Angeles",
              "departureLocationSecurityPrograms": ["PKTransitSecurityProgramTSAPreCheck"],
              "passengerCapabilities": ["PKPassengerCapabilityPriorityBoarding", "PKPassengerCapabilityLapInfant"],
              "passengerServiceSSRs": ["WCHR"],
              "passengerName": {"givenName": "Hiro", "familyName": "Tanaka",
                                "phoneticRepresentation": {"givenName": "ひろ", "familyName": "たなか"}},
              "departurePlatform": "7",
              "eventLiveMessage": "kept as an unknown tag"
            }
            """#

        @Test func readsTypedTags() throws {
            let value = try JSONParser().parse(Data(Self.semantics.utf8), file: "x").value
            let tags = try JSONValueDecoder().decode(SemanticTags.self, from: value)
            #expect(tags.eventName == "Tidal Tour")
            #expect(tags.eventType == .livePerformance)
            #expect(tags.eventStartDate?.precision == .fractionalSeconds(digits: 3))
            #expect(tags.eventStartDateInfo?.timeZone == "Europe/Vienna")
            #expect(tags.eventStartDateInfo?.unannounced == false)
            #expect(tags.venueLocation == SemanticTags.Location(latitude: 48.2003, longitude: 16.3668))
            #expect(tags.seats?.first?.seatSectionColor == PassColor(red: 1, green: 2, blue: 3))
            #expect(tags.totalPrice == SemanticTags.CurrencyAmount(amount: "49.90", currencyCode: "EUR"))
            #expect(tags.wifiAccess == [SemanticTags.WifiNetwork(ssid: "Hall", password: "secret")])
            #expect(tags.duration == 9000)
            #expect(tags.flightNumber == 451)
            #expect(tags.departureLocationSecurityPrograms == [.tsaPreCheck])
            #expect(tags.passengerCapabilities == [.priorityBoarding, .lapInfant])
            #expect(tags.passengerName?.familyName == "Tanaka")
            #expect(tags.passengerName?.phoneticRepresentation?.givenName == "ひろ")
            #expect(tags.passengerName?.phoneticRepresentation?.phoneticRepresentation == nil)
            #expect(tags.departurePlatform == "7")
            #expect(tags.unknownKeys == ["eventLiveMessage": "kept as an unknown tag"])

            #expect(try JSONValueEncoder().encode(tags) == value)
        }

        @Test func buildsNamesWithAPhoneticRepresentation() throws {
            let name = SemanticTags.PersonNameComponents(
                givenName: "Hiro",
                familyName: "Tanaka",
                phoneticRepresentation: SemanticTags.PersonNameComponents(givenName: "ひろ")
            )
            let json = try JSONValueEncoder().encode(name)
            #expect(
                json == ["givenName": "Hiro", "familyName": "Tanaka", "phoneticRepresentation": ["givenName": "ひろ"]]
            )
            #expect(try JSONValueDecoder().decode(SemanticTags.PersonNameComponents.self, from: json) == name)
        }

        @Test func wrongTypesAreReportedWithTheirPath() throws {
            let json = #"""
                {"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t",
                 "organizationName": "o", "description": "d",
                 "boardingPass": {"transitType": "PKTransitTypeAir",
                   "primaryFields": [{"key": "a", "value": "b", "semantics": {"flightNumber": "815"}}]}}
                """#
            let error = try #require(throws: PassbookError.self) {
                try Pass(jsonData: Data(json.utf8))
            }
            #expect(
                error.reason
                    == #"boardingPass.primaryFields[0].semantics.flightNumber: expected a whole number but found the string "815""#
            )
        }

        @Test func emptyTagsWriteAnEmptyObject() throws {
            #expect(try JSONValueEncoder().encode(SemanticTags()) == .object([:]))
        }
    }
}
