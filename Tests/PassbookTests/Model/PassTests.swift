import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    @Suite struct PassTests {
        private func membershipCard() throws -> Pass {
            let expiration = try #require(W3CDate("2027-01-31T23:59:00+01:00"))
            var pass = Pass(
                passTypeIdentifier: "pass.com.example.member",
                serialNumber: "M-000123",
                teamIdentifier: "A1B2C3D4E5",
                organizationName: "Example Gym",
                description: "Example Gym membership card",
                style: .generic,
                fields: PassFields(
                    primaryFields: [PassField(key: "member", value: "Alex Doe", label: "MEMBER")],
                    backFields: [PassField(key: "visits", value: 12, label: "Visits", numberStyle: .decimal)]
                ),
                logoText: "Example Gym",
                backgroundColor: PassColor(red: 40, green: 44, blue: 90),
                barcodes: [Barcode(format: .qr, message: "M-000123", altText: "M-000123")],
                expirationDate: expiration
            )
            pass.maxDistance = 100
            return pass
        }

        @Test func buildsAPassInCodeAndWritesDeterministicStrictJSON() throws {
            let expected = """
                {
                  "formatVersion": 1,
                  "passTypeIdentifier": "pass.com.example.member",
                  "serialNumber": "M-000123",
                  "teamIdentifier": "A1B2C3D4E5",
                  "organizationName": "Example Gym",
                  "description": "Example Gym membership card",
                  "logoText": "Example Gym",
                  "backgroundColor": "rgb(40, 44, 90)",
                  "expirationDate": "2027-01-31T23:59:00+01:00",
                  "maxDistance": 100,
                  "barcodes": [
                    {
                      "format": "PKBarcodeFormatQR",
                      "message": "M-000123",
                      "messageEncoding": "iso-8859-1",
                      "altText": "M-000123"
                    }
                  ],
                  "generic": {
                    "primaryFields": [
                      {
                        "key": "member",
                        "label": "MEMBER",
                        "value": "Alex Doe"
                      }
                    ],
                    "backFields": [
                      {
                        "key": "visits",
                        "label": "Visits",
                        "value": 12,
                        "numberStyle": "PKNumberStyleDecimal"
                      }
                    ]
                  }
                }

                """
            let pass = try membershipCard()
            let data = try pass.jsonData()
            #expect(String(decoding: data, as: UTF8.self) == expected)
            #expect(try membershipCard().jsonData() == data)
            #expect(try Pass(jsonData: data) == pass)
        }

        @Test func defaultsFormatVersionToOne() throws {
            #expect(try membershipCard().formatVersion == 1)
        }

        @Test func keepsUnknownKeysAtEveryLevel() throws {
            let json = """
                {
                  "formatVersion": 1, "passTypeIdentifier": "pass.x", "serialNumber": "1", "teamIdentifier": "T",
                  "organizationName": "O", "description": "D",
                  "x-top": {"kept": [1, 2.50, "three"]},
                  "barcodes": [{"format": "PKBarcodeFormatQR", "message": "m", "messageEncoding": "utf-8", "x-barcode": true}],
                  "locations": [{"latitude": 1.5, "longitude": 2.5, "x-location": 1}],
                  "beacons": [{"proximityUUID": "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0", "x-beacon": null}],
                  "nfc": {"message": "m", "x-nfc": "n"},
                  "semantics": {"eventName": "E", "x-semantic": {"a": 1}, "seats": [{"seatRow": "C", "x-seat": 2}]},
                  "eventTicket": {
                    "x-fields": "f",
                    "primaryFields": [{"key": "k", "value": "v", "x-field": [true]}]
                  }
                }
                """
            let pass = try Pass(jsonData: Data(json.utf8))
            #expect(
                pass.unknownKeys == ["x-top": ["kept": [1, .number(try #require(JSONNumber(text: "2.50"))), "three"]]]
            )
            #expect(pass.barcodes?.first?.unknownKeys == ["x-barcode": true])
            #expect(pass.locations?.first?.unknownKeys == ["x-location": 1])
            #expect(pass.beacons?.first?.unknownKeys == ["x-beacon": nil])
            #expect(pass.nfc?.unknownKeys == ["x-nfc": "n"])
            #expect(pass.semantics?.unknownKeys == ["x-semantic": ["a": 1]])
            #expect(pass.semantics?.seats?.first?.unknownKeys == ["x-seat": 2])
            #expect(pass.eventTicket?.unknownKeys == ["x-fields": "f"])
            #expect(pass.eventTicket?.primaryFields?.first?.unknownKeys == ["x-field": [true]])

            let original = try JSONParser().parse(Data(json.utf8), file: "pass.json").value
            #expect(try pass.jsonValue == original)
            // Unknown keys come after the known ones.
            #expect(try pass.jsonValue.objectValue?.keys.last == "x-top")
            #expect(try pass.jsonValue["eventTicket"]?.objectValue?.keys == ["primaryFields", "x-fields"])
        }

        @Test func knownKeysWinOverUnknownKeysOfTheSameName() throws {
            var pass = try membershipCard()
            pass.unknownKeys["logoText"] = "shadowed"
            pass.unknownKeys["x-extra"] = 1
            let json = try pass.jsonValue
            #expect(json["logoText"] == "Example Gym")
            #expect(json["x-extra"] == 1)
        }

        @Test func absentKeysAreNotWritten() throws {
            let text = String(decoding: try membershipCard().jsonData(), as: UTF8.self)
            #expect(!text.contains("null"))
            #expect(!text.contains("voided"))
            #expect(!text.contains("headerFields"))
        }

        @Test func exposesTheStyleAndItsFields() throws {
            var pass = try membershipCard()
            #expect(pass.style == .generic)
            #expect(pass.styles == [.generic])
            #expect(pass.fields?.primaryFields?.first?.key == "member")

            pass.fields?.headerFields = [PassField(key: "level", value: "Gold")]
            #expect(pass.generic?.headerFields?.first?.key == "level")

            pass[style: .coupon] = PassFields()
            #expect(pass.styles == [.coupon, .generic])

            pass.setStyle(.eventTicket, fields: PassFields(primaryFields: [PassField(key: "event", value: "Gig")]))
            #expect(pass.styles == [.eventTicket])
            #expect(pass.generic == nil)
            #expect(pass.coupon == nil)
            #expect(pass.fields?.primaryFields?.first?.key == "event")
        }

        @Test func listsEveryFieldWithItsPath() throws {
            var pass = try membershipCard()
            pass.posterGeneric = PassFields(footerFields: [PassField(key: "footer", value: "F")])
            let references = pass.allFields
            #expect(
                references.map(\.path) == [
                    "generic.primaryFields[0]", "generic.backFields[0]", "posterGeneric.footerFields[0]",
                ]
            )
            #expect(references.map(\.field.key) == ["member", "visits", "footer"])
            #expect(references.last?.group == .footer)
            #expect(references.last?.styleKey == "posterGeneric")
        }

        @Test(arguments: [
            (
                #"{"passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t", "organizationName": "o", "description": "d", "generic": {}}"#,
                #"missing the required key "formatVersion""#
            ),
            (
                #"{"formatVersion": "1", "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t", "organizationName": "o", "description": "d"}"#,
                #"formatVersion: expected a whole number but found the string "1""#
            ),
            (
                #"{"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": 7, "teamIdentifier": "t", "organizationName": "o", "description": "d"}"#,
                "serialNumber: expected a string but found the number 7"
            ),
            (
                #"{"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t", "organizationName": "o", "description": "d", "logoText": null}"#,
                "logoText: expected a string but found null"
            ),
            (
                #"{"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t", "organizationName": "o", "description": "d", "eventTicket": {"auxiliaryFields": [{"key": "a", "value": "b"}, {"key": "c", "value": "d", "label": 5}]}}"#,
                "eventTicket.auxiliaryFields[1].label: expected a string but found the number 5"
            ),
            (
                #"{"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t", "organizationName": "o", "description": "d", "generic": {"primaryFields": [{"key": "a", "value": true}]}}"#,
                "generic.primaryFields[0].value: expected a string or a number but found true"
            ),
            (
                #"{"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t", "organizationName": "o", "description": "d", "generic": {"primaryFields": [{"value": "v"}]}}"#,
                #"generic.primaryFields[0]: missing the required key "key""#
            ),
            (
                #"{"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t", "organizationName": "o", "description": "d", "locations": [{"latitude": "north", "longitude": 1}]}"#,
                #"locations[0].latitude: expected a number but found the string "north""#
            ),
            (#"[1, 2]"#, "it holds an array instead of a JSON object"),
        ])
        func reportsValuesThatDoNotFitWithTheirPath(_ json: String, _ reason: String) {
            do {
                _ = try Pass(jsonData: Data(json.utf8))
                Issue.record("decoding succeeded")
            } catch let error as PassbookError {
                #expect(error.code == .invalidPass)
                #expect(error.operation == "read pass.json")
                #expect(error.reason == reason)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }

        @Test func reportsInvalidJSONWithTheFileName() throws {
            let error = try #require(throws: PassbookError.self) {
                try Pass.decode(jsonData: Data("{\"formatVersion\": 1,\n  oops}".utf8), file: "de.lproj/../pass.json")
            }
            #expect(error.code == .invalidJSON)
            #expect(error.operation == "read de.lproj/../pass.json")
            #expect(error.reason.hasPrefix("line 2, column 3: "))
        }

        @Test func refusesToWriteNumbersJSONCannotHold() throws {
            var pass = try membershipCard()
            pass.locations = [Location(latitude: .nan, longitude: 0)]
            let error = try #require(throws: PassbookError.self) {
                try pass.jsonData()
            }
            #expect(error.code == .invalidPass)
            #expect(error.operation == "write pass.json")
            #expect(error.reason.hasPrefix("locations[0].latitude: "))
        }

        @Test func worksWithFoundationsJSONCoders() throws {
            for name in ["Generic", "StoreCard", "Event"] {
                let data = try AppleSamples.passJSON(name)
                let ours = try Pass(jsonData: data)
                let foundations = try JSONDecoder().decode(Pass.self, from: data)
                #expect(foundations == ours, "\(name)")
                let reencoded = try JSONEncoder().encode(ours)
                #expect(try Pass(jsonData: reencoded) == ours, "\(name)")
            }
        }

        @Test func fieldValuesCanBeDatesAndNumbers() throws {
            let date = try #require(W3CDate("2024-05-01T18:30:00+02:00"))
            let field = PassField(key: "since", value: .date(date), dateStyle: .medium, timeStyle: DateStyle.none)
            #expect(field.value == "2024-05-01T18:30:00+02:00")
            #expect(field.value.dateValue == date)
            #expect(PassField.Value(floatLiteral: 21.75).numberValue?.text == "21.75")
            #expect(PassField.Value.number(12).description == "12")
            #expect(PassField.Value.string("x").numberValue == nil)
        }
    }
}
