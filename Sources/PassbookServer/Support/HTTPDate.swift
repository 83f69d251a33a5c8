import Foundation

/// HTTP dates (RFC 9110 IMF-fixdate, such as `Sun, 06 Nov 1994 08:49:37 GMT`).
enum HTTPDate {
    private static let names = (
        days: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
        months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    )

    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? .gmt
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        func two(_ value: Int?) -> String { let v = value ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        return "\(names.days[(c.weekday ?? 1) - 1]), \(two(c.day)) \(names.months[(c.month ?? 1) - 1]) \(c.year ?? 1970) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) GMT"
    }

    /// Reads an IMF-fixdate; the obsolete forms are not accepted (any client of this century sends the fixed one).
    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]),
              let monthIndex = names.months.firstIndex(of: String(parts[2])), let year = Int(parts[3])
        else { return nil }
        let time = parts[4].split(separator: ":").compactMap { Int($0) }
        guard time.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? .gmt
        return calendar.date(from: DateComponents(year: year, month: monthIndex + 1, day: day, hour: time[0], minute: time[1], second: time[2]))
    }
}
