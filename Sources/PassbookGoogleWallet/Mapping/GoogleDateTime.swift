import Passbook

/// Dates as the walletobjects API writes them: ISO 8601 with seconds, with the offset or, for the
/// airport-local times of flights, without it.
enum GoogleDateTime {
    /// `2027-03-14T09:05:00+01:00`.
    static func string(_ date: W3CDate) -> String {
        var date = date
        if date.precision == .minutes { date.precision = .seconds }
        return date.description
    }

    /// `2027-03-14T09:05:00`: the local time where the date was written, its offset left out, as
    /// Google wants for flights (it refuses an offset there).
    static func local(_ date: W3CDate) -> String {
        let text = string(date)
        return String(text.dropLast(text.hasSuffix("Z") ? 1 : 6))
    }

    /// A `DateTime` object.
    static func dateTime(_ date: W3CDate) -> JSONValue {
        ["date": .string(string(date))]
    }
}
