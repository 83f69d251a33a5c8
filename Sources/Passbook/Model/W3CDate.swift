public import Foundation

/// A date and time with its UTC offset, in the W3C profile of ISO 8601 that `pass.json` uses:
/// `YYYY-MM-DDThh:mm[:ss[.fff]]` followed by `Z` or `±hh:mm`.
///
/// A date that was read remembers how it was written — with or without seconds, how many
/// fraction digits, `Z` or `+00:00` — and is written back the same way. Equality compares
/// those too; compare ``date`` to compare instants.
public struct W3CDate: Sendable, Hashable, TextCodable {
    /// How much of the time is written.
    public enum Precision: Sendable, Hashable {
        /// `2024-05-01T18:30+02:00`
        case minutes
        /// `2024-05-01T18:30:00+02:00`
        case seconds
        /// `2024-05-01T18:30:00.000+02:00`, with 1 to 9 fraction digits.
        case fractionalSeconds(digits: Int)
    }

    /// Seconds since 1970-01-01T00:00Z; kept as integers so that fractions round-trip exactly.
    private var epochSeconds: Int64
    private var nanoseconds: Int64

    /// The offset from UTC in seconds (`-25200` for `-07:00`), a whole number of minutes.
    public var utcOffset: Int
    /// How much of the time is written.
    public var precision: Precision
    /// Whether a zero offset is written as `Z` rather than `+00:00`.
    public var usesZ: Bool

    /// Creates a date for `date` as seen in `timeZone`; without fractions, since Wallet has
    /// refused fractional seconds in the past.
    public init(date: Date, timeZone: TimeZone = .gmt, precision: Precision = .seconds) {
        let offset = timeZone.secondsFromGMT(for: date)
        // `±hh:mm` cannot hold seconds, which some historical zones have.
        let roundedOffset = Int((Double(offset) / 60).rounded()) * 60
        self.init(date: date, utcOffset: roundedOffset, precision: precision, usesZ: roundedOffset == 0)
    }

    /// Creates a date from its parts.
    public init(date: Date, utcOffset: Int, precision: Precision = .seconds, usesZ: Bool = false) {
        epochSeconds = 0
        nanoseconds = 0
        self.utcOffset = utcOffset
        self.precision = precision
        self.usesZ = usesZ
        self.date = date
        truncateToPrecision()
    }

    /// Reads a date, or returns `nil` when `text` is not one; ``parse(_:)`` says why.
    public init?(_ text: String) {
        guard case .success(let date) = W3CDate.parse(text) else { return nil }
        self = date
    }

    /// The instant.
    public var date: Date {
        get {
            Date(timeIntervalSince1970: Double(epochSeconds) + Double(nanoseconds) / 1_000_000_000)
        }
        set {
            // The format has four-digit years; keeping to them also keeps the integer conversion safe.
            let interval =
                newValue.timeIntervalSince1970.isNaN
                ? 0 : min(max(newValue.timeIntervalSince1970, -62_135_596_800), 253_402_300_799)
            var seconds = interval.rounded(.down)
            var nanos = ((interval - seconds) * 1_000_000_000).rounded()
            if nanos >= 1_000_000_000 {
                seconds += 1
                nanos -= 1_000_000_000
            }
            epochSeconds = Int64(seconds)
            nanoseconds = Int64(nanos)
        }
    }

    /// The text as it goes into `pass.json`.
    public var description: String {
        let utcOffset = writtenOffset
        let local = epochSeconds + Int64(utcOffset)
        let days = Self.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        let (year, month, day) = Self.civilDate(fromDays: days)
        var text = "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
        text += "T\(Self.pad(secondOfDay / 3600, 2)):\(Self.pad(secondOfDay / 60 % 60, 2))"
        switch precision {
        case .minutes:
            break
        case .seconds:
            text += ":\(Self.pad(secondOfDay % 60, 2))"
        case .fractionalSeconds(let digits):
            let digits = min(max(digits, 1), 9)
            let fraction = nanoseconds / Self.power(of: 10, 9 - digits)
            text += ":\(Self.pad(secondOfDay % 60, 2)).\(Self.pad(fraction, digits))"
        }
        if utcOffset == 0 && usesZ {
            text += "Z"
        } else {
            let minutes = abs(utcOffset) / 60
            text +=
                (utcOffset < 0 ? "-" : "+") + "\(Self.pad(Int64(minutes / 60), 2)):\(Self.pad(Int64(minutes % 60), 2))"
        }
        return text
    }

    /// The offset as `±hh:mm` can hold it: whole minutes, less than a day either way.
    private var writtenOffset: Int {
        min(max(utcOffset, -86_340), 86_340) / 60 * 60
    }

    private mutating func truncateToPrecision() {
        switch precision {
        case .minutes:
            let local = epochSeconds + Int64(writtenOffset)
            epochSeconds -= local - Self.floorDivide(local, 60) * 60
            nanoseconds = 0
        case .seconds:
            nanoseconds = 0
        case .fractionalSeconds(let digits):
            let unit = Self.power(of: 10, 9 - min(max(digits, 1), 9))
            nanoseconds -= nanoseconds % unit
        }
    }

    // MARK: Parsing

    /// Reads `YYYY-MM-DDThh:mm[:ss[.f…]](Z|±hh:mm)`, or says what is wrong and how it should look.
    public static func parse(_ text: String) -> Result<W3CDate, ValueFormatError> {
        var reader = DateReader(bytes: Array(text.utf8))
        let example = "write it like 2024-05-01T18:30:00+02:00 or 2024-05-01T16:30:00Z"
        func failure(_ problem: String) -> Result<W3CDate, ValueFormatError> {
            .failure(ValueFormatError(message: "\"\(text)\" \(problem); \(example)"))
        }

        guard let year = reader.number(digits: 4), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2)
        else {
            return failure("is not a date in the form YYYY-MM-DDThh:mm with a time zone")
        }
        guard (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day) else {
            return failure("names a day that does not exist")
        }
        if reader.isAtEnd {
            return failure("has a date but no time and no time zone")
        }
        guard reader.skip("T") else {
            return failure("needs a capital T between the date and the time")
        }
        guard let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2) else {
            return failure("has no time in the form hh:mm after the T")
        }
        var second: Int64 = 0
        var nanosecond: Int64 = 0
        var precision = Precision.minutes
        if reader.skip(":") {
            guard let value = reader.number(digits: 2) else {
                return failure("has no two-digit seconds after the minutes")
            }
            second = value
            precision = .seconds
            if reader.skip(".") {
                let digits = reader.digits()
                guard !digits.isEmpty else {
                    return failure("has a decimal point without digits after the seconds")
                }
                let kept = digits.prefix(9)
                nanosecond = kept.reduce(0) { $0 * 10 + Int64($1) } * power(of: 10, 9 - kept.count)
                precision = .fractionalSeconds(digits: kept.count)
            }
        }
        guard hour < 24, minute < 60, second < 60 else {
            return failure("names a time that does not exist")
        }

        var offset = 0
        var usesZ = false
        if reader.isAtEnd {
            return failure("has no time zone")
        } else if reader.skip("Z") {
            usesZ = true
        } else if let sign = reader.sign() {
            let start = reader.position
            guard let hours = reader.number(digits: 2), reader.skip(":"), let minutes = reader.number(digits: 2) else {
                let written = String(decoding: reader.bytes[start...], as: UTF8.self)
                return failure(
                    "has the time zone offset \(sign < 0 ? "-" : "+")\(written), which must be written ±hh:mm"
                )
            }
            guard hours < 24, minutes < 60 else {
                return failure("has a time zone offset that does not exist")
            }
            offset = sign * Int(hours * 3600 + minutes * 60)
        } else {
            return failure("has no time zone (Z or ±hh:mm) after the time")
        }
        guard reader.isAtEnd else {
            return failure("has unexpected text after the time zone")
        }

        let days = daysSinceEpoch(year: year, month: month, day: day)
        var date = W3CDate(date: Date(timeIntervalSince1970: 0), utcOffset: offset, precision: precision, usesZ: usesZ)
        date.epochSeconds = days * 86_400 + hour * 3600 + minute * 60 + second - Int64(offset)
        date.nanoseconds = nanosecond
        return .success(date)
    }

    // MARK: Calendar arithmetic

    // Proleptic Gregorian calendar arithmetic, so no Calendar or TimeZone database is involved.

    private static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilDate(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func power(of base: Int64, _ exponent: Int) -> Int64 {
        (0..<max(exponent, 0)).reduce(1) { result, _ in result * base }
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

/// Walks the bytes of a date string.
private struct DateReader {
    let bytes: [UInt8]
    private(set) var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// `+1` or `-1` for a sign at the current position.
    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

    /// Exactly `digits` decimal digits, not followed by another digit.
    mutating func number(digits: Int) -> Int64? {
        let start = position
        let run = self.digits()
        guard run.count == digits else {
            position = start
            return nil
        }
        return run.reduce(0) { $0 * 10 + Int64($1) }
    }

    /// The digits from the current position on, as values 0 to 9.
    mutating func digits() -> [UInt8] {
        var values: [UInt8] = []
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            values.append(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        return values
    }
}
