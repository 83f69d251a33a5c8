import Foundation

/// Dates in the API's JSON, such as `2026-11-27T06:25:58Z`: what `ISO8601DateFormatter` wrote, made
/// by FoundationEssentials' formatting instead. The ICU formatter an `ISO8601DateFormatter` sets up
/// took a tenth of the request threads' CPU when creating passes.
enum APIDates {
    static func string(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }
}
