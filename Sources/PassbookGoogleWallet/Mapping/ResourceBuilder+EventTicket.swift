import Passbook

extension ResourceBuilder {
    /// An event ticket: the event (name, venue, times) is the class, the seat, holder and
    /// confirmation are the object. The event's name comes from the semantics, else the first
    /// primary field, else the pass's description.
    mutating func addEventTicket() {
        let semantics = pass.semantics
        addIssuerName()
        if let name = semantics?.eventName {
            usedSemantics.insert("eventName")
            classResource["eventName"] = languages.localizedString(name)
        } else if let primary = first(.primary), let value = localizedValue(primary) {
            headlineKeys.insert(primary.key)
            classResource["eventName"] = value
        } else {
            classResource["eventName"] = languages.localizedString(pass.description)
            usedDescription = true
        }
        if let logo = image("logo") { classResource["logo"] = logo }
        if let venue = semantics?.venueName {
            usedSemantics.insert("venueName")
            var place: JSONObject = ["name": languages.localizedString(venue)]
            // The region (city, state, country) is the nearest Apple has to an address; a room is not one.
            if let region = semantics?.venueRegionName {
                usedSemantics.insert("venueRegionName")
                place["address"] = languages.localizedString(region)
            }
            classResource["venue"] = .object(place)
        }
        var dateTime = JSONObject()
        if let start = semantics?.eventStartDate ?? relevantDateFallback() {
            usedSemantics.insert("eventStartDate")
            dateTime["start"] = .string(GoogleDateTime.string(start))
        }
        if let end = semantics?.eventEndDate {
            usedSemantics.insert("eventEndDate")
            dateTime["end"] = .string(GoogleDateTime.string(end))
        }
        if let doors = semantics?.venueDoorsOpenDate {
            usedSemantics.insert("venueDoorsOpenDate")
            dateTime["doorsOpen"] = .string(GoogleDateTime.string(doors))
            dateTime["doorsOpenLabel"] = "DOORS_OPEN"
        } else if let gates = semantics?.venueGatesOpenDate {
            usedSemantics.insert("venueGatesOpenDate")
            dateTime["doorsOpen"] = .string(GoogleDateTime.string(gates))
            dateTime["doorsOpenLabel"] = "GATES_OPEN"
        }
        if !dateTime.isEmpty { classResource["dateTime"] = .object(dateTime) }

        if let seat = semantics?.seats?.first {
            usedSemantics.insert("seats")
            var place = JSONObject()
            if let number = seat.seatNumber { place["seat"] = languages.localizedString(number) }
            if let row = seat.seatRow { place["row"] = languages.localizedString(row) }
            if let section = seat.seatSection { place["section"] = languages.localizedString(section) }
            if let gate = semantics?.venueEntranceGate ?? semantics?.venueEntrance {
                usedSemantics.formUnion(["venueEntranceGate", "venueEntrance"])
                place["gate"] = languages.localizedString(gate)
            }
            if !place.isEmpty { object["seatInfo"] = .object(place) }
        }
        if let holder = semantics?.attendeeName {
            usedSemantics.insert("attendeeName")
            object["ticketHolderName"] = .string(holder)
        }
        if let confirmation = semantics?.confirmationNumber {
            usedSemantics.insert("confirmationNumber")
            object["reservationInfo"] = ["confirmationCode": .string(confirmation)]
        }
        if let price = semantics?.totalPrice, let money = Self.money(price) {
            usedSemantics.insert("totalPrice")
            object["faceValue"] = money
        }
    }

    /// A `Money` value from a semantic amount.
    static func money(_ amount: SemanticTags.CurrencyAmount) -> JSONValue? {
        guard let text = amount.amount, let currency = amount.currencyCode, let value = Double(text) else { return nil }
        return money(value, currency: currency)
    }

    /// A `Money` value: the amount in millionths of the currency unit, written as a string as Google
    /// writes 64-bit numbers.
    static func money(_ amount: Double, currency: String) -> JSONValue {
        ["currencyCode": .string(currency), "micros": .string(String(Int64((amount * 1_000_000).rounded())))]
    }
}
