import Passbook

/// The links of an event ticket's event guide and of an airline boarding pass, as the `uris` of
/// Google's links module.
enum PassLinks {
    private struct Link {
        var key: String
        var value: KeyPath<Pass, String?>
        var description: String
        var scheme: String = ""
    }

    /// The keys of `pass.json` this carries over.
    static var keys: [String] { all.map(\.key) }

    /// A `Uri` per link the pass has, in the order Wallet lists them.
    static func links(of pass: Pass) -> [JSONValue] {
        all.compactMap { link in
            guard let value = pass[keyPath: link.value], !value.isEmpty else { return nil }
            let uri = link.scheme.isEmpty || value.contains(":") ? value : link.scheme + value
            return ["id": .string(link.key), "uri": .string(uri), "description": .string(link.description)]
        }
    }

    private static var all: [Link] {
        [
            Link(key: "transferURL", value: \.transferURL, description: "Transfer ticket"),
            Link(key: "sellURL", value: \.sellURL, description: "Sell ticket"),
            Link(key: "addOnURL", value: \.addOnURL, description: "Add-ons"),
            Link(key: "directionsInformationURL", value: \.directionsInformationURL, description: "Directions"),
            Link(key: "transitInformationURL", value: \.transitInformationURL, description: "Public transport"),
            Link(key: "parkingInformationURL", value: \.parkingInformationURL, description: "Parking"),
            Link(key: "purchaseParkingURL", value: \.purchaseParkingURL, description: "Buy parking"),
            Link(key: "orderFoodURL", value: \.orderFoodURL, description: "Order food"),
            Link(key: "merchandiseURL", value: \.merchandiseURL, description: "Merchandise"),
            Link(key: "bagPolicyURL", value: \.bagPolicyURL, description: "Bag policy"),
            Link(key: "accessibilityURL", value: \.accessibilityURL, description: "Accessibility"),
            Link(key: "contactVenueWebsite", value: \.contactVenueWebsite, description: "Venue website"),
            Link(key: "contactVenueEmail", value: \.contactVenueEmail, description: "Email the venue", scheme: "mailto:"),
            Link(key: "contactVenuePhoneNumber", value: \.contactVenuePhoneNumber, description: "Call the venue", scheme: "tel:"),
            Link(key: "managementURL", value: \.managementURL, description: "Manage booking"),
            Link(key: "changeSeatURL", value: \.changeSeatURL, description: "Change seat"),
            Link(key: "upgradeURL", value: \.upgradeURL, description: "Upgrade"),
            Link(key: "purchaseAdditionalBaggageURL", value: \.purchaseAdditionalBaggageURL, description: "Add baggage"),
            Link(key: "trackBagsURL", value: \.trackBagsURL, description: "Track bags"),
            Link(key: "reportLostBagURL", value: \.reportLostBagURL, description: "Report a lost bag"),
            Link(key: "purchaseLoungeAccessURL", value: \.purchaseLoungeAccessURL, description: "Lounge access"),
            Link(key: "purchaseWifiURL", value: \.purchaseWifiURL, description: "In-flight Wi-Fi"),
            Link(key: "entertainmentURL", value: \.entertainmentURL, description: "Entertainment"),
            Link(key: "requestWheelchairURL", value: \.requestWheelchairURL, description: "Request a wheelchair"),
            Link(key: "registerServiceAnimalURL", value: \.registerServiceAnimalURL, description: "Register a service animal"),
            Link(key: "transitProviderWebsiteURL", value: \.transitProviderWebsiteURL, description: "Airline website"),
            Link(key: "transitProviderEmail", value: \.transitProviderEmail, description: "Email the airline", scheme: "mailto:"),
            Link(key: "transitProviderPhoneNumber", value: \.transitProviderPhoneNumber, description: "Call the airline", scheme: "tel:"),
        ]
    }
}
