/// Which passes a listing returns.
public struct PassQuery: Sendable, Hashable {
    /// Only passes of this template.
    public var template: String?
    /// Only passes whose serial number or data contains this text (case-insensitive).
    public var search: String?
    /// Only voided (`true`) or only live (`false`) passes.
    public var voided: Bool?
    /// Passes whose serial number sorts after this one: the cursor of the next page.
    public var after: String?
    /// At most this many.
    public var limit: Int
    /// Only items of this type (an order type lists orders).
    public var typeIdentifier: String?
    /// No items of this type (the order type, for a listing of passes).
    public var excludedTypeIdentifier: String?

    /// Creates a query.
    public init(template: String? = nil, search: String? = nil, voided: Bool? = nil, after: String? = nil, limit: Int = 100) {
        self.template = template
        self.search = search
        self.voided = voided
        self.after = after
        self.limit = limit
    }
}
