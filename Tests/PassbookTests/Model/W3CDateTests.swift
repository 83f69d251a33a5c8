import Foundation
import Testing

@testable import Passbook

extension ModelTests {
    @Suite struct W3CDateTests {
        @Test(arguments: [
            "2012-07-22T14:25-08:00",
            "2019-06-26T12:00:00+00:00",
            "2024-05-01T18:30:00Z",
            "2024-05-01T18:30Z",
            "2023-08-10T19:30:00.000Z",
            "2024-02-29T23:59:59.123456789+05:30",
            "2024-12-31T23:59:59.5-00:30",
            "1960-03-01T12:00:00+14:00",
            "0001-01-01T00:00:00Z",
        ])
        func writesADateBackAsItWasRead(_ text: String) throws {
            let date = try #require(W3CDate(text))
            #expect(date.description == text)
            #expect(try JSONValueEncoder().encode(date) == .string(text))
        }

        @Test func readsTheInstantAndTheOffset() throws {
            let date = try #require(W3CDate("2012-07-22T14:25-08:00"))
            #expect(date.date == Date(timeIntervalSince1970: 1_342_995_900))
            #expect(date.utcOffset == -28_800)
            #expect(date.precision == .minutes)
            #expect(!date.usesZ)

            let early = try #require(W3CDate("1960-03-01T12:00:00Z"))
            #expect(early.date == Date(timeIntervalSince1970: -310_392_000))
            #expect(early.precision == .seconds)
            #expect(early.usesZ)

            let fraction = try #require(W3CDate("2023-08-10T19:30:00.250Z"))
            #expect(fraction.precision == .fractionalSeconds(digits: 3))
            #expect(fraction.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) == 0.25)
        }

        @Test func sameInstantWithDifferentOffsetsIsADifferentValue() throws {
            let utc = try #require(W3CDate("2024-05-01T16:30:00Z"))
            let berlin = try #require(W3CDate("2024-05-01T18:30:00+02:00"))
            #expect(utc.date == berlin.date)
            #expect(utc != berlin)
        }

        @Test func buildsFromADateInATimeZoneWithoutFractions() throws {
            let instant = Date(timeIntervalSince1970: 1_714_581_000.75)  // 2024-05-01T16:30:00.75Z
            let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
            #expect(W3CDate(date: instant, timeZone: berlin).description == "2024-05-01T18:30:00+02:00")
            #expect(W3CDate(date: instant).description == "2024-05-01T16:30:00Z")
            #expect(
                W3CDate(date: instant, timeZone: berlin, precision: .minutes).description == "2024-05-01T18:30+02:00"
            )
            let newYork = try #require(TimeZone(identifier: "America/New_York"))
            #expect(
                W3CDate(date: instant, utcOffset: newYork.secondsFromGMT(for: instant)).description
                    == "2024-05-01T12:30:00-04:00"
            )
            // What is written is what is kept.
            #expect(W3CDate(date: instant).date == Date(timeIntervalSince1970: 1_714_581_000))
        }

        @Test(arguments: [
            ("2024-05-01T18:30:00", "has no time zone"),
            ("2024-05-01T18:30", "has no time zone"),
            ("2024-05-01", "has a date but no time and no time zone"),
            ("2024-05-01T18:30:00+0000", "must be written ±hh:mm"),
            ("2024-05-01T18:30:00-7:00", "must be written ±hh:mm"),
            ("2024-05-01T18:30:00.000+0000", "must be written ±hh:mm"),
            ("2024-05-01T18:30:00ZZ", "has unexpected text after the time zone"),
            ("2024-05-01 18:30:00Z", "needs a capital T between the date and the time"),
            ("2024-13-01T18:30Z", "names a day that does not exist"),
            ("2023-02-29T18:30Z", "names a day that does not exist"),
            ("2024-05-01T24:00Z", "names a time that does not exist"),
            ("2024-05-01T18:30:00.Z", "has a decimal point without digits after the seconds"),
            ("2024-05-01T18Z", "has no time in the form hh:mm after the T"),
            ("1/5/2024", "is not a date in the form YYYY-MM-DDThh:mm with a time zone"),
            ("", "is not a date in the form YYYY-MM-DDThh:mm with a time zone"),
        ])
        func rejectsMalformedDatesAndSaysHowTheyShouldLook(_ text: String, _ problem: String) {
            guard case .failure(let error) = W3CDate.parse(text) else {
                Issue.record("\(text) was read as a date")
                return
            }
            #expect(error.message.hasPrefix("\"\(text)\" "))
            #expect(error.message.contains(problem), "\(error.message)")
            #expect(error.message.contains("2024-05-01T18:30:00+02:00"))
        }

        @Test func extremeValuesStayWithinTheFormat() throws {
            #expect(W3CDate(date: .distantFuture).description == "4001-01-01T00:00:00Z")
            #expect(W3CDate(date: Date(timeIntervalSince1970: 1e300)).description == "9999-12-31T23:59:59Z")
            #expect(W3CDate(date: Date(timeIntervalSince1970: -1e300)).description == "0001-01-01T00:00:00Z")
            #expect(W3CDate(date: Date(timeIntervalSince1970: .nan)).description == "1970-01-01T00:00:00Z")
            var date = try #require(W3CDate("2024-05-01T18:30:00Z"))
            date.utcOffset = .max
            #expect(date.description == "2024-05-02T18:29:00+23:59")
            date.utcOffset = .min
            #expect(date.description == "2024-04-30T18:31:00-23:59")
        }

        @Test func aDateWithoutTimeZoneInAPassIsAnErrorWithItsPath() throws {
            let json = """
                {"formatVersion": 1, "passTypeIdentifier": "p", "serialNumber": "s", "teamIdentifier": "t",
                 "organizationName": "o", "description": "d", "relevantDates": [{"startDate": "2024-05-01T18:30:00"}]}
                """
            let error = try #require(throws: PassbookError.self) {
                try Pass(jsonData: Data(json.utf8))
            }
            #expect(
                error.reason
                    == #"relevantDates[0].startDate: "2024-05-01T18:30:00" has no time zone; write it like 2024-05-01T18:30:00+02:00 or 2024-05-01T16:30:00Z"#
            )
        }

        @Test func relevantDateEntriesHaveBothShapes() throws {
            let start = try #require(W3CDate("2027-06-18T18:00:00+02:00"))
            let end = try #require(W3CDate("2027-06-18T23:30:00+02:00"))
            let interval = try JSONValueEncoder().encode(RelevantDate.interval(from: start, to: end))
            #expect(interval == ["startDate": "2027-06-18T18:00:00+02:00", "endDate": "2027-06-18T23:30:00+02:00"])
            let point = try JSONValueEncoder().encode(RelevantDate.point(start))
            #expect(point == ["date": "2027-06-18T18:00:00+02:00", "relevantDate": "2027-06-18T18:00:00+02:00"])
        }
    }
}
