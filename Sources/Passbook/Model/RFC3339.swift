public import Foundation

/// RFC 3339 date-times as Wallet Orders write them: `2026-03-02T09:15:00Z` or with an offset
/// `+01:00`, seconds required, fractional seconds allowed.
public enum RFC3339 {
    /// The moment `text` names, or nil when it is not an RFC 3339 date-time.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes.count >= 20, let year = digits(0..<4), bytes[4] == 0x2D, let month = digits(5..<7), bytes[7] == 0x2D,
              let day = digits(8..<10), bytes[10] == 0x54 || bytes[10] == 0x74, let hour = digits(11..<13), bytes[13] == 0x3A,
              let minute = digits(14..<16), bytes[16] == 0x3A, let second = digits(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == 0x2E {
            let start = index + 1
            index = start
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            fraction = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        if bytes[index] == 0x5A || bytes[index] == 0x7A {
            guard index + 1 == bytes.count else { return nil }
        } else {
            guard bytes[index] == 0x2B || bytes[index] == 0x2D, index + 6 == bytes.count,
                  let hours = digits(index + 1..<index + 3), bytes[index + 3] == 0x3A, let minutes = digits(index + 4..<index + 6),
                  hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == 0x2D ? -1 : 1)
        }
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = TimeZone(secondsFromGMT: 0)
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (hour, minute, min(second, 59))
        guard let date = components.date, Calendar(identifier: .gregorian).dateComponents(in: TimeZone(secondsFromGMT: 0)!, from: date).day == day else {
            return nil
        }
        return date.addingTimeInterval(fraction - Double(offset))
    }

    /// `date` as Passbook writes it: `2026-03-02T09:15:00Z`, or with milliseconds
    /// (`2026-03-02T09:15:00.250Z`) when `fractionalSeconds`.
    public static func string(_ date: Date, fractionalSeconds: Bool = false) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = fractionalSeconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
