import Foundation

extension Pass {
    /// The six keys every `pass.json` must have; Wallet refuses a pass without one of them.
    public static let requiredKeys = ["formatVersion", "passTypeIdentifier", "serialNumber", "teamIdentifier", "organizationName", "description"]

    /// The required keys without a value: empty text, or `formatVersion` 0. A pass read by
    /// ``LenientPass`` has them so where `pass.json` lacks them: `["serialNumber", "teamIdentifier"]`.
    public var emptyRequiredKeys: [String] {
        let values = [
            ("passTypeIdentifier", passTypeIdentifier), ("serialNumber", serialNumber), ("teamIdentifier", teamIdentifier),
            ("organizationName", organizationName), ("description", description),
        ]
        let empty = values.filter { $0.1.trimmingWhitespaceAndNewlines().isEmpty }.map(\.0)
        return (formatVersion == 0 ? ["formatVersion"] : []) + empty
    }
}
