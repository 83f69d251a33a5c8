import Passbook

extension ResourceBuilder {
    /// An airline boarding pass: Google keeps the flight (carrier, number, airports, times) in the
    /// class and the passenger (name, seat, group, booking) in the object. Airline semantics give
    /// most of it; without them the airports come from the two primary fields and the times from the
    /// relevant date, and the diagnostics say so.
    mutating func addFlight() {
        let semantics = pass.semantics
        addIssuerName()
        var carrier: JSONObject = ["airlineName": languages.localizedString(semantics?.transitProvider ?? pass.organizationName)]
        if semantics?.transitProvider != nil { usedSemantics.insert("transitProvider") }
        if let airline = semantics?.airlineCode {
            usedSemantics.insert("airlineCode")
            carrier["carrierIataCode"] = .string(airline)
        } else {
            report("airline-code", "semantics.airlineCode", "without the airline's IATA code Google shows the flight under the airline's name only", .warning)
        }
        if let logo = image("logo") { carrier["airlineLogo"] = logo }
        var header: JSONObject = ["carrier": .object(carrier)]
        if let number = flightNumber() {
            header["flightNumber"] = .string(number)
        } else {
            report("flight-number", "semantics.flightNumber", "the pass names no flight number (semantics.flightNumber or flightCode), so Google's flight header has none", .warning)
        }
        classResource["flightHeader"] = .object(header)
        classResource["origin"] = airport(
            code: semantics?.departureAirportCode, codeKey: "departureAirportCode", fallback: fields.primaryFields?.first,
            city: (semantics?.departureCityName, "departureCityName"),
            terminal: (semantics?.departureTerminal, "departureTerminal"), gate: (semantics?.departureGate, "departureGate")
        )
        classResource["destination"] = airport(
            code: semantics?.destinationAirportCode, codeKey: "destinationAirportCode", fallback: fields.primaryFields?.dropFirst().first,
            city: (semantics?.destinationCityName, "destinationCityName"),
            terminal: (semantics?.destinationTerminal, "destinationTerminal"), gate: (semantics?.destinationGate, "destinationGate")
        )
        addFlightTimes()
        addPassenger()
    }

    /// The flight number without the airline code: from the semantics, else from a field whose key
    /// or label says "flight" (Apple's own sample has "FLIGHT 815").
    private mutating func flightNumber() -> String? {
        if let number = pass.semantics?.flightNumber {
            usedSemantics.formUnion(["flightNumber", "flightCode"])
            return String(number)
        }
        if let code = pass.semantics?.flightCode, let digits = Self.trailingDigits(code) {
            usedSemantics.insert("flightCode")
            return digits
        }
        let field = allFrontAndBackFields.first { field in
            [field.key, field.label ?? ""].contains { $0.lowercased().contains("flight") } && Self.trailingDigits(field.value.description) != nil
        }
        guard let field, let digits = Self.trailingDigits(field.value.description) else { return nil }
        report("flight-number", "semantics.flightNumber", "the flight number \(digits) is taken from the field \(field.key); give semantics.flightNumber to be sure")
        return digits
    }

    /// "482" from "NW482", "NW 482" or "482".
    private static func trailingDigits(_ text: String) -> String? {
        let digits = text.reversed().prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : String(digits.reversed())
    }

    private mutating func airport(
        code: String?, codeKey: String, fallback: PassField?, city: (String?, String), terminal: (String?, String), gate: (String?, String)
    ) -> JSONValue {
        var airport = JSONObject()
        if let code {
            usedSemantics.insert(codeKey)
            airport["airportIataCode"] = .string(code)
        } else if let fallback, let value = fallback.value.stringValue, value.count == 3, value.allSatisfy({ $0.isLetter && $0.isUppercase }) {
            airport["airportIataCode"] = .string(value)
            report("airport-code", "semantics.\(codeKey)", "the airport code \(value) is taken from the field \(fallback.key); give semantics.\(codeKey) to be sure")
        } else {
            report("airport-code", "semantics.\(codeKey)", "Google needs the airport's IATA code, and the pass has none", .warning)
        }
        // Google names the airport by its IATA city unless told otherwise; the pass's city name is what Wallet shows.
        if let value = city.0 {
            usedSemantics.insert(city.1)
            airport["airportNameOverride"] = languages.localizedString(value)
        }
        if let value = terminal.0 {
            usedSemantics.insert(terminal.1)
            airport["terminal"] = .string(value)
        }
        if let value = gate.0 {
            usedSemantics.insert(gate.1)
            airport["gate"] = .string(value)
        }
        return .object(airport)
    }

    /// Google wants airport-local times without an offset for flights, and refuses one with an offset.
    private mutating func addFlightTimes() {
        let semantics = pass.semantics
        if let departure = semantics?.originalDepartureDate ?? semantics?.currentDepartureDate ?? relevantDateFallback() {
            classResource["localScheduledDepartureDateTime"] = .string(GoogleDateTime.local(departure))
        } else {
            report("departure", "semantics.originalDepartureDate", "Google needs the scheduled departure time, and the pass has none", .warning)
        }
        let times: [(String, W3CDate?, String)] = [
            ("originalDepartureDate", semantics?.originalDepartureDate, ""),
            ("currentDepartureDate", semantics?.currentDepartureDate, "localEstimatedOrActualDepartureDateTime"),
            ("originalBoardingDate", semantics?.originalBoardingDate ?? semantics?.currentBoardingDate, "localBoardingDateTime"),
            ("originalArrivalDate", semantics?.originalArrivalDate, "localScheduledArrivalDateTime"),
            ("currentArrivalDate", semantics?.currentArrivalDate, "localEstimatedOrActualArrivalDateTime"),
        ]
        for (key, date, property) in times {
            guard let date else { continue }
            usedSemantics.insert(key)
            if key == "originalBoardingDate" { usedSemantics.insert("currentBoardingDate") }
            if !property.isEmpty { classResource[property] = .string(GoogleDateTime.local(date)) }
        }
    }

    private mutating func addPassenger() {
        let semantics = pass.semantics
        if let name = semantics?.passengerName, let text = Self.fullName(name) {
            usedSemantics.insert("passengerName")
            object["passengerName"] = .string(text)
        } else if let field = allFrontAndBackFields.first(where: { $0.key.lowercased().contains("passenger") }) {
            object["passengerName"] = .string(field.value.description)
            report("passenger-name", "semantics.passengerName", "the passenger's name is taken from the field \(field.key); give semantics.passengerName to be sure")
        } else {
            object["passengerName"] = ""
            report("passenger-name", "semantics.passengerName", "Google needs the passenger's name, and the pass has none", .warning)
        }
        var reservation = JSONObject()
        if let confirmation = semantics?.confirmationNumber {
            usedSemantics.insert("confirmationNumber")
            reservation["confirmationCode"] = .string(confirmation)
        }
        if let number = semantics?.membershipProgramNumber {
            usedSemantics.formUnion(["membershipProgramNumber", "membershipProgramName"])
            var frequentFlyer: JSONObject = ["frequentFlyerNumber": .string(number)]
            if let program = semantics?.membershipProgramName {
                frequentFlyer["frequentFlyerProgramName"] = languages.localizedString(program)
            }
            reservation["frequentFlyerInfo"] = .object(frequentFlyer)
        }
        object["reservationInfo"] = .object(reservation)
        var seating = JSONObject()
        if let group = semantics?.boardingGroup ?? semantics?.boardingZone {
            usedSemantics.formUnion(["boardingGroup", "boardingZone"])
            seating["boardingGroup"] = .string(group)
        }
        if let sequence = semantics?.boardingSequenceNumber {
            usedSemantics.insert("boardingSequenceNumber")
            seating["sequenceNumber"] = .string(sequence)
        }
        if let seat = semantics?.seats?.first {
            usedSemantics.insert("seats")
            if let number = seat.seatNumber { seating["seatNumber"] = .string(number) }
            if let type = seat.seatType { seating["seatClass"] = .string(type) }
        }
        if seating["seatClass"] == nil, let fareClass = semantics?.ticketFareClass {
            usedSemantics.insert("ticketFareClass")
            seating["seatClass"] = .string(fareClass)
        }
        if !seating.isEmpty { object["boardingAndSeatingInfo"] = .object(seating) }
    }

    /// Every field of the style, front to back.
    var allFrontAndBackFields: [PassField] {
        PassFields.Group.allCases.flatMap { fields[$0] ?? [] }
    }

    /// "Mira Janssen" from a name's parts, in the order Western boarding passes print them.
    static func fullName(_ name: SemanticTags.PersonNameComponents) -> String? {
        let parts = [name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
