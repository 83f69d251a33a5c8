import Passbook

extension ResourceBuilder {
    /// Wallet's transit types as Google's (`PKTransitTypeGeneric` has no better match than OTHER).
    static let transitTypes: [TransitType: String] = [.train: "RAIL", .bus: "BUS", .boat: "FERRY", .generic: "OTHER"]

    /// A train, bus, boat or other boarding pass: the operator and kind of transport are the class,
    /// the one-way trip with its stations, times, platform and seat is the object's ticket leg.
    mutating func addTransit() {
        let semantics = pass.semantics
        addIssuerName()
        let transitType = fields.transitType.flatMap { Self.transitTypes[$0] }
        if transitType == nil {
            report("transit-type", "\(style.key).transitType", "\(fields.transitType?.rawValue ?? "no transitType") has no Google counterpart; OTHER is written", .warning)
        }
        classResource["transitType"] = .string(transitType ?? "OTHER")
        if let logo = image("logo") { classResource["logo"] = logo }
        if let provider = semantics?.transitProvider {
            usedSemantics.insert("transitProvider")
            classResource["transitOperatorName"] = languages.localizedString(provider)
        }
        // Wallet has no round trips: each boarding pass is one journey.
        object["tripType"] = "ONE_WAY"
        if let name = semantics?.passengerName, let text = Self.fullName(name) {
            usedSemantics.insert("passengerName")
            object["passengerNames"] = .string(text)
            object["passengerType"] = "SINGLE_PASSENGER"
        }
        if let confirmation = semantics?.confirmationNumber {
            usedSemantics.insert("confirmationNumber")
            object["purchaseDetails"] = ["confirmationCode": .string(confirmation)]
        }
        object["ticketLeg"] = .object(ticketLeg())
    }

    private mutating func ticketLeg() -> JSONObject {
        let semantics = pass.semantics
        var leg = JSONObject()
        let primary = fields.primaryFields ?? []
        if let origin = station(
            [("departureStationName", semantics?.departureStationName), ("departureCityName", semantics?.departureCityName),
             ("departureLocationDescription", semantics?.departureLocationDescription)],
            fallback: primary.first
        ) {
            leg["originName"] = origin
        }
        if let destination = station(
            [("destinationStationName", semantics?.destinationStationName), ("destinationCityName", semantics?.destinationCityName),
             ("destinationLocationDescription", semantics?.destinationLocationDescription)],
            fallback: primary.dropFirst().first
        ) {
            leg["destinationName"] = destination
        }
        if let departure = semantics?.originalDepartureDate ?? semantics?.currentDepartureDate ?? relevantDateFallback() {
            usedSemantics.formUnion(["originalDepartureDate", "currentDepartureDate"])
            leg["departureDateTime"] = .string(GoogleDateTime.string(departure))
        }
        if let arrival = semantics?.originalArrivalDate ?? semantics?.currentArrivalDate {
            usedSemantics.formUnion(["originalArrivalDate", "currentArrivalDate"])
            leg["arrivalDateTime"] = .string(GoogleDateTime.string(arrival))
        }
        if let platform = semantics?.departurePlatform {
            usedSemantics.insert("departurePlatform")
            leg["platform"] = .string(platform)
        }
        if let carriage = semantics?.vehicleNumber ?? semantics?.vehicleName {
            usedSemantics.formUnion(["vehicleNumber", "vehicleName"])
            leg["carriage"] = .string(carriage)
        }
        if let fare = semantics?.ticketFareClass {
            usedSemantics.insert("ticketFareClass")
            leg["fareName"] = languages.localizedString(fare)
        }
        var seat = JSONObject()
        if let number = semantics?.seats?.first?.seatNumber {
            usedSemantics.insert("seats")
            seat["seat"] = .string(number)
        }
        if let coach = semantics?.carNumber {
            usedSemantics.insert("carNumber")
            seat["coach"] = .string(coach)
        }
        if !seat.isEmpty { leg["ticketSeat"] = .object(seat) }
        return leg
    }

    /// A station's name from the first semantic tag present, else from a primary field's value.
    private mutating func station(_ candidates: [(String, String?)], fallback: PassField?) -> JSONValue? {
        if let (key, name) = candidates.first(where: { $0.1 != nil }), let name {
            usedSemantics.insert(key)
            return languages.localizedString(name)
        }
        guard let fallback, let value = localizedValue(fallback) else { return nil }
        return value
    }
}
