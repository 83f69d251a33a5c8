/// The Google Wallet pass type a pass maps to, named after Google's class and object resources.
public enum GoogleWalletVertical: String, Sendable, Hashable, CaseIterable, Codable {
    /// `GenericClass` and `GenericObject`, for generic passes.
    case generic
    /// `EventTicketClass` and `EventTicketObject`, for event tickets.
    case eventTicket
    /// `FlightClass` and `FlightObject`, for boarding passes with `PKTransitTypeAir`.
    case flight
    /// `TransitClass` and `TransitObject`, for the other boarding passes.
    case transit
    /// `LoyaltyClass` and `LoyaltyObject`, for store cards.
    case loyalty
    /// `OfferClass` and `OfferObject`, for coupons.
    case offer

    /// The schema name of the class in Google's discovery document (`GenericClass`).
    public var classSchema: String { schemaStem + "Class" }

    /// The schema name of the object in Google's discovery document (`GenericObject`).
    public var objectSchema: String { schemaStem + "Object" }

    /// The key of a save JWT's payload that holds classes (`genericClasses`).
    public var classesPayloadKey: String { rawValue + "Classes" }

    /// The key of a save JWT's payload that holds objects (`genericObjects`).
    public var objectsPayloadKey: String { rawValue + "Objects" }

    /// The REST collection of the objects (`genericObject`), as in
    /// `https://walletobjects.googleapis.com/walletobjects/v1/genericObject/{resourceId}`.
    public var objectCollection: String { rawValue + "Object" }

    /// The REST collection of the classes (`genericClass`).
    public var classCollection: String { rawValue + "Class" }

    private var schemaStem: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
