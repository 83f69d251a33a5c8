/// An entry of `relevantDates` (iOS 18): an interval (`startDate`, `endDate`) or a point in time (`date`).
public struct RelevantDate: Sendable, Hashable {
    /// The start of the interval; needs `endDate`.
    public var startDate: W3CDate?

    /// The end of the interval.
    public var endDate: W3CDate?

    /// A point in time from which Wallet derives an interval (iOS 26 spelling).
    public var date: W3CDate?

    /// The same point in time under the key iOS 18 read.
    public var relevantDate: W3CDate?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates an entry.
    public init(
        startDate: W3CDate? = nil,
        endDate: W3CDate? = nil,
        date: W3CDate? = nil,
        relevantDate: W3CDate? = nil
    ) {
        self.startDate = startDate
        self.endDate = endDate
        self.date = date
        self.relevantDate = relevantDate
        unknownKeys = JSONObject()
    }

    /// An interval from `start` to `end`.
    public static func interval(from start: W3CDate, to end: W3CDate) -> RelevantDate {
        RelevantDate(startDate: start, endDate: end)
    }

    /// A point in time, written under both `date` and `relevantDate` so that iOS 18 and later read it.
    public static func point(_ date: W3CDate) -> RelevantDate {
        RelevantDate(date: date, relevantDate: date)
    }
}

extension RelevantDate: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case startDate
        case endDate
        case date
        case relevantDate
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        startDate = try container.decodeOptional(W3CDate.self, forKey: .startDate)
        endDate = try container.decodeOptional(W3CDate.self, forKey: .endDate)
        date = try container.decodeOptional(W3CDate.self, forKey: .date)
        relevantDate = try container.decodeOptional(W3CDate.self, forKey: .relevantDate)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(startDate, forKey: .startDate)
        try container.encodeIfPresent(endDate, forKey: .endDate)
        try container.encodeIfPresent(date, forKey: .date)
        try container.encodeIfPresent(relevantDate, forKey: .relevantDate)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
