import ArgumentParser
import Foundation
import Passbook

/// The time recorded in signatures: `--signing-time`, else `SOURCE_DATE_EPOCH`, else now. A fixed
/// time makes the same inputs and key give the same `.pkpass`, byte for byte.
struct SigningTimeOptions: ParsableArguments {
    init() {}

    @Option(
        name: .customLong("signing-time"),
        help: ArgumentHelp(
            "The signing time recorded in the signature, as a date-time with a zone (2027-01-01T12:00:00Z) or Unix seconds. Default: SOURCE_DATE_EPOCH when set, else now. The certificates must be valid then.",
            valueName: "TIME"
        )
    )
    var signingTime: String?


    func validate() throws {
        _ = try resolved(epoch: Self.sourceDateEpoch)
    }

    /// The signing time to use now.
    var date: Date {
        (try? resolved(epoch: Self.sourceDateEpoch)) ?? Date()
    }

    /// `SOURCE_DATE_EPOCH`, read alone: `ProcessInfo.environment` copies every variable into a
    /// dictionary, about 0.1 ms of a one-pass build.
    private static var sourceDateEpoch: String? {
        getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) }
    }

    private func resolved(epoch: String?) throws -> Date {
        if let signingTime {
            guard let date = Self.parse(signingTime) else {
                throw ValidationError("--signing-time \(signingTime) is neither a date-time with a zone (such as 2027-01-01T12:00:00Z) nor a number of seconds since 1970.")
            }
            return date
        }
        if let epoch, !epoch.isEmpty {
            guard let seconds = Int64(epoch), seconds >= 0 else {
                throw ValidationError("SOURCE_DATE_EPOCH is \"\(epoch)\", not a whole number of seconds since 1970: set it to one (git log -1 --format=%ct gives the last commit's), or unset it.")
            }
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return Date()
    }

    private static func parse(_ text: String) -> Date? {
        if let seconds = Int64(text), seconds >= 0 { return Date(timeIntervalSince1970: TimeInterval(seconds)) }
        return W3CDate(text)?.date
    }
}
