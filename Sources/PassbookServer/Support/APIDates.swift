package import Foundation

/// Dates in the API's JSON and the JSON log, such as `2026-11-27T06:25:58Z`: what
/// `ISO8601DateFormatter` wrote, made by FoundationEssentials' formatting instead. The ICU
/// formatter an `ISO8601DateFormatter` sets up took a tenth of the request threads' CPU when
/// creating passes.
package enum APIDates {
    package static func string(_ date: Date) -> String {
        // ICU rounds to the millisecond before it drops the fraction; the format style only drops it.
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        return Date(timeIntervalSince1970: millis / 1000).formatted(Date.ISO8601FormatStyle())
    }
}
